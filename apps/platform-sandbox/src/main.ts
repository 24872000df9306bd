// Runs the sandbox on its own: SANDBOX_PORT, and one application per platform from the environment
// (TAOBAO_CLIENT_ID/SECRET, WECHAT_CLIENT_ID/SECRET, REDIRECT_URI) for sign-in, and per listing platform
// ({CH}_SHOP_CLIENT_ID/SECRET, LISTING_REDIRECT_URI, IMAGE_ORIGINS by commas, SHOP_TOKEN_SECONDS), for
// trying it against another app.
import { CHANNELS, type Channel } from './channels.ts';
import { startSandbox } from './index.ts';
import type { Platform } from './platforms.ts';

const redirectUri = process.env.REDIRECT_URI ?? 'http://localhost:3000/apic/oauth/{platform}/callback';
const client = (platform: Platform) => ({
  platform,
  clientId: process.env[`${platform.toUpperCase()}_CLIENT_ID`] ?? `stallhub-${platform}`,
  clientSecret: process.env[`${platform.toUpperCase()}_CLIENT_SECRET`] ?? `sandbox-${platform}-secret`,
  redirectUris: [redirectUri.replace('{platform}', platform)],
});
const listingRedirectUri =
  process.env.LISTING_REDIRECT_URI ?? 'http://localhost:3000/apic/listing/oauth/{channel}/callback';
const listingClient = (channel: Channel) => ({
  channel,
  clientId: process.env[`${channel.toUpperCase()}_SHOP_CLIENT_ID`] ?? `stallhub-${channel}-shop`,
  clientSecret:
    process.env[`${channel.toUpperCase()}_SHOP_CLIENT_SECRET`] ?? `sandbox-${channel}-shop-secret`,
  redirectUris: [listingRedirectUri.replace('{channel}', channel)],
});

const sandbox = await startSandbox({
  clients: [client('taobao'), client('wechat')],
  listingClients: (Object.keys(CHANNELS) as Channel[]).map(listingClient),
  imageOrigins: (process.env.IMAGE_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000').split(','),
  shopTokenLifetimeMs: process.env.SHOP_TOKEN_SECONDS
    ? Number(process.env.SHOP_TOKEN_SECONDS) * 1000
    : undefined,
  // The payment gateway: PAYMENT_MERCHANT_ID and PAYMENT_SECRET, as the app is given them.
  merchants: process.env.PAYMENT_SECRET
    ? [{ merchantId: process.env.PAYMENT_MERCHANT_ID ?? 'stallhub', secret: process.env.PAYMENT_SECRET }]
    : [],
  port: Number(process.env.SANDBOX_PORT ?? 3002),
});
console.log(`platform sandbox on ${sandbox.baseUrl} (sign-in, payments, listing: ${sandbox.baseUrl}/shops)`);
