import { FIND_PASSWORD_PATH, resetByEmail, resetBySms, sendResetLink } from '@stallhub/contracts';
import clsx from 'clsx';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { ResetByLinkForm } from '../../features/password/reset-by-link-form.tsx';
import { ResetBySmsForm } from '../../features/password/reset-by-sms-form.tsx';
import { emailCheck, ResetLinkForm } from '../../features/password/reset-link-form.tsx';
import { firstRecoveryWay, newPasswordCheck } from '../../features/password/rules.ts';
import { useT } from '../../i18n/use-t.ts';
import { checkedForm, refusedForm } from '../../lib/refusal.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/find-password';

/** What the page's address says: the mailed link (address and token), the way chosen, and a step done. */
function recoveryStep(query: URLSearchParams, lang: string) {
  // The mailed link carries the address and its token; the token is spent only with the new password.
  const email = (query.get('email') ?? '').slice(0, 254);
  const token = (query.get('token') ?? '').slice(0, 128);
  const way = query.get('way');
  return {
    link: email && token ? { email, token } : null,
    way: way === 'sms' || way === 'email' ? way : firstRecoveryWay(lang),
    done: query.get('done') === '1',
    sentTo: (query.get('sent') ?? '').slice(0, 254),
  };
}

/** What a refused step types back: the phone or the address, never a password. */
type RecoveryValues = { mobile?: string; email?: string };

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  return { lang, ...recoveryStep(new URL(request.url).searchParams, lang) };
}

/**
 * The recovery's steps (issue 27 point 4), each a form posted here: `resetBySms` (phone, code, new
 * password), `sendLink` (address and the slider's token) and `resetByLink` (the new password for the
 * mailed link in the page's address). A step done comes back as the page's next step in its address
 * (post/redirect/get); a check or the API's refusal answers the form, the passwords never typed back.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { lang } = resolveLocale(request, params);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const page = (query: string) => redirect(localePath(lang, `${FIND_PASSWORD_PATH}?${query}`));
  const passwords = {
    password: String(form.get('password') ?? ''),
    repassword: String(form.get('repassword') ?? ''),
  };
  if (intent === 'sendLink') {
    const values: RecoveryValues = { email: text('email') };
    const problem = emailCheck(form);
    if (problem) return checkedForm(intent, values, problem);
    try {
      await context.api.call(sendResetLink, {
        email: text('email'),
        captchaSlideParam: text('captchaSlideParam'),
        lang,
      });
    } catch (error) {
      return refusedForm(intent, values, error);
    }
    return page(new URLSearchParams({ way: 'email', sent: text('email') }).toString());
  }
  if (intent !== 'resetBySms' && intent !== 'resetByLink') throw data(null, { status: 400 });
  const values: RecoveryValues = intent === 'resetBySms' ? { mobile: text('mobile') } : {};
  const problem = newPasswordCheck(form);
  if (problem) return checkedForm(intent, values, problem);
  try {
    if (intent === 'resetBySms') {
      await context.api.call(resetBySms, {
        mobile: text('mobile'),
        smsCode: text('smsCode'),
        ...passwords,
        lang,
      });
    } else {
      const { link } = recoveryStep(new URL(request.url).searchParams, lang);
      await context.api.call(resetByEmail, {
        email: link?.email ?? '',
        token: link?.token ?? '',
        ...passwords,
        lang,
      });
    }
  } catch (error) {
    return refusedForm(intent, values, error);
  }
  return page('done=1');
}

/**
 * /findpwd.html and /{lang}/findpwd.html (spec 1 §2; issue 3 item 5): a new password by SMS code or by
 * a mailed link. Every session of the account ends, so success leads to sign-in.
 */
export default function FindPassword() {
  const { lang, link, way, done, sentTo } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  const ways = way === 'sms' || lang === 'cn' ? (['sms', 'email'] as const) : (['email', 'sms'] as const);
  const here = localePath(lang, FIND_PASSWORD_PATH);
  const signIn = localePath(lang, '/login.html');
  const status = 'rounded bg-green-50 px-3 py-2 text-green-700 text-sm';

  return (
    <main className="mx-auto flex max-w-[1200px] justify-center px-3 py-8 md:py-16">
      <title>{t('password.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={here} />
      <section className="flex w-full max-w-[398px] flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
        <h1 className="font-semibold text-ink text-xl">
          {link ? t('password.linkTitle') : t('password.findTitle')}
        </h1>
        {done ? (
          <div className="flex flex-col gap-3" data-testid="reset-done">
            <p role="status" className={status}>
              {t('password.resetDone')}
            </p>
            <a
              href={signIn}
              className="flex h-10 items-center justify-center rounded bg-brand font-medium text-sm text-white hover:bg-brand-dark"
            >
              {t('password.signIn')}
            </a>
          </div>
        ) : link ? (
          <>
            <ResetByLinkForm email={link.email} answer={answer} />
            <a href={here} className="text-brand text-sm hover:underline">
              {t('password.askAgain')}
            </a>
          </>
        ) : (
          <>
            {/* The way is in the page's address: each tab is a link, before the script loads too. */}
            <div role="tablist" className="flex border-line border-b">
              {ways.map((w) => (
                <Link
                  key={w}
                  to={`?way=${w}`}
                  replace
                  role="tab"
                  aria-selected={way === w}
                  className={clsx(
                    '-mb-px flex-1 border-b-2 pb-2 text-center text-sm',
                    way === w ? 'border-brand font-medium text-brand' : 'border-transparent text-ink-soft',
                  )}
                >
                  {t(`password.tab.${w}`)}
                </Link>
              ))}
            </div>
            {way === 'sms' ? (
              <ResetBySmsForm lang={lang} answer={answer} />
            ) : sentTo ? (
              <div className="flex flex-col gap-3" data-testid="reset-link-sent">
                <h2 className="font-medium text-ink">{t('password.linkSentTitle')}</h2>
                <p role="status" className={status}>
                  {t('password.linkSent', { email: sentTo })}
                </p>
                <Link to="?way=email" replace className="self-start text-brand text-sm hover:underline">
                  {t('password.useAnotherAddress')}
                </Link>
              </div>
            ) : (
              <ResetLinkForm lang={lang} answer={answer} />
            )}
          </>
        )}
        {!done && (
          <a href={signIn} className="text-center text-ink-soft text-sm hover:text-brand">
            {t('password.backToSignIn')}
          </a>
        )}
      </section>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
