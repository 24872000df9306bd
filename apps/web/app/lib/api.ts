import { createApiClient, fetchTransport } from '@stallhub/contracts';

/** The browser's API client: same-origin calls carrying the session cookie. */
export const browserApi = createApiClient(fetchTransport());
