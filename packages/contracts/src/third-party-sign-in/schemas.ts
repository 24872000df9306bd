// Third-party sign-in: Google through OpenID Connect, Taobao and WeChat through OAuth 2 (spec 1 §4, §5, §7).

import { z } from 'zod';
import { flag } from '../call.ts';
import { CITIES, REGISTER_ENDPOINT, REGISTER_SOURCE } from '../constants.ts';
import { safeReturnPath } from '../rules/return-path.ts';
import { languageSchema } from '../shell/schemas.ts';

export const googleAuthUrlInput = z.object({
  cityMarketCode: z.enum(CITIES).default('gz'),
  deviceId: z.string().trim().max(128).optional(),
  auto: flag.default(false),
  lang: languageSchema.optional(),
  registerSource: z.coerce
    .number()
    .int()
    .refine((v) => v === REGISTER_SOURCE.globalSocial, 'must be 12')
    .default(REGISTER_SOURCE.globalSocial),
  registerEndpoint: z.coerce.number().int().min(0).max(99).default(REGISTER_ENDPOINT),
  /** Where to land after sign-in (ours: the spec's reurl); a same-site path, else the city home. */
  reurl: z
    .string()
    .max(2048)
    .refine((path) => safeReturnPath(path) !== null, 'must be a path on this site')
    .optional(),
});
export type GoogleAuthUrlInput = z.input<typeof googleAuthUrlInput>;
export const googleAuthUrlData = z.object({ authUrl: z.string() });
export type GoogleAuthUrlData = z.infer<typeof googleAuthUrlData>;
