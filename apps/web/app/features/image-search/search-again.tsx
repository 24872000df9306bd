import type { City, Language } from '@stallhub/contracts';
import { lazy, Suspense, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { loader as rootLoader } from '../../root.tsx';
import { useSignInGate } from '../sign-in-gate/use-sign-in-gate.ts';
import { ImageSearchPanel } from './image-search-panel.tsx';
import { useImageSearch } from './use-image-search.ts';

// The cropper (react-easy-crop) loads only when a buyer crops: most searches never do (decision 043).
const CropDialog = lazy(() => import('./crop-dialog.tsx').then((module) => ({ default: module.CropDialog })));

/**
 * The results page's way on (issue 15 point 4): crop the searched picture to the garment and search the
 * crop, or search with another picture in the panel's compact strip (issue 26 point 2: the results start
 * inside the first screen). Image search is for signed-in buyers: a guest is asked to sign in.
 */
export function SearchAgain({ lang, city, imageUrl }: { lang: Language; city: City; imageUrl: string }) {
  const { t } = useT();
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const gate = useSignInGate();
  const { status, error, captcha, searchPicture, searchTyped, answerCaptcha, reset } = useImageSearch({
    lang,
    city,
  });
  const [cropping, setCropping] = useState(false);
  const signedIn = (root?.session.userInfo.userId ?? null) !== null;
  // Only our own uploads can be drawn and cut here: the pages load no other site's pictures.
  const croppable = imageUrl.startsWith('/');
  return (
    <section
      aria-labelledby="image-again-title"
      data-testid="image-search-again"
      className="flex flex-col gap-2 rounded-lg bg-white p-3"
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="image-again-title" className="font-semibold text-ink text-sm">
          {t('imageSearch.results.again')}
        </h2>
        {signedIn && croppable && status === 0 && (
          <button
            type="button"
            onClick={() => setCropping(true)}
            className="min-h-8 rounded-full border border-brand px-4 py-1 text-brand text-sm hover:bg-brand-soft"
          >
            {t('imageSearch.crop.open')}
          </button>
        )}
      </div>
      {signedIn ? (
        <>
          <ImageSearchPanel
            lang={lang}
            city={city}
            status={status}
            error={error}
            captcha={captcha}
            onCaptcha={answerCaptcha}
            onPicture={(file) => void searchPicture(file)}
            onAddress={(address) => void searchTyped(address)}
            onRetry={reset}
            compact
          />
          {cropping && (
            <Suspense fallback={null}>
              <CropDialog
                imageUrl={imageUrl}
                onClose={() => setCropping(false)}
                onCropped={(file) => {
                  setCropping(false);
                  void searchPicture(file);
                }}
              />
            </Suspense>
          )}
        </>
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
