import { PASSWORD_RULE, PHONE_LENGTH } from '@stallhub/contracts';
import type { InputHTMLAttributes } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Field, inputClass } from './form-parts.tsx';

/**
 * What each kind of sign-in field is to the browser: its type, the autocomplete a password manager and
 * a phone's keyboard read (a new password is offered to be saved, a one-time code is read from the SMS),
 * and the longest value it takes.
 */
const KINDS = {
  username: { type: 'text', autoComplete: 'username', maxLength: 254 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: PHONE_LENGTH },
  oneTimeCode: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  /** The picture's code: typed off an image, never remembered. */
  pictureCode: { type: 'text', autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'current-password', maxLength: 256 },
  newPassword: { type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_RULE.max },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>;

/**
 * One field of the sign-in, sign-up, password and second-step forms: labelled for screen readers by
 * the text it shows, with its kind's autocomplete, and its own error under it, read from the catalogue.
 */
export function SignInField({
  kind,
  name,
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  maxLength,
  error,
  inRow = false,
}: {
  kind: keyof typeof KINDS;
  name: string;
  label: string;
  /** Held by the form's state, with `onChange`; a form posted as it is gives `defaultValue` instead. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** The kind's own length unless given (a code's length is its store's). */
  maxLength?: number;
  /** The catalogue key of the field's error, null while there is none; absent where the form says its errors. */
  error?: string | null;
  /** Beside a button: the field takes the row's room. */
  inRow?: boolean;
}) {
  const { t } = useT();
  const { maxLength: kindMax, ...attributes } = { maxLength: undefined, ...KINDS[kind] };
  const input = (
    <input
      {...attributes}
      name={name}
      aria-label={label}
      placeholder={label}
      value={value}
      defaultValue={defaultValue}
      maxLength={maxLength ?? kindMax}
      onChange={onChange && ((e) => onChange(e.target.value))}
      onBlur={onBlur}
      className={inRow ? `${inputClass} min-w-0 flex-1` : inputClass}
    />
  );
  if (error === undefined) return input;
  return <Field error={error ? t(error) : null}>{input}</Field>;
}
