import { CODE } from '@stallhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../testing/http-calls.ts';
import { openTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let pinned: TestApp;
beforeAll(async () => {
  [t, pinned] = await Promise.all([
    openTestApp({ env: { PORT: '3000' } }),
    openTestApp({ env: { PORT: '3000', PUBLIC_ORIGIN: 'https://www.stallhub.test' } }),
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
    { headers: { host: 'localhost:3000', ...headers } },
  );

describe('the Origin check on state-changing calls', () => {
  it('refuses a POST whose Origin is another site, with 403 in the envelope', async () => {
    for (const origin of [
      'https://evil.test',
      'http://localhost.evil.test:3000',
      'null',
      'https://localhost:3000',
      'http://localhost:3001',
    ]) {
      const { status, body } = await login(t, { origin });
      expect(status, origin).toBe(403);
      expect(body, origin).toMatchObject({ code: CODE.forbidden, data: null });
    }
  });

  it("lets a POST from the app's own origins through (this machine on PORT)", async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await login(t, { origin })).status, origin).toBe(400);
    }
  });

  it("compares Origin with the configured origins, never with the request's Host", async () => {
    // A page on another port of this machine names its own Host and Origin alike: still another origin.
    const { status } = await login(t, { host: 'localhost:4000', origin: 'http://localhost:4000' });
    expect(status).toBe(403);
    expect((await login(pinned, { host: 'localhost:3000', origin: 'http://localhost:3000' })).status).toBe(
      403,
    );
  });

  it('uses Referer when Origin is absent', async () => {
    expect((await login(t, { referer: 'http://localhost:3000/login.html?reurl=%2F' })).status).toBe(400);
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
    expect((await login(pinned, { origin: 'http://www.stallhub.test' })).status).toBe(403);
  });

  it('checks unknown API paths too, before they answer 404', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/apic/anything',
      headers: { host: 'localhost:3000', origin: 'https://evil.test' },
    });
    expect(response.statusCode).toBe(403);
  });
});
