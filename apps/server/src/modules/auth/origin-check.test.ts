import { CODE } from '@stallhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';
import { post } from './test-helpers.ts';

let t: TestApp;
let pinned: TestApp;
beforeAll(async () => {
  [t, pinned] = await Promise.all([
    openTestApp(),
    openTestApp({ env: { PUBLIC_ORIGIN: 'https://www.stallhub.test' } }),
  ]);
});
afterAll(async () => {
  await t?.close();
  await pinned?.close();
});

// An empty username answers 400 after the check: a 400 means the Origin check let the request through.
const login = (app: TestApp, headers: Record<string, string>) =>
  post(
    app.app,
    '/apic/login',
    { username: '', password: '' },
    { headers: { host: 'stallhub.test', ...headers } },
  );

describe('the Origin check on state-changing calls', () => {
  it('refuses a POST whose Origin is another site, with 403 in the envelope', async () => {
    for (const origin of [
      'https://evil.test',
      'http://stallhub.test.evil.test',
      'null',
      'https://stallhub.test',
    ]) {
      const { status, body } = await login(t, { origin });
      expect(status, origin).toBe(403);
      expect(body, origin).toMatchObject({ code: CODE.forbidden, data: null });
    }
  });

  it("lets a POST from the app's own origin through", async () => {
    expect((await login(t, { origin: 'http://stallhub.test' })).status).toBe(400);
    expect((await login(t, { origin: 'http://stallhub.test:80' })).status).toBe(400);
  });

  it('uses Referer when Origin is absent', async () => {
    expect((await login(t, { referer: 'http://stallhub.test/login.html?reurl=%2F' })).status).toBe(400);
    expect((await login(t, { referer: 'https://evil.test/page' })).status).toBe(403);
    expect((await login(t, { referer: 'not a url' })).status).toBe(403);
  });

  it('lets requests with neither header through (non-browser clients)', async () => {
    expect((await login(t, {})).status).toBe(400);
  });

  it('does not check reads', async () => {
    const response = await t.app.inject({
      url: '/apic/user/login/info',
      headers: { origin: 'https://evil.test' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('accepts only PUBLIC_ORIGIN when it is set', async () => {
    expect((await login(pinned, { origin: 'https://www.stallhub.test' })).status).toBe(400);
    expect((await login(pinned, { origin: 'http://stallhub.test' })).status).toBe(403);
  });

  it('checks unknown API paths too, before they answer 404', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/apic/anything',
      headers: { host: 'stallhub.test', origin: 'https://evil.test' },
    });
    expect(response.statusCode).toBe(403);
  });
});
