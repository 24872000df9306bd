import { PASSWORD_RULE } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { inputClass } from '../sign-in/form-parts.tsx';

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
      <input
        type="password"
        name="password"
        autoComplete="new-password"
        aria-label={label}
        placeholder={label}
        value={password}
        maxLength={PASSWORD_RULE.max}
        onChange={(e) => onPassword(e.target.value)}
        className={inputClass}
      />
      <input
        type="password"
        name="repassword"
        autoComplete="new-password"
        aria-label={t('password.repeat')}
        placeholder={t('password.repeat')}
        value={repeat}
        maxLength={PASSWORD_RULE.max}
        onChange={(e) => onRepeat(e.target.value)}
        className={inputClass}
      />
    </>
  );
}
