// The second step of a password sign-in (spec 1 §4: code 423 leads to /second/verify).
import { z } from 'zod';
import { loginData } from './auth.ts';
import { defineCall } from './call.ts';
import { secondVerifyRoute } from './routes.ts';
import { languageSchema } from './shell.ts';

/** The e-mailed code of the second step: 6 digits, live 10 minutes, 5 guesses, used once. */
export const SECOND_STEP_CODE = { length: 6, seconds: 10 * 60, guesses: 5 } as const;

/** The page where the code is typed; `code` is the challenge id from the 423 answer. */
export const SECOND_VERIFY_PATH = '/second/verify';

export const secondVerifyInput = z.object({
  /** The opaque challenge id the 423 answer carried as data.code. */
  code: z.string().trim().max(64).default(''),
  /** The code typed from the e-mail. */
  verifyCode: z.string().trim().max(16).default(''),
  lang: languageSchema.optional(),
});
export type SecondVerifyInput = z.input<typeof secondVerifyInput>;
export type SecondVerifyData = z.infer<typeof loginData>;

/** Finishes a sign-in that answered 423: the right code signs in like /apic/login does. */
export const secondVerify = defineCall({ ...secondVerifyRoute, input: secondVerifyInput, data: loginData });
