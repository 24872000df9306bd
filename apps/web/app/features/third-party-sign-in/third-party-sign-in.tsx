import {
  ApiError,
  type City,
  COOKIE,
  googleAuthUrlRoute,
  type Language,
  REGISTER_ENDPOINT,
  REGISTER_SOURCE,
} from '@stallhub/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { partnersFor, platformEntryPath } from './third-party-links.ts';

export interface ThirdPartySignInProps {
  lang: Language;
  city: City;
  /** Where to land once signed in: a path on this site (the login page's reurl). */
  returnTo?: string;
  autoLogin?: boolean;
  /** The reason a previous attempt came back refused (?thirdPartyError=…), to explain it. */
  failure?: string | null;
}

const readCookie = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${name}=`))
        ?.slice(name.length + 1);

/**
 * The third-party sign-in buttons for the page's language (spec 1 §4): Google elsewhere, asking the
 * server for its authorisation address; in Chinese, Taobao and WeChat through /login.html?loginType=.
 */
export function ThirdPartySignIn({
  lang,
  city,
  returnTo,
  autoLogin = false,
  failure,
}: ThirdPartySignInProps) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(
    failure ? t(failure === 'denied' ? 'thirdPartySignIn.denied' : 'thirdPartySignIn.failed') : null,
  );

  async function signInWithGoogle() {
    setBusy(true);
    setError(null);
    try {
      const { authUrl } = await browserApi.call(googleAuthUrlRoute, {
        cityMarketCode: city,
        deviceId: readCookie(COOKIE.deviceId),
        auto: autoLogin,
        lang,
        registerSource: REGISTER_SOURCE.globalSocial,
        registerEndpoint: REGISTER_ENDPOINT,
        reurl: returnTo,
      });
      window.location.assign(authUrl);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('thirdPartySignIn.failed'));
      setBusy(false);
    }
  }

  const button =
    'flex h-10 w-full items-center justify-center gap-2 rounded border text-sm font-medium transition-colors disabled:opacity-60';
  return (
    <section aria-label={t('thirdPartySignIn.title')} className="flex flex-col gap-3">
      <p className="flex items-center gap-3 text-xs text-neutral-500 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {t('thirdPartySignIn.title')}
      </p>
      {partnersFor(lang).map((partner) =>
        partner === 'google' ? (
          <button
            key={partner}
            type="button"
            disabled={busy}
            onClick={signInWithGoogle}
            className={`${button} border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50`}
          >
            <GoogleMark />
            {busy ? t('thirdPartySignIn.redirecting') : t('thirdPartySignIn.google')}
          </button>
        ) : (
          <a
            key={partner}
            href={platformEntryPath(partner, returnTo, autoLogin)}
            className={`${button} border-transparent text-white ${
              // The partners' orange and green, deepened until white text on them reaches 4.5:1 (WCAG AA).
              partner === 'taobao' ? 'bg-[#d14100] hover:bg-[#b83700]' : 'bg-[#06803f] hover:bg-[#047a3d]'
            }`}
          >
            {t(`thirdPartySignIn.${partner}`)}
          </a>
        ),
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}

/** Google's four-colour G, as its branding guidelines ask for on a sign-in button. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
