import { CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { freshAddress, openAuthTestApp, outbox, post, TEST_CAPTCHA } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import type { TestApp } from '../../testing/test-app.ts';

const PASSWORD = 'a-long-password';
let next = 1;
const freshEmail = () => `mail-link-${next++}@example.com`;

const register = (t: TestApp, email: string, host: string) =>
  post(
    t.app,
    '/apic/emailRegister',
    {
      username: email,
      password: PASSWORD,
      repassword: PASSWORD,
      lang: 'en',
      type: 0,
      captchaSlideParam: TEST_CAPTCHA,
    },
    { from: freshAddress(), headers: { host } },
  );

const askReset = (t: TestApp, email: string, host: string) =>
  post(
    t.app,
    '/apic/findpwd/emailLink',
    { email, lang: 'en', captchaSlideParam: TEST_CAPTCHA },
    { from: freshAddress(), headers: { host } },
  );

/** Every link in the newest mail to an address. */
async function linksMailedTo(t: TestApp, email: string, subject: RegExp) {
  const mail = (await outbox(t.app)).find(
    (row) => row.channel === 'mail' && row.recipient === email && subject.test(row.subject ?? ''),
  );
  expect(mail, `a mail to ${email}`).toBeDefined();
  return [...(mail?.body ?? '').matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0]);
}

describe('links in mail point only at our site, never at the Host a request names', () => {
  describe('without PUBLIC_ORIGIN: this machine on its port', () => {
    const t = suiteFixture(() => openAuthTestApp({ PORT: '3000' }));

    it('a password-reset mail asked through another port (a forward) links to http://localhost:3000', async () => {
      const email = freshEmail();
      await register(t, email, 'localhost:3000');
      expect((await askReset(t, email, 'localhost:8080')).body.code).toBe(CODE.ok);
      const links = await linksMailedTo(t, email, /Reset/);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe('http://localhost:3000');
    });

    it('a sign-up (activation) or reset asked with a forged Host is refused, and nothing is mailed', async () => {
      const email = freshEmail();
      const signUp = await register(t, email, 'attacker.example:3000');
      expect(signUp.status).toBe(421);
      expect(signUp.body).toMatchObject({ code: CODE.misdirected, data: null });
      expect((await askReset(t, email, 'attacker.example')).status).toBe(421);
      expect((await outbox(t.app)).filter((row) => row.recipient === email)).toEqual([]);
    });

    it('a browser on 127.0.0.1:3000 gets links on 127.0.0.1:3000, where its cookies live', async () => {
      const email = freshEmail();
      await register(t, email, '127.0.0.1:3000');
      const links = await linksMailedTo(t, email, /./);
      for (const link of links) expect(new URL(link).origin).toBe('http://127.0.0.1:3000');
    });
  });

  describe('with PUBLIC_ORIGIN', () => {
    const t = suiteFixture(() => openAuthTestApp({ PUBLIC_ORIGIN: 'https://www.stallhub.example' }));

    it('every mailed link is on PUBLIC_ORIGIN, whichever of our hosts was asked', async () => {
      const email = freshEmail();
      await register(t, email, 'localhost:3000');
      await askReset(t, email, 'www.stallhub.example');
      const links = [
        ...(await linksMailedTo(t, email, /Reset/)),
        ...(await linksMailedTo(t, email, /^(?!.*Reset)/)),
      ];
      expect(links.length).toBeGreaterThan(1);
      for (const link of links) expect(new URL(link).origin).toBe('https://www.stallhub.example');
    });
  });
});
