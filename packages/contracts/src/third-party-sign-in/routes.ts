// third-party-sign-in: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { GoogleAuthUrlData, GoogleAuthUrlInput } from './schemas.ts';

/** The global social sign-in button: answers data.authUrl (spec 1 §7). */
export const googleAuthUrlRoute = defineRoute<GoogleAuthUrlInput, GoogleAuthUrlData>(
  'POST',
  '/apic/oauth/google/url',
);
