import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OAuthPartnerSettings } from './oauth-client.ts';

/** A test account of the local provider: its subject is the name typed on its sign-in form. */
export interface LocalAccount {
  email: string;
  name: string;
}

/**
 * What an unknown login gets: any name signs in (the provider's development sign-in form), with a
 * verified e-mail derived from it.
 */
const accountFor = (login: string, accounts: Record<string, LocalAccount>): LocalAccount =>
  accounts[login] ?? {
    email: login.includes('@') ? login.toLowerCase() : `${login.toLowerCase()}@gmail.test`,
    name: login.split('@')[0]!,
  };

export interface LocalOidcProvider {
  settings: OAuthPartnerSettings;
  close(): Promise<void>;
}

/**
 * A local OpenID Connect provider (oidc-provider) standing in for Google when GOOGLE_CLIENT_ID is unset:
 * listens on this machine only, so nobody elsewhere can sign in through it. Its keys are made at start.
 */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  port?: number;
  accounts?: Record<string, LocalAccount>;
}): Promise<LocalOidcProvider> {
  const clientId = 'stallhub-local';
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: (_ctx, id) => {
      const account = accountFor(id, options.accounts ?? {});
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: true, name: account.name }),
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
  });
  server.on('request', provider.callback());
  return {
    settings: { issuer, clientId, clientSecret, protocol: 'oidc', scope: 'openid email profile' },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
