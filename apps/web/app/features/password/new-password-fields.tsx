import { PASSWORD_RULE } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { SignInField } from '../sign-in/sign-in-field.tsx';

/** The new password twice, as the browser's password manager expects a new one. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
}) {
  const { t } = useT();
  const label = t('password.newPassword', { min: PASSWORD_RULE.min, max: PASSWORD_RULE.max });
  return (
    <>
      <SignInField kind="newPassword" name="password" label={label} value={password} onChange={onPassword} />
      <SignInField
        kind="newPassword"
        name="repassword"
        label={t('password.repeat')}
        value={repeat}
        onChange={onRepeat}
      />
    </>
  );
}
