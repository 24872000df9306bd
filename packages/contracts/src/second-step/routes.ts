// second-step: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { SecondVerifyData, SecondVerifyInput } from './schemas.ts';

/** The second step of a password sign-in (spec 1 §4 code 423). */
export const secondVerifyRoute = defineRoute<SecondVerifyInput, SecondVerifyData>(
  'POST',
  '/apic/login/second',
);
