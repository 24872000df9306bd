import type { Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { AccountForm } from './account-form.tsx';
import { EmailSignInFlow } from './email-sign-in-flow.tsx';
import { EmailSignUpForm } from './email-sign-up-form.tsx';
import { SmsForm } from './sms-form.tsx';

type Mode = 'sms' | 'account' | 'emailSignUp';

/**
 * The sign-in forms (spec 1 §4 "Sign-in overall"): Chinese has the SMS and the account tab; other
 * languages sign in by e-mail. Switching tabs starts the form afresh (fields and error lines reset).
 * `alternatives` is where other ways in (third-party sign-in) go, under the forms.
 */
export function SignInPanel({
  lang,
  onSignedIn,
  alternatives,
}: {
  lang: Language;
  onSignedIn: () => void;
  alternatives?: ReactNode;
}) {
  const { t } = useT();
  const chinese = lang === 'cn';
  const [mode, setMode] = useState<Mode>(chinese ? 'sms' : 'account');
  const [smsMobile, setSmsMobile] = useState('');
  const [switchNotice, setSwitchNotice] = useState<string | null>(null);
  const [auto, setAuto] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const choose = (next: Mode) => {
    if (next === mode) return;
    setMode(next);
    setSmsMobile('');
    setSwitchNotice(null);
    setFormKey((k) => k + 1);
  };

  const tabs: { mode: Mode; label: string }[] = chinese
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
          <button
            key={tab.mode}
            type="button"
            role="tab"
            aria-selected={mode === tab.mode}
            onClick={() => choose(tab.mode)}
            className={clsx(
              '-mb-px whitespace-nowrap border-b-2 pb-2 font-medium text-sm sm:text-base',
              mode === tab.mode
                ? 'border-brand text-brand'
                : 'border-transparent text-ink-soft hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {switchNotice && (
        <p role="status" className="rounded bg-brand-soft px-3 py-2 text-brand text-sm">
          {switchNotice}
        </p>
      )}
      {mode === 'sms' && (
        <SmsForm key={formKey} lang={lang} auto={auto} initialMobile={smsMobile} onSignedIn={onSignedIn} />
      )}
      {mode === 'emailSignUp' && <EmailSignUpForm key={formKey} lang={lang} />}
      {mode === 'account' && !chinese && (
        <EmailSignInFlow key={formKey} lang={lang} auto={auto} onSignedIn={onSignedIn} />
      )}
      {mode === 'account' && chinese && (
        <AccountForm
          key={formKey}
          lang={lang}
          auto={auto}
          usernameLabel={t('signIn.account.username')}
          onSignedIn={onSignedIn}
          onUseSms={(mobile) => {
            setMode('sms');
            setSmsMobile(mobile);
            setFormKey((k) => k + 1);
            setSwitchNotice(t('signIn.account.noPasswordUseSms'));
          }}
        />
      )}
      <label className="flex items-center gap-2 text-ink-soft text-xs">
        <input
          type="checkbox"
          checked={auto}
          onChange={(e) => setAuto(e.target.checked)}
          className="accent-brand"
        />
        {t('signIn.autoLogin')}
      </label>
      {alternatives}
    </div>
  );
}
