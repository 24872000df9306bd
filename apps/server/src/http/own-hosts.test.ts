import { CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { BUYER, get, openAuthTestApp, post, TEST_CAPTCHA } from '../testing/http-calls.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';

const REBIND = 'rebind.evil.example';

describe('the server answers only for its own hosts (DNS rebinding, decision 078)', () => {
  describe('without PUBLIC_ORIGIN', () => {
    const t = suiteFixture(() => openAuthTestApp({ PORT: '3000' }));

    it('a page on a rebound name can neither ask for a reset mail nor read the outbox', async () => {
      const asked = await post(
        t.app,
        '/apic/findpwd/emailLink',
        { email: BUYER, lang: 'en', captchaSlideParam: TEST_CAPTCHA },
        { headers: { host: REBIND } },
      );
      expect(asked.status).toBe(421);
      expect(asked.body).toMatchObject({ code: CODE.misdirected, data: null });
      expect(asked.body.message).toContain(REBIND);
      for (const path of ['/dev/outbox.json', '/dev/outbox', '/', '/healthz', '/no/such/page']) {
        const read = await get(t.app, path, { headers: { host: `${REBIND}:3000` } });
        expect(read.status, path).toBe(421);
      }
    });

    it('X-Forwarded-Host, which a same-origin script may set, must name our host too', async () => {
      const read = await get(t.app, '/dev/outbox.json', {
        headers: { host: REBIND, 'x-forwarded-host': 'localhost:3000' },
      });
      expect(read.status).toBe(421);
      const smuggled = await get(t.app, '/dev/outbox.json', {
        headers: { host: 'localhost:3000', 'x-forwarded-host': REBIND },
      });
      expect(smuggled.status).toBe(421);
    });

    it('answers on localhost, 127.0.0.1 and [::1], whatever the port a forward came through', async () => {
      for (const host of [
        'localhost:3000',
        '127.0.0.1:3000',
        '[::1]:3000',
        'LOCALHOST:3000',
        'localhost',
        'localhost:8080',
      ]) {
        expect((await get(t.app, '/dev/outbox.json', { headers: { host } })).status, host).toBe(200);
      }
    });

    it('refuses names that only look like ours', async () => {
      for (const host of [
        'localhost.evil.example',
        '127.0.0.1.nip.io',
        'evil.example@localhost',
        'localhost:3000/x',
        '0.0.0.0:3000',
        '2130706433:3000',
      ]) {
        expect((await get(t.app, '/dev/outbox.json', { headers: { host } })).status, host).toBe(421);
      }
    });
  });

  describe('with PUBLIC_ORIGIN', () => {
    const t = suiteFixture(() => openAuthTestApp({ PUBLIC_ORIGIN: 'https://www.stallhub.example' }));

    it("answers for PUBLIC_ORIGIN's host and the loopback names, and refuses any other", async () => {
      expect((await get(t.app, '/healthz', { headers: { host: 'www.stallhub.example' } })).status).toBe(200);
      expect((await get(t.app, '/healthz', { headers: { host: '127.0.0.1:3000' } })).status).toBe(200);
      expect((await get(t.app, '/healthz', { headers: { host: 'stallhub.example' } })).status).toBe(421);
      expect((await get(t.app, '/healthz', { headers: { host: REBIND } })).status).toBe(421);
    });
  });
});
