import { randomBytes } from 'node:crypto';
import type { ThirdPartyProvider } from '@stallhub/contracts';
import type { Env } from '../../env.ts';
import { createHmacGateway } from '../payments/hmac-gateway.ts';
import type { PaymentProvider } from '../payments/payments.ts';
import { createOAuthClient, type OAuthClient } from './oauth-client.ts';

export interface RunningPartners {
  partners: Partial<Record<ThirdPartyProvider, OAuthClient>>;
  /** The sandbox's payment gateway, when PAYMENT_GATEWAY_URL is unset. */
  payments?: PaymentProvider;
  /** Each local stand-in started, for the log: `google → http://127.0.0.1:3001`. */
  local: string[];
  close(): Promise<void>;
}

const callbackUris = (origins: string[], provider: ThirdPartyProvider) =>
  origins.map((origin) => new URL(`/apic/oauth/${provider}/callback`, origin).href);

/** Starts on the preferred port, or on a free one when something else holds it. */
async function onPreferredPort<T>(preferred: number, start: (port: number) => Promise<T>): Promise<T> {
  try {
    return await start(preferred);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EADDRINUSE' || preferred === 0) throw error;
    return start(0);
  }
}

/**
 * The sign-in partners the environment configures; each one left unset gets its local stand-in on this
 * machine (Google: an oidc-provider; Taobao and WeChat: the platform sandbox), registered for the
 * callback addresses on `origins` (the app's own, e.g. http://localhost:3000 and http://127.0.0.1:3000).
 * The same sandbox plays the payment gateway when none is configured, with a secret made here.
 */
export async function startPartners(env: Env, origins: string[]): Promise<RunningPartners> {
  const partners: RunningPartners['partners'] = {};
  let payments: PaymentProvider | undefined;
  const local: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const next = (offset: number) => (env.PORT === 0 ? 0 : env.PORT + offset);

  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    partners.google = createOAuthClient({
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      protocol: 'oidc',
      scope: 'openid email profile',
    });
  } else {
    // Loaded only when standing in: a configured deployment never loads the local provider.
    const { startLocalOidcProvider } = await import('./local-google.ts');
    const provider = await onPreferredPort(env.LOCAL_OIDC_PORT ?? next(1), (port) =>
      startLocalOidcProvider({ port, redirectUris: callbackUris(origins, 'google') }),
    );
    partners.google = createOAuthClient(provider.settings);
    local.push(`google → ${provider.settings.issuer}`);
    closers.push(provider.close);
  }

  const platforms = [
    { name: 'taobao', id: env.TAOBAO_CLIENT_ID, secret: env.TAOBAO_CLIENT_SECRET, issuer: env.TAOBAO_ISSUER },
    { name: 'wechat', id: env.WECHAT_CLIENT_ID, secret: env.WECHAT_CLIENT_SECRET, issuer: env.WECHAT_ISSUER },
  ] as const;
  const sandboxed = platforms.filter((platform) => !platform.id);
  for (const platform of platforms) {
    if (platform.id && platform.secret && platform.issuer) {
      partners[platform.name] = createOAuthClient({
        issuer: platform.issuer,
        clientId: platform.id,
        clientSecret: platform.secret,
        protocol: 'oauth2',
        scope: platform.name === 'wechat' ? 'snsapi_login' : 'user_info',
      });
    }
  }
  const merchants = env.PAYMENT_GATEWAY_URL
    ? []
    : [{ merchantId: 'stallhub', secret: randomBytes(32).toString('base64url') }];
  if (sandboxed.length > 0 || merchants.length > 0) {
    const clients = sandboxed.map((platform) => ({
      platform: platform.name,
      clientId: `stallhub-${platform.name}`,
      clientSecret: randomBytes(24).toString('base64url'),
      redirectUris: callbackUris(origins, platform.name),
    }));
    const { startSandbox } = await import('@stallhub/platform-sandbox');
    const sandbox = await onPreferredPort(env.PLATFORM_SANDBOX_PORT ?? next(2), (port) =>
      startSandbox({ clients, merchants, port }),
    );
    for (const merchant of merchants) {
      payments = createHmacGateway({ gatewayUrl: sandbox.baseUrl, ...merchant });
      local.push(`payments → ${sandbox.baseUrl}/pay`);
    }
    for (const client of clients) {
      partners[client.platform] = createOAuthClient({
        issuer: `${sandbox.baseUrl}/${client.platform}`,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        protocol: 'oauth2',
        scope: client.platform === 'wechat' ? 'snsapi_login' : 'user_info',
      });
      local.push(`${client.platform} → ${sandbox.baseUrl}/${client.platform}`);
    }
    closers.push(sandbox.close);
  }

  return {
    partners,
    payments,
    local,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
