import { CODE, EMAIL_CODE, verifyEmailCodeRoute } from '@stallhub/contracts';
import { type FormEvent, useState } from 'react';
import { useLoaderData } from 'react-router';
import { errorText, FormError, SubmitButton } from '../../features/sign-in/form-parts.tsx';
import { SignInField } from '../../features/sign-in/sign-in-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/email-activation';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const query = new URL(request.url).searchParams;
  const email = (query.get('email') ?? '').slice(0, 254);
  const token = (query.get('token') ?? '').slice(0, 128);
  // The mailed link carries a token: opening it activates the account.
  const outcome = token
    ? await context.api
        .envelope(verifyEmailCodeRoute, { email, token, lang })
        .then((answer) => ({ ok: answer.code === CODE.ok, message: answer.message }))
        .catch((failure: Error) => ({ ok: false, message: failure.message }))
    : null;
  return { lang, email, outcome };
}

/** /emailActivation.html (spec 1 §2, §4): activation by the mailed link, or by typing the mailed code. */
export default function EmailActivation() {
  const { lang, email: initialEmail, outcome } = useLoaderData<typeof loader>();
  const { t } = useT();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(outcome && !outcome.ok ? outcome.message : null);
  const [done, setDone] = useState<string | null>(outcome?.ok ? outcome.message : null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('emailAccount.error.emailFormat'));
    if (!code.trim()) return setError(t('signIn.error.codeEmpty'));
    setBusy(true);
    setError(null);
    try {
      const answer = await browserApi.envelope(verifyEmailCodeRoute, {
        email: email.trim(),
        code: code.trim(),
        lang,
      });
      if (answer.code === CODE.ok) setDone(answer.message);
      else setError(answer.message);
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex max-w-[1200px] justify-center px-3 py-8 md:py-16">
      <title>{t('emailAccount.activation.title')}</title>
      <meta name="robots" content="noindex" />
      <section className="flex w-full max-w-[398px] flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
        <h1 className="font-semibold text-ink text-xl">{t('emailAccount.activation.title')}</h1>
        {done ? (
          <>
            <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-700 text-sm">
              {done}
            </p>
            <a
              href={localePath(lang, '/login.html')}
              className="flex h-10 items-center justify-center rounded bg-brand font-medium text-sm text-white hover:bg-brand-dark"
            >
              {t('emailAccount.activation.signIn')}
            </a>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
            <p className="text-ink-soft text-sm">{t('emailAccount.activation.hint')}</p>
            <SignInField
              kind="email"
              name="email"
              label={t('signIn.account.email')}
              value={email}
              onChange={setEmail}
            />
            <SignInField
              kind="oneTimeCode"
              name="code"
              label={t('emailAccount.activation.code')}
              value={code}
              maxLength={EMAIL_CODE.length}
              onChange={setCode}
            />
            <FormError text={error} />
            <SubmitButton busy={busy}>{t('emailAccount.activation.submit')}</SubmitButton>
          </form>
        )}
      </section>
    </main>
  );
}
