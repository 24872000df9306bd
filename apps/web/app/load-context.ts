import type { ApiClient } from '@stallhub/contracts';

declare module 'react-router' {
  interface AppLoadContext {
    /** The API, called in-process while rendering on the server. */
    api: ApiClient;
    /** This response's Content-Security-Policy nonce: every inline script the render emits carries it. */
    cspNonce: string;
  }
}
