import { randomBytes } from 'node:crypto';
import type { ThirdPartyProvider } from '@stallhub/contracts';
import type { Env } from '../../env.ts';
import type { Partners } from '../../modules/third-party-sign-in/index.ts';
import {
  type Channels,
  configuredChannels,
  sandboxChannelSettings,
  sandboxChannels,
  sandboxListingClients,
} from '../channels/channels.ts';
import { createHmacGateway } from '../payments/hmac-gateway.ts';
import type { PaymentProvider } from '../payments/payments.ts';
import { createOAuthClient } from './oauth-client.ts';

/** The outside parties a deployment talks to: sign-in partners, the payment provider, listing platforms. */
export interface OutsideParties {
  partners: Partners;
  payments?: PaymentProvider;
  channels?: Channels;
}

export interface RunningStandIns extends OutsideParties {
  /** Each local stand-in started, for the log: `google → http://127.0.0.1:3001`. */
  local: string[];
  /**
   * The environment that configures these same stand-ins as partners: given to the other processes of
   * the site (decision 088), so every one talks to one sandbox instead of starting its own.
   */
  settings: Record<string, string>;
  close(): Promise<void>;
}

const PLATFORMS = ['taobao', 'wechat'] as const;
const platformScope = (platform: (typeof PLATFORMS)[number]) =>
  platform === 'wechat' ? 'snsapi_login' : 'user_info';

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

/** The parties the environment configures, and only those: building them starts nothing. */
export function configuredParties(env: Env): OutsideParties {
  const partners: Partners = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    partners.google = createOAuthClient({
      issuer: env.GOOGLE_ISSUER,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      protocol: 'oidc',
      scope: 'openid email profile',
    });
  }
  const platforms = {
    taobao: { id: env.TAOBAO_CLIENT_ID, secret: env.TAOBAO_CLIENT_SECRET, issuer: env.TAOBAO_ISSUER },
    wechat: { id: env.WECHAT_CLIENT_ID, secret: env.WECHAT_CLIENT_SECRET, issuer: env.WECHAT_ISSUER },
  };
  for (const name of PLATFORMS) {
    const { id, secret, issuer } = platforms[name];
    if (id && secret && issuer) {
      partners[name] = createOAuthClient({
        issuer,
        clientId: id,
        clientSecret: secret,
        protocol: 'oauth2',
        scope: platformScope(name),
      });
    }
  }
  const payments = env.PAYMENT_GATEWAY_URL
    ? createHmacGateway({
        gatewayUrl: env.PAYMENT_GATEWAY_URL,
        merchantId: env.PAYMENT_MERCHANT_ID!,
        secret: env.PAYMENT_SECRET!,
      })
    : undefined;
  return { partners, payments, channels: configuredChannels(env) };
}

/**
 * Local stand-ins on this machine for every party the environment leaves unset (Google: an
 * oidc-provider; Taobao, WeChat, the payment gateway and the listing platforms: the platform sandbox,
 * with secrets made here; it fetches pictures only from `origins`, where the app serves its storage),
 * registered for the callback addresses on `origins` (the app's own, e.g. http://localhost:3000).
 * Development and demos only: main.ts starts them, never buildApp.
 */
export async function startStandIns(
  env: Env,
  origins: string[],
  configured: OutsideParties,
): Promise<RunningStandIns> {
  const partners: Partners = { ...configured.partners };
  let payments = configured.payments;
  const local: string[] = [];
  const settings: Record<string, string> = {};
  const closers: (() => Promise<void>)[] = [];
  const next = (offset: number) => (env.PORT === 0 ? 0 : env.PORT + offset);

  if (!partners.google) {
    // Loaded only when standing in: a configured deployment never loads the local provider.
    const { startLocalOidcProvider } = await import('./local-google.ts');
    const provider = await onPreferredPort(env.LOCAL_OIDC_PORT ?? next(1), (port) =>
      startLocalOidcProvider({ port, redirectUris: callbackUris(origins, 'google') }),
    );
    partners.google = createOAuthClient(provider.settings);
    Object.assign(settings, {
      GOOGLE_CLIENT_ID: provider.settings.clientId,
      GOOGLE_CLIENT_SECRET: provider.settings.clientSecret,
      GOOGLE_ISSUER: provider.settings.issuer,
    });
    local.push(`google → ${provider.settings.issuer}`);
    closers.push(provider.close);
  }

  const clients = PLATFORMS.filter((platform) => !partners[platform]).map((platform) => ({
    platform,
    clientId: `stallhub-${platform}`,
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: callbackUris(origins, platform),
  }));
  const merchants = payments
    ? []
    : [{ merchantId: 'stallhub', secret: randomBytes(32).toString('base64url') }];
  const channels: Channels = { ...configured.channels };
  const listingClients = sandboxListingClients(channels, origins);
  if (clients.length > 0 || merchants.length > 0 || listingClients.length > 0) {
    const { startSandbox } = await import('@stallhub/platform-sandbox');
    const sandbox = await onPreferredPort(env.PLATFORM_SANDBOX_PORT ?? next(2), (port) =>
      startSandbox({ clients, merchants, listingClients, imageOrigins: origins, port }),
    );
    Object.assign(channels, sandboxChannels(sandbox.baseUrl, listingClients));
    Object.assign(settings, sandboxChannelSettings(sandbox.baseUrl, listingClients));
    if (listingClients.length > 0) {
      local.push(`listing (${listingClients.map((c) => c.channel).join(', ')}) → ${sandbox.baseUrl}/shops`);
    }
    for (const merchant of merchants) {
      payments = createHmacGateway({ gatewayUrl: sandbox.baseUrl, ...merchant });
      Object.assign(settings, {
        PAYMENT_GATEWAY_URL: sandbox.baseUrl,
        PAYMENT_MERCHANT_ID: merchant.merchantId,
        PAYMENT_SECRET: merchant.secret,
      });
      local.push(`payments → ${sandbox.baseUrl}/pay`);
    }
    for (const client of clients) {
      partners[client.platform] = createOAuthClient({
        issuer: `${sandbox.baseUrl}/${client.platform}`,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        protocol: 'oauth2',
        scope: platformScope(client.platform),
      });
      const name = client.platform.toUpperCase() as Uppercase<typeof client.platform>;
      Object.assign(settings, {
        [`${name}_CLIENT_ID`]: client.clientId,
        [`${name}_CLIENT_SECRET`]: client.clientSecret,
        [`${name}_ISSUER`]: `${sandbox.baseUrl}/${client.platform}`,
      });
      local.push(`${client.platform} → ${sandbox.baseUrl}/${client.platform}`);
    }
    closers.push(sandbox.close);
  }

  return {
    partners,
    payments,
    channels,
    local,
    settings,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
