import type { Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { AccountForm } from './account-form.tsx';
import { EmailSignInFlow } from './email-sign-in-flow.tsx';
import { EmailSignUpForm } from './email-sign-up-form.tsx';
import type { SignInAnswer } from './sign-in-action.ts';
import { SmsForm } from './sms-form.tsx';

export const SIGN_IN_TABS = ['sms', 'account', 'emailSignUp'] as const;
export type SignInTab = (typeof SIGN_IN_TABS)[number];

/** The tab a language opens on (spec 1 §4): SMS in Chinese, e-mail elsewhere. */
const firstTab = (
  lang: Language,
  answer: SignInAnswer | undefined,
  asked: SignInTab | undefined,
): SignInTab => {
  if (answer?.intent === 'sms' || (answer?.intent === 'account' && answer.useSms)) return 'sms';
  if (answer) return 'account';
  const offered: readonly SignInTab[] = lang === 'cn' ? ['sms', 'account'] : ['account', 'emailSignUp'];
  return asked && offered.includes(asked) ? asked : offered[0]!;
};

/**
 * The sign-in forms (spec 1 §4 "Sign-in overall"): Chinese has the SMS and the account tab; other
 * languages sign in by e-mail. Switching tabs starts the form afresh (fields and error lines reset).
 * The password forms post to the login page's `action`; `answer` is its answer when the page was the
 * post's (before the script loads), `tab` the tab the address asked for. `alternatives` is where other
 * ways in (third-party sign-in) go, under the forms.
 */
export function SignInPanel({
  lang,
  action,
  answer,
  tab,
  alternatives,
}: {
  lang: Language;
  action: string;
  answer?: SignInAnswer;
  tab?: SignInTab;
  alternatives?: ReactNode;
}) {
  const { t } = useT();
  const chinese = lang === 'cn';
  const formId = useId();
  const useSms = answer?.intent === 'account' ? answer.useSms : null;
  const [mode, setMode] = useState<SignInTab>(() => firstTab(lang, answer, tab));
  const [smsMobile, setSmsMobile] = useState(useSms ?? '');
  const [switchNotice, setSwitchNotice] = useState<string | null>(
    useSms ? t('signIn.account.noPasswordUseSms') : null,
  );
  const [formKey, setFormKey] = useState(0);
  const switchToSms = useCallback(
    (mobile: string) => {
      setMode('sms');
      setSmsMobile(mobile);
      setFormKey((k) => k + 1);
      setSwitchNotice(t('signIn.account.noPasswordUseSms'));
    },
    [t],
  );
  // The tabs are links to the login page on that tab, for before the script loads.
  const tabHref = (next: SignInTab) => {
    const address = new URL(action, 'http://site.invalid');
    address.searchParams.set('tab', next);
    return address.pathname + address.search;
  };

  const choose = (next: SignInTab) => {
    if (next === mode) return;
    setMode(next);
    setSmsMobile('');
    setSwitchNotice(null);
    setFormKey((k) => k + 1);
  };

  const tabs: { mode: SignInTab; label: string }[] = chinese
    ? [
        { mode: 'sms', label: t('signIn.tab.sms') },
        { mode: 'account', label: t('signIn.tab.account') },
      ]
    : [
        { mode: 'account', label: t('signIn.tab.email') },
        { mode: 'emailSignUp', label: t('signUp.tab.email') },
      ];

  return (
    <div className="flex flex-col gap-4" data-testid="sign-in-panel">
      <div role="tablist" className="flex gap-5 border-line border-b">
        {tabs.map((tab) => (
          <a
            key={tab.mode}
            href={tabHref(tab.mode)}
            role="tab"
            aria-selected={mode === tab.mode}
            onClick={(event) => {
              event.preventDefault();
              choose(tab.mode);
            }}
            className={clsx(
              '-mb-px whitespace-nowrap border-b-2 pb-2 font-medium text-sm sm:text-base',
              mode === tab.mode
                ? 'border-brand text-brand'
                : 'border-transparent text-ink-soft hover:text-ink',
            )}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {switchNotice && (
        <p role="status" className="rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {switchNotice}
        </p>
      )}
      {mode === 'sms' && (
        <SmsForm
          key={formKey}
          lang={lang}
          formId={formId}
          action={action}
          initialMobile={smsMobile}
          answer={formKey === 0 && answer?.intent === 'sms' ? answer : undefined}
        />
      )}
      {mode === 'emailSignUp' && <EmailSignUpForm key={formKey} lang={lang} />}
      {mode === 'account' && !chinese && (
        <EmailSignInFlow
          key={formKey}
          lang={lang}
          formId={formId}
          action={action}
          answer={formKey === 0 ? answer : undefined}
        />
      )}
      {mode === 'account' && chinese && (
        <AccountForm
          key={formKey}
          lang={lang}
          formId={formId}
          action={action}
          usernameLabel={t('signIn.account.username')}
          answer={formKey === 0 && answer?.intent === 'account' ? answer : undefined}
          onUseSms={switchToSms}
        />
      )}
      <label className="flex items-center gap-2 text-ink-soft text-xs">
        <input type="checkbox" name="auto" form={formId} className="accent-brand" />
        {t('signIn.autoLogin')}
      </label>
      {alternatives}
    </div>
  );
}
