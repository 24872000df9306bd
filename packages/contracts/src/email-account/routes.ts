// email-account: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  ActivateEmailInput,
  EmailRegisterData,
  EmailRegisterInput,
  VerifyEmailCodeData,
  VerifyEmailCodeInput,
} from './schemas.ts';

export const emailRegisterRoute = defineRoute<EmailRegisterInput, EmailRegisterData>(
  'POST',
  '/apic/emailRegister',
);
export const verifyEmailCodeRoute = defineRoute<VerifyEmailCodeInput, VerifyEmailCodeData>(
  'POST',
  '/apic/verifyEmailValidateCode',
);
export const activateEmailRoute = defineRoute<ActivateEmailInput, null>('POST', '/apic/activateEmail');
