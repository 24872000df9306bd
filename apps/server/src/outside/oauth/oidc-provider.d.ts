// oidc-provider ships no types; the little of it the local stand-in uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    findAccount(ctx: unknown, id: string): Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
