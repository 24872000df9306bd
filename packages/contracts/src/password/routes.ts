// password: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  ChangePasswordData,
  ChangePasswordInput,
  PasswordInfo,
  ResetByEmailInput,
  ResetBySmsInput,
  ResetLinkInput,
  ResetSmsCodeData,
  ResetSmsCodeInput,
} from './schemas.ts';

// Password recovery (/findpwd.html, spec 1 §2; the paths are ours) and the signed-in change.
export const resetSmsCodeRoute = defineRoute<ResetSmsCodeInput, ResetSmsCodeData>(
  'POST',
  '/apic/findpwd/smsCode',
);
export const resetBySmsRoute = defineRoute<ResetBySmsInput, null>('POST', '/apic/findpwd/sms');
export const resetLinkRoute = defineRoute<ResetLinkInput, null>('POST', '/apic/findpwd/emailLink');
export const resetByEmailRoute = defineRoute<ResetByEmailInput, null>('POST', '/apic/findpwd/email');
export const passwordInfoRoute = defineRoute<Record<string, never>, PasswordInfo>(
  'GET',
  '/apic/user/password/info',
);
export const changePasswordRoute = defineRoute<ChangePasswordInput, ChangePasswordData>(
  'POST',
  '/apic/user/password/change',
);
