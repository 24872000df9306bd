import { type Language, smsCodeRoute } from '@stallhub/contracts';
import { type FormEvent, useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { FormError, NeedsScript, SubmitButton } from './form-parts.tsx';
import { PhoneCodeFields, PopupCheck } from './phone-code-fields.tsx';
import { formProblemText } from './posted-form.tsx';
import type { SignInAnswer } from './sign-in-action.ts';
import { usePhoneCode } from './use-phone-code.ts';

/** A newly registered phone sees the sign-up message this long before going on (spec 1 §4). */
export const SIGN_UP_REDIRECT_MS = 1000;

/**
 * SMS sign-in and sign-up (spec 1 §4 sms flow): a valid phone raises the embedded slider; once it is
 * solved a code can be sent, then a 30 s countdown; needVerifyType 20 raises the popup slider instead.
 * The phone and code post to the login page's `action`. Sending a code needs the slider, so the script:
 * before it loads the form says so.
 */
export function SmsForm({
  lang,
  formId,
  action,
  initialMobile = '',
  answer: pageAnswer,
}: {
  lang: Language;
  formId: string;
  action: string;
  initialMobile?: string;
  answer?: Extract<SignInAnswer, { intent: 'sms' }>;
}) {
  const { t } = useT();
  const phone = usePhoneCode(smsCodeRoute, lang, initialMobile);
  const fetcher = useFetcher<SignInAnswer>();
  const answer = fetcher.data?.intent === 'sms' ? fetcher.data : pageAnswer;
  const { setError, setNotice } = phone;

  // The action's answer goes to the form's one error line, which sending a code shares.
  useEffect(() => {
    if (!answer) return;
    if (answer.problem) return setError(formProblemText(answer.problem, t));
    if (!answer.signedUp) return;
    setNotice(t('signUp.success'));
    const goOn = window.setTimeout(() => window.location.assign(answer.target), SIGN_UP_REDIRECT_MS);
    return () => window.clearTimeout(goOn);
  }, [answer, setError, setNotice, t]);

  const onSubmit = (event: FormEvent) => {
    if (!phone.readyToSubmit()) return event.preventDefault();
    setError(null);
  };

  return (
    <fetcher.Form
      id={formId}
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="sms-form"
    >
      <input type="hidden" name="intent" value="sms" />
      <NeedsScript>{t('signIn.sms.needsScript')}</NeedsScript>
      <PhoneCodeFields phone={phone} lang={lang} phoneLabel={t('signIn.sms.phone')} />
      <FormError text={phone.error} />
      {phone.notice && !phone.error && (
        <p role="status" className="text-green-700 text-sm">
          {phone.notice}
        </p>
      )}
      <SubmitButton busy={fetcher.state !== 'idle' || Boolean(answer?.signedUp)}>
        {t('signIn.sms.submit')}
      </SubmitButton>
      <p className="text-ink-faint text-xs">{t('signIn.sms.newUserNote')}</p>
      <PopupCheck phone={phone} lang={lang} />
    </fetcher.Form>
  );
}
