import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, ensureDemoAccounts, signIn, TEST_CAPTCHA } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { openTestApp } from '../../testing/test-app.ts';

// /auth/authorize (spec 2 §2, decision 043): the way to a platform's authorisation and back to the page
// the buyer started from, through HTTP against the server-rendered app (needs the web build).
const PLATFORM = 'http://taobao.sandbox.test/open/taobao';
const t = suiteFixture(async () => {
  const opened = await openTestApp({
    pages: true,
    env: {
      CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
      TAOBAO_SHOP_CLIENT_ID: 'stallhub-taobao-shop',
      TAOBAO_SHOP_CLIENT_SECRET: 'authorize-page-test-secret',
      TAOBAO_OPEN_API_URL: PLATFORM,
    },
  });
  await ensureDemoAccounts(opened.database.db);
  return opened;
});

let buyer = '';
const get = (url: string, cookie = buyer) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const setCookies = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string | string[]) ?? []);

describe('the authorisation page', () => {
  it('sends a guest to sign in and back here', async () => {
    const response = await get('/auth/authorize?channel=taobao', '');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/login.html?reurl=${encodeURIComponent('/auth/authorize?channel=taobao')}`,
    );
  });

  it("sends a buyer to the platform's authorise page, keeping the page to return to for ten minutes", async () => {
    buyer = `sid=${(await signIn(t.app, 'buyer@demo.stallhub', DEMO_PASSWORD)).sid}`;
    const response = await get(`/auth/authorize?channel=taobao&reurl=${encodeURIComponent('/item/v42?x=1')}`);
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(new RegExp(`^${PLATFORM}/oauth/authorize\\?`));
    expect(setCookies(response)).toContain(
      'listing_reurl=%2Fitem%2Fv42%3Fx%3D1; Path=/; Max-Age=600; SameSite=Lax',
    );
  });

  it('keeps no return address that leaves the site', async () => {
    const response = await get(
      `/auth/authorize?channel=taobao&reurl=${encodeURIComponent('//evil.example/')}`,
    );
    expect(response.statusCode).toBe(302);
    expect(setCookies(response).filter((cookie) => cookie.startsWith('listing_reurl='))).toEqual([]);
  });

  it('brings the buyer back after the callback, telling the page to go on with the push, and forgets the address', async () => {
    const response = await get(
      '/auth/authorize?authorised=taobao',
      `${buyer}; listing_reurl=%2Fitem%2Fv42%3Fx%3D1`,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/item/v42?x=1&listing=taobao');
    expect(setCookies(response)).toContain('listing_reurl=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('lands on the upload settings, which name the shop, without a return address or with one outside the site', async () => {
    for (const cookie of [buyer, `${buyer}; listing_reurl=https%3A%2F%2Fevil.example%2F`]) {
      const response = await get('/auth/authorize?authorised=taobao', cookie);
      expect(response.headers.location).toBe('/transaction/user/uploadSetting.html?authorised=taobao');
    }
  });

  it('says so when the platform is unknown', async () => {
    const response = await get('/auth/authorize?channel=ebay');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('请指定要授权的平台。');
  });
});
