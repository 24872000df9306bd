// The seeded app paying through the platform sandbox's gateway, for the payment and refund tests (not a test).
import { type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import { TEST_CAPTCHA } from './http-calls.ts';
import { openSignedInSeededApp, type SignedInSeededApp } from './seeded-test-app.ts';
import { freePort } from './spawn-server.ts';

export const PAYMENT_MERCHANT = 'stallhub-test';
export const PAYMENT_SECRET = 'a-test-secret-shared-with-the-sandbox-gateway';

export interface PayingApp extends SignedInSeededApp {
  sandbox: RunningSandbox;
  /** The app's own address: the sandbox posts its notifications there. */
  appUrl: string;
}

/** The signed-in seeded app listening on a port, with the sandbox gateway as its payment provider. */
export async function openPayingApp(env: Record<string, string> = {}): Promise<PayingApp> {
  const sandbox = await startSandbox({
    clients: [],
    merchants: [{ merchantId: PAYMENT_MERCHANT, secret: PAYMENT_SECRET }],
  });
  const port = await freePort();
  const t = await openSignedInSeededApp({
    env: {
      PORT: String(port),
      CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
      PAYMENT_GATEWAY_URL: sandbox.baseUrl,
      PAYMENT_MERCHANT_ID: PAYMENT_MERCHANT,
      PAYMENT_SECRET,
      ...env,
    },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    sandbox,
    appUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

/** The buyer decides on the sandbox's checkout page, as a browser would: answers where it sends them back. */
export async function decideOnSandbox(t: PayingApp, redirectUrl: string, decision: 'pay' | 'cancel') {
  const checkout = await fetch(redirectUrl);
  if (checkout.status !== 200) throw new Error(`sandbox checkout page answered ${checkout.status}`);
  const form = new URLSearchParams();
  for (const [, name, value] of (await checkout.text()).matchAll(
    /type="hidden" name="([a-z_]+)" value="([^"]*)"/g,
  )) {
    form.set(name!, value!.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"'));
  }
  form.set('decision', decision);
  const decided = await fetch(`${t.sandbox.baseUrl}/pay/checkout/decide`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  if (decided.status !== 303) throw new Error(`sandbox decision answered ${decided.status}`);
  return decided.headers.get('location')!;
}
