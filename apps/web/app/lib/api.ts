import { type ApiClient, createApiClient, fetchTransport } from '@stallhub/contracts';
import { followFailure } from './api-failure.ts';

const plainApi = createApiClient(fetchTransport());

/**
 * For the calls whose failures spec 1 §8 keeps silent: the token refresh and the new-user coupon; and the
 * cards' same-style counts, a decoration whose link works without them.
 */
export const quietApi: ApiClient = plainApi;

const followed = (error: unknown): never => {
  followFailure(error, window.location);
  throw error;
};

/**
 * The browser's API client: same-origin calls carrying the session cookie. A failure first gets the
 * handling every page shares (a lost session goes to sign in and back); the caller still receives it,
 * to show its own message.
 */
export const browserApi: ApiClient = {
  call: (route, input) => plainApi.call(route, input).catch(followed),
  envelope: (route, input) => plainApi.envelope(route, input).catch(followed),
};
