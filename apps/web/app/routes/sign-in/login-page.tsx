import { getLoginInfo, THIRD_PARTY_ERROR_PARAM } from '@stallhub/contracts';
import { redirect, useLoaderData } from 'react-router';
import { afterSignInPath, cityHomePath } from '../../features/sign-in/rules.ts';
import { SignInPanel } from '../../features/sign-in/sign-in-panel.tsx';
import { ThirdPartySignIn } from '../../features/third-party-sign-in/third-party-sign-in.tsx';
import { useT } from '../../i18n/use-t.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/login-page';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const { searchParams } = new URL(request.url);
  const reurl = searchParams.get('reurl');
  const target = afterSignInPath(reurl, cityHomePath(lang, city));
  // Someone already signed in has nothing to do here.
  const me = await context.api.call(getLoginInfo, { city }).catch(() => null);
  if (me?.userId) throw redirect(target);
  return { lang, city, target, thirdPartyFailure: searchParams.get(THIRD_PARTY_ERROR_PARAM) };
}

/** /login.html and /{lang}/login.html (spec 1 §2, §4): sign in, then back to reurl or the city home. */
export default function LoginPage() {
  const { lang, city, target, thirdPartyFailure } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main className="bg-gradient-to-br from-brand-soft to-page">
      <title>{t('signIn.metaTitle')}</title>
      <meta name="robots" content="noindex, follow" />
      <div className="mx-auto flex max-w-[1200px] items-center justify-center gap-16 px-3 py-8 md:justify-between md:py-16 xl:px-0">
        <section className="hidden max-w-md flex-col gap-4 md:flex">
          <h1 className="font-bold text-3xl text-ink leading-tight">{t('signIn.pitch.title')}</h1>
          <ul className="flex flex-col gap-2 text-ink-soft">
            <li>✓ {t('signIn.pitch.source')}</li>
            <li>✓ {t('signIn.pitch.prices')}</li>
            <li>✓ {t('signIn.pitch.listing')}</li>
          </ul>
        </section>
        <section className="w-full max-w-[398px] rounded-lg bg-white p-6 shadow-sm">
          <h1 className="mb-4 font-semibold text-ink text-xl md:sr-only">{t('signIn.title')}</h1>
          <SignInPanel
            lang={lang}
            onSignedIn={() => window.location.assign(target)}
            alternatives={
              <ThirdPartySignIn lang={lang} city={city} returnTo={target} failure={thirdPartyFailure} />
            }
          />
        </section>
      </div>
    </main>
  );
}
