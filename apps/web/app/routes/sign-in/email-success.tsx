import { EMAIL_PATTERN } from '@stallhub/contracts';
import { redirect, useLoaderData } from 'react-router';
import { SignUpSuccess } from '../../features/sign-in/sign-up-success.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { resolveLocale } from '../../routing/localized-route.ts';
import type { Route } from './+types/email-success';

export function loader({ request, params }: Route.LoaderArgs) {
  const { lang } = resolveLocale(request, params);
  const email = (new URL(request.url).searchParams.get('email') ?? '').trim().slice(0, 254);
  // Without an address there is nothing to activate: the sign-up form is where to start.
  if (!EMAIL_PATTERN.test(email)) throw redirect(localePath(lang, '/login.html'));
  return { lang, email };
}

/**
 * /success/email?type=activation&email (spec 1 §2): the e-mail sign-up success page, the same panel the
 * sign-up form shows, reachable by address (a reload, or a link in another tab).
 */
export default function EmailSuccess() {
  const { lang, email } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main className="bg-gradient-to-br from-brand-soft to-page">
      <title>{t('emailAccount.success.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-[1200px] justify-center px-3 py-8 md:py-16">
        <div className="w-full max-w-[398px] rounded-lg bg-white p-6 shadow-sm">
          <SignUpSuccess lang={lang} email={email} />
        </div>
      </div>
    </main>
  );
}
