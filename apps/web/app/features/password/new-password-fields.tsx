import { PASSWORD_RULE } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { SignInField } from '../sign-in/sign-in-field.tsx';

/** The new password twice, as the browser's password manager expects a new one; posted as typed, never typed back. */
export function NewPasswordFields() {
  const { t } = useT();
  const label = t('password.newPassword', { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max });
  return (
    <>
      <SignInField kind="newPassword" name="password" label={label} />
      <SignInField kind="newPassword" name="repassword" label={t('password.repeat')} />
    </>
  );
}
