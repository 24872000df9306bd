// Runs the sandbox on its own: SANDBOX_PORT, and one application per platform from the environment
// (TAOBAO_CLIENT_ID/SECRET, WECHAT_CLIENT_ID/SECRET, REDIRECT_URI), for trying it against another app.
import { startSandbox } from './index.ts';
import type { Platform } from './platforms.ts';

const redirectUri = process.env.REDIRECT_URI ?? 'http://localhost:3000/apic/oauth/{platform}/callback';
const client = (platform: Platform) => ({
  platform,
  clientId: process.env[`${platform.toUpperCase()}_CLIENT_ID`] ?? `stallhub-${platform}`,
  clientSecret: process.env[`${platform.toUpperCase()}_CLIENT_SECRET`] ?? `sandbox-${platform}-secret`,
  redirectUris: [redirectUri.replace('{platform}', platform)],
});

const sandbox = await startSandbox({
  clients: [client('taobao'), client('wechat')],
  // The payment gateway: PAYMENT_MERCHANT_ID and PAYMENT_SECRET, as the app is given them.
  merchants: process.env.PAYMENT_SECRET
    ? [{ merchantId: process.env.PAYMENT_MERCHANT_ID ?? 'stallhub', secret: process.env.PAYMENT_SECRET }]
    : [],
  port: Number(process.env.SANDBOX_PORT ?? 3002),
});
console.log(`platform sandbox on ${sandbox.baseUrl} (taobao, wechat, payments)`);
