// The second step of a password sign-in (spec 1 §4: code 423 leads to /second/verify).

import { z } from 'zod';
import type { loginData } from '../auth/schemas.ts';
import { languageSchema } from '../shell/schemas.ts';

export const secondVerifyInput = z.object({
  /** The opaque challenge id the 423 answer carried as data.code. */
  code: z.string().trim().max(64).default(''),
  /** The code typed from the e-mail. */
  verifyCode: z.string().trim().max(16).default(''),
  lang: languageSchema.optional(),
});
export type SecondVerifyInput = z.input<typeof secondVerifyInput>;
export type SecondVerifyData = z.infer<typeof loginData>;
