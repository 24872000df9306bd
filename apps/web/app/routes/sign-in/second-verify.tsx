import { AUTH_CODE, CODE, SECOND_STEP_CODE, safeReturnPath, secondVerifyRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useLoaderData } from 'react-router';
import { errorText, FormError, SubmitButton } from '../../features/sign-in/form-parts.tsx';
import { afterSignInPath, cityHomePath } from '../../features/sign-in/rules.ts';
import { SignInField } from '../../features/sign-in/sign-in-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/second-verify';

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang, city } = resolveLocale(request, params);
  const query = new URL(request.url).searchParams;
  const back = safeReturnPath(query.get('reurl'));
  return {
    lang,
    challenge: (query.get('code') ?? '').slice(0, 64),
    target: afterSignInPath(back, cityHomePath(lang, city)),
    loginPath: localePath(lang, back ? `/login.html?${new URLSearchParams({ reurl: back })}` : '/login.html'),
  };
}

/**
 * /second/verify (spec 1 §2, §4 code 423): the second step of a password sign-in from a new device.
 * The right e-mailed code signs in and returns to the same-site reurl.
 */
export default function SecondVerify() {
  const { lang, challenge, target, loginPath } = useLoaderData<typeof loader>();
  const { t } = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(!challenge);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('secondVerify.codeEmpty'));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(secondVerifyRoute, {
        code: challenge,
        verifyCode: code.trim(),
        lang,
      });
      if (answer.code === CODE.ok) return window.location.assign(target);
      setError(answer.message);
      // Only a wrong guess leaves the challenge open; anything else needs a new sign-in.
      if (answer.code !== AUTH_CODE.smsCodeWrong) setExpired(true);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="bg-gradient-to-br from-brand-soft to-page">
      <title>{t('secondVerify.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-[1200px] justify-center px-3 py-8 md:py-16">
        <section className="flex w-full max-w-[398px] flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
          <h1 className="font-semibold text-ink text-xl">{t('secondVerify.title')}</h1>
          {expired ? (
            <>
              <p role="alert" className="text-ink-soft text-sm">
                {error ?? t('secondVerify.missing')}
              </p>
              <a
                href={loginPath}
                className="flex h-10 items-center justify-center rounded bg-brand font-medium text-sm text-white hover:bg-brand-dark"
              >
                {t('secondVerify.signInAgain')}
              </a>
            </>
          ) : (
            <form
              onSubmit={onSubmit}
              noValidate
              className="flex flex-col gap-3"
              data-testid="second-verify-form"
            >
              <p className="text-ink-soft text-sm">{t('secondVerify.hint')}</p>
              <SignInField
                kind="oneTimeCode"
                name="verifyCode"
                label={t('secondVerify.code')}
                value={code}
                maxLength={SECOND_STEP_CODE.length}
                onChange={(value) => setCode(value.replace(/\D/g, ''))}
              />
              <FormError text={error} />
              <SubmitButton busy={busy}>{t('secondVerify.submit')}</SubmitButton>
            </form>
          )}
        </section>
      </div>
    </main>
  );
}
