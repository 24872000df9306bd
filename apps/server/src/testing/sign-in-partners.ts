// Helpers for the HTTP tests of third-party sign-in (not a test file itself): the app on a test database
// with its own local OpenID provider and platform sandbox, and a user agent that clicks through them.
import { randomBytes } from 'node:crypto';
import { startSandbox } from '@stallhub/platform-sandbox';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/connection.ts';
import { ensureDemoAccounts } from '../demo/accounts.ts';
import { parseEnv } from '../env.ts';
import { type LocalAccount, startLocalOidcProvider } from '../outside/oauth/local-google.ts';
import { createOAuthClient } from '../outside/oauth/oauth-client.ts';
import { openTestDatabase } from './test-database.ts';

/** Where inject's requests claim to be (Host localhost:80), so the app's PORT: the callbacks registered with the partners. */
export const APP_ORIGIN = 'http://localhost:80';

export interface PartnerTestApp {
  app: FastifyInstance;
  database: Database;
  googleIssuer: string;
  sandboxUrl: string;
  close(): Promise<void>;
}

export async function openPartnerTestApp(
  accounts: Record<string, LocalAccount> = {},
): Promise<PartnerTestApp> {
  const database = await openTestDatabase();
  await ensureDemoAccounts(database.db);
  const callback = (provider: string) => new URL(`/apic/oauth/${provider}/callback`, APP_ORIGIN).href;
  const google = await startLocalOidcProvider({ redirectUris: [callback('google')], accounts });
  const clients = (['taobao', 'wechat'] as const).map((platform) => ({
    platform,
    clientId: `test-${platform}`,
    clientSecret: randomBytes(16).toString('hex'),
    redirectUris: [callback(platform)],
  }));
  const sandbox = await startSandbox({ clients });
  const partners = {
    google: createOAuthClient(google.settings),
    ...Object.fromEntries(
      clients.map((client) => [
        client.platform,
        createOAuthClient({
          issuer: `${sandbox.baseUrl}/${client.platform}`,
          clientId: client.clientId,
          clientSecret: client.clientSecret,
          protocol: 'oauth2',
          scope: 'user_info',
        }),
      ]),
    ),
  };
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/stallhub-test-data',
    // The shared DATA_DIR holds no snapshot of one test database to pass for another's (decision 094).
    SNAPSHOTS: 'off',
    PORT: '80',
  });
  const app = await buildApp({ env, database, pages: false, logger: false, outside: { partners } });
  await app.ready();
  return {
    app,
    database,
    googleIssuer: google.settings.issuer,
    sandboxUrl: sandbox.baseUrl,
    async close() {
      await app.close();
      await google.close();
      await sandbox.close();
      await database.close();
    },
  };
}

/** A browser's cookie jar for the partner's pages (one host). */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Goes from a partner's authorisation address to the callback address it sends the browser back to,
 * signing in as `login` (the local provider's form, then its consent) or picking the sandbox account
 * `login` and allowing (or denying). Returns the callback address, not followed.
 */
export async function clickThrough(
  authUrl: string,
  login: string,
  options: { deny?: boolean; jar?: Jar } = {},
): Promise<URL> {
  const jar = options.jar ?? new Jar();
  let url = authUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 12; step++) {
    const response: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form ?? undefined,
      headers: { cookie: jar.header() },
      redirect: 'manual',
    });
    jar.take(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === new URL(APP_ORIGIN).origin && next.pathname.startsWith('/apic/oauth/')) return next;
      url = next.href;
      continue;
    }
    const html: string = await response.text();
    if (response.status !== 200)
      throw new Error(`partner answered ${response.status}: ${html.slice(0, 300)}`);
    // WeChat's QR page: the "open on this device" link plays the phone that scans it.
    const onDevice = /href="([^"]+)" id="open-on-device"/.exec(html)?.[1];
    if (onDevice) {
      url = new URL(onDevice.replaceAll('&amp;', '&'), url).href;
      continue;
    }
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (!action) throw new Error(`no form on ${url}: ${html.slice(0, 300)}`);
    const target = new URL(action, url).href;
    if (html.includes('name="prompt" value="login"')) {
      form = new URLSearchParams({ prompt: 'login', login, password: 'any' });
    } else if (html.includes('name="prompt" value="consent"')) {
      form = new URLSearchParams({ prompt: 'consent' });
    } else {
      const request: string = /name="request" value="([^"]+)"/.exec(html)?.[1] ?? '';
      form = new URLSearchParams({
        request,
        account: login,
        decision: options.deny ? 'deny' : 'allow',
        here: '1',
      });
    }
    url = target;
  }
  throw new Error(`no way back to the app from ${authUrl}`);
}
