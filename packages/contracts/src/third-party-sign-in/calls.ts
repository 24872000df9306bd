// third-party-sign-in: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
import { THIRD_PARTY_START_RATE_LIMIT } from './constants.ts';
import { googleAuthUrlRoute } from './routes.ts';
import { googleAuthUrlData, googleAuthUrlInput } from './schemas.ts';

/** The global social sign-in button's call: the address of Google's authorisation page for this attempt. */
export const googleAuthUrl = defineCall({
  ...googleAuthUrlRoute,
  input: googleAuthUrlInput,
  data: googleAuthUrlData,
  perMinute: THIRD_PARTY_START_RATE_LIMIT,
  example: { cityMarketCode: 'gz', reurl: '/gz' },
});
