import { getLoginInfo, THIRD_PARTY_ERROR_PARAM } from '@stallhub/contracts';
import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { afterSignInPath, cityHomePath } from '../../features/sign-in/rules.ts';
import {
  checkSignInEmail,
  signInWithPassword,
  signInWithSmsCode,
} from '../../features/sign-in/sign-in-action.ts';
import { SIGN_IN_TABS, SignInPanel } from '../../features/sign-in/sign-in-panel.tsx';
import { ThirdPartySignIn } from '../../features/third-party-sign-in/third-party-sign-in.tsx';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/login-page';

/** Where sign-in returns to: the reurl when it is safe, else the city home (spec 1 §4). */
function signInTarget(request: Request, params: Route.LoaderArgs['params']) {
  const { lang, city } = resolveLocale(request, params);
  const target = afterSignInPath(new URL(request.url).searchParams.get('reurl'), cityHomePath(lang, city));
  return { lang, city, target };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang, city, target } = signInTarget(request, params);
  const { searchParams } = new URL(request.url);
  // Someone already signed in has nothing to do here.
  const me = await context.api.call(getLoginInfo, { city }).catch(() => null);
  if (me?.userId) throw redirect(target);
  const tab = SIGN_IN_TABS.find((one) => one === searchParams.get('tab'));
  return { lang, city, target, tab, thirdPartyFailure: searchParams.get(THIRD_PARTY_ERROR_PARAM) };
}

/**
 * The sign-in forms' posts (issue 27 point 4), from this page and from the sign-in dialog of any page:
 * `account` signs in with a password, `sms` with a code sent to a phone, `email` is the global flow's
 * first step.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang, target } = signInTarget(request, params);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'account') return signInWithPassword(form, { api: context.api, lang, request, target });
  if (intent === 'sms') return signInWithSmsCode(form, { api: context.api, lang, request, target });
  if (intent === 'email') return checkSignInEmail(form, { api: context.api, lang });
  throw data(null, { status: 400 });
}

/** /login.html and /{lang}/login.html (spec 1 §2, §4): sign in, then back to reurl or the city home. */
export default function LoginPage() {
  const { lang, city, target, tab, thirdPartyFailure } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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
            action={localePath(lang, loginPath(target))}
            answer={answer}
            tab={tab}
            alternatives={
              <ThirdPartySignIn lang={lang} city={city} returnTo={target} failure={thirdPartyFailure} />
            }
          />
        </section>
      </div>
    </main>
  );
}
