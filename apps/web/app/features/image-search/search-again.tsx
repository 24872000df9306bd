import type { City, Language } from '@stallhub/contracts';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { ImageSearchPanel } from './image-search-panel.tsx';
import { useImageSearch } from './use-image-search.ts';

/** The panel on the results page, for searching again with another picture; a guest is asked to sign in. */
export function SearchAgain({ lang, city }: { lang: Language; city: City }) {
  const { t } = useT();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const gate = useSignInGate();
  const { status, error, searchPicture, searchTyped, reset } = useImageSearch({ lang, city });
  const signedIn = (root?.session.userInfo.userId ?? null) !== null;
  return (
    <section
      aria-labelledby="image-again-title"
      data-testid="image-search-again"
      className="flex flex-col gap-2 rounded-lg bg-white p-3 md:p-4"
    >
      <h2 id="image-again-title" className="font-semibold text-ink text-sm">
        {t('imageSearch.results.again')}
      </h2>
      {signedIn ? (
        <ImageSearchPanel
          status={status}
          error={error}
          onPicture={(file) => void searchPicture(file)}
          onAddress={(address) => void searchTyped(address)}
          onRetry={reset}
        />
      ) : (
        <p className="text-ink-soft text-sm">
          <a href={gate.loginHref} onClick={gate.onLoginClick} className="text-brand hover:underline">
            {t('imageSearch.results.signIn')}
          </a>
        </p>
      )}
    </section>
  );
}
