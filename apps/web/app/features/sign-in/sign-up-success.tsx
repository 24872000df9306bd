import { type Language, mailSiteOf } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';

/** After sign-up: how to activate, and the mailbox's site when the provider is a known one (spec 1 §4). */
export function SignUpSuccess({ lang, email }: { lang: Language; email: string }) {
  const { t } = useT();
  const mailSite = mailSiteOf(email);
  return (
    <section role="status" className="flex flex-col gap-3 text-sm" data-testid="email-sign-up-success">
      <h2 className="font-semibold text-base text-green-700">{t('emailAccount.success.title')}</h2>
      <p className="text-ink-soft">{t('emailAccount.success.sentTo', { email })}</p>
      <ol className="list-decimal space-y-1 pl-5 text-ink-soft">
        <li>{t('emailAccount.success.step1')}</li>
        <li>{t('emailAccount.success.step2')}</li>
        <li>{t('emailAccount.success.step3')}</li>
      </ol>
      {mailSite && (
        <a
          href={mailSite}
          target="_blank"
          rel="noreferrer"
          className="flex h-10 items-center justify-center rounded bg-brand font-medium text-white hover:bg-brand-dark"
        >
          {t('emailAccount.success.openMailbox')}
        </a>
      )}
      <a
        href={`${localePath(lang, '/emailActivation.html')}?email=${encodeURIComponent(email)}`}
        className="text-center text-brand hover:underline"
      >
        {t('emailAccount.success.enterCode')}
      </a>
    </section>
  );
}
