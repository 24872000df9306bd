import { FIND_PASSWORD_PATH } from '@stallhub/contracts';
import clsx from 'clsx';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ResetByLinkForm } from '../../features/password/reset-by-link-form.tsx';
import { ResetBySmsForm } from '../../features/password/reset-by-sms-form.tsx';
import { ResetLinkForm } from '../../features/password/reset-link-form.tsx';
import { firstRecoveryWay } from '../../features/password/rules.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/find-password';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const query = new URL(request.url).searchParams;
  // The mailed link carries the address and its token; the token is spent only with the new password.
  const email = (query.get('email') ?? '').slice(0, 254);
  const token = (query.get('token') ?? '').slice(0, 128);
  return { lang, link: email && token ? { email, token } : null };
}

/**
 * /findpwd.html and /{lang}/findpwd.html (spec 1 §2; issue 3 item 5): a new password by SMS code or by
 * a mailed link. Every session of the account ends, so success leads to sign-in.
 */
export default function FindPassword() {
  const { lang, link } = useLoaderData<typeof loader>();
  const { t } = useT();
  const [way, setWay] = useState(firstRecoveryWay(lang));
  const [done, setDone] = useState<string | null>(null);
  const ways = way === 'sms' || lang === 'cn' ? (['sms', 'email'] as const) : (['email', 'sms'] as const);
  const signIn = localePath(lang, '/login.html');

  return (
    <main className="mx-auto flex max-w-[1200px] justify-center px-3 py-8 md:py-16">
      <title>{t('password.metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={localePath(lang, FIND_PASSWORD_PATH)} />
      <section className="flex w-full max-w-[398px] flex-col gap-4 rounded-lg bg-white p-6 shadow-sm">
        <h1 className="font-semibold text-ink text-xl">
          {link ? t('password.linkTitle') : t('password.findTitle')}
        </h1>
        {done ? (
          <div className="flex flex-col gap-3" data-testid="reset-done">
            <p role="status" className="rounded bg-green-50 px-3 py-2 text-green-700 text-sm">
              {done}
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
            <ResetByLinkForm lang={lang} email={link.email} token={link.token} onDone={setDone} />
            <a href={localePath(lang, FIND_PASSWORD_PATH)} className="text-brand text-sm hover:underline">
              {t('password.askAgain')}
            </a>
          </>
        ) : (
          <>
            <div role="tablist" className="flex border-line border-b">
              {ways.map((w) => (
                <button
                  key={w}
                  type="button"
                  role="tab"
                  aria-selected={way === w}
                  onClick={() => setWay(w)}
                  className={clsx(
                    '-mb-px flex-1 border-b-2 pb-2 text-sm',
                    way === w ? 'border-brand font-medium text-brand' : 'border-transparent text-ink-soft',
                  )}
                >
                  {t(`password.tab.${w}`)}
                </button>
              ))}
            </div>
            {way === 'sms' ? <ResetBySmsForm lang={lang} onDone={setDone} /> : <ResetLinkForm lang={lang} />}
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
