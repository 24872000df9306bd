import { EMAIL_PATTERN, type Language } from '@stallhub/contracts';
import { useState } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { FormProblem, FormRefusal } from '../../lib/refusal.ts';
import { NeedsScript, SubmitButton } from '../sign-in/form-parts.tsx';
import { FormProblemLine, usePostedForm } from '../sign-in/posted-form.tsx';
import { SignInField } from '../sign-in/sign-in-field.tsx';
import { SliderCaptcha } from '../sign-in/slider-captcha.tsx';

/** A posted link request's address, as the page and its action check it. */
export function emailCheck(form: FormData): FormProblem | null {
  const email = String(form.get('email') ?? '').trim();
  return EMAIL_PATTERN.test(email) ? null : { kind: 'check', key: 'emailAccount.error.emailFormat' };
}

/**
 * Asks for a reset link by e-mail after the slider, posted as `intent=sendLink` with the slider's token to
 * the page's action. The server's answer is the same whether or not the address has an account, so the
 * page only ever says "if an account uses it, the link is on its way".
 */
export function ResetLinkForm({
  lang,
  answer,
}: {
  lang: Language;
  answer: FormRefusal<{ email?: string }> | undefined;
}) {
  const { t } = useT();
  const posted = usePostedForm(
    'sendLink',
    answer,
    (form) =>
      emailCheck(form) ??
      (form.get('captchaSlideParam') ? null : { kind: 'check', key: 'signIn.error.sliderFirst' }),
  );
  // The slider is the script's part: its token rides in the form, and a posted one is spent.
  const [email, setEmail] = useState(posted.values?.email ?? '');
  const [sliderToken, setSliderToken] = useState<string | null>(null);
  const [sliderKey, setSliderKey] = useState(0);
  const emailValid = EMAIL_PATTERN.test(email.trim());

  return (
    <Form
      method="post"
      onSubmit={(event) => {
        posted.onSubmit(event);
        if (event.defaultPrevented) return;
        setSliderToken(null);
        setSliderKey((k) => k + 1);
      }}
      noValidate
      className="flex flex-col gap-3"
      data-testid="reset-link-form"
    >
      <input type="hidden" name="intent" value="sendLink" />
      <input type="hidden" name="captchaSlideParam" value={sliderToken ?? ''} />
      <p className="text-ink-soft text-sm">{t('password.emailHint')}</p>
      <SignInField
        kind="email"
        name="email"
        label={t('signIn.account.email')}
        value={email}
        onChange={setEmail}
      />
      <SliderCaptcha
        lang={lang}
        resetKey={sliderKey}
        onPass={setSliderToken}
        blockedReason={emailValid ? null : t('emailAccount.verifyEmailFirst')}
      />
      <NeedsScript>{t('signIn.noScript.link')}</NeedsScript>
      <FormProblemLine problem={posted.problem} />
      <SubmitButton busy={posted.busy}>{t('password.sendLink')}</SubmitButton>
    </Form>
  );
}
