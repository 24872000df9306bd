import { CODE, EMAIL_CODE, verifyEmailCode, verifyEmailCodeRoute } from '@stallhub/contracts';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import { FormError, SubmitButton } from '../../features/sign-in/form-parts.tsx';
import { FormProblemLine, usePostedForm } from '../../features/sign-in/posted-form.tsx';
import { SignInField } from '../../features/sign-in/sign-in-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { checkedForm, type FormProblem, refusedForm } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/email-activation';

const ACTIVATION_PATH = '/emailActivation.html';

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
  return { lang, email, outcome, activated: query.get('activated') === '1' };
}

/** The typed activation's fields, as the page and its action check them. */
function activationCheck(form: FormData): FormProblem | null {
  if (!String(form.get('email') ?? '').trim())
    return { kind: 'check', key: 'emailAccount.error.emailFormat' };
  if (!String(form.get('code') ?? '').trim()) return { kind: 'check', key: 'signIn.error.codeEmpty' };
  return null;
}

/**
 * The typed code (`intent=activate`, issue 27 point 4): done, the page comes back saying so
 * (post/redirect/get); a check or the API's refusal answers the form with the typed address.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = resolveLocale(request, params);
  const form = await request.formData();
  if (form.get('intent') !== 'activate') throw data(null, { status: 400 });
  const values = { email: String(form.get('email') ?? '').trim() };
  const problem = activationCheck(form);
  if (problem) return checkedForm('activate', values, problem);
  try {
    await context.api.call(verifyEmailCode, { ...values, code: String(form.get('code')).trim(), lang });
  } catch (error) {
    return refusedForm('activate', values, error);
  }
  return redirect(localePath(lang, `${ACTIVATION_PATH}?activated=1`));
}

/** /emailActivation.html (spec 1 §2, §4): activation by the mailed link, or by typing the mailed code. */
export default function EmailActivation() {
  const { lang, email, outcome, activated } = useLoaderData<typeof loader>();
  const posted = usePostedForm('activate', useActionData<typeof action>(), activationCheck);
  const { t } = useT();
  const done = activated ? t('emailAccount.activation.done') : outcome?.ok ? outcome.message : null;

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
          <Form
            method="post"
            onSubmit={posted.onSubmit}
            noValidate
            className="flex flex-col gap-3"
            data-testid="activation-form"
          >
            <input type="hidden" name="intent" value="activate" />
            <p className="text-ink-soft text-sm">{t('emailAccount.activation.hint')}</p>
            <SignInField
              kind="email"
              name="email"
              label={t('signIn.account.email')}
              defaultValue={posted.values?.email ?? email}
            />
            <SignInField
              kind="oneTimeCode"
              name="code"
              label={t('emailAccount.activation.code')}
              maxLength={EMAIL_CODE.length}
            />
            {/* A mailed link that did not work says why until the code is tried. */}
            {posted.problem || !outcome ? (
              <FormProblemLine problem={posted.problem} />
            ) : (
              <FormError text={outcome.message} />
            )}
            <SubmitButton busy={posted.busy}>{t('emailAccount.activation.submit')}</SubmitButton>
          </Form>
        )}
      </section>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
