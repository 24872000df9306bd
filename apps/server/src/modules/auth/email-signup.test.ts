import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import {
  freshAddress,
  openAuthTestApp,
  outbox,
  post,
  signIn,
  TEST_CAPTCHA,
} from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openAuthTestApp);

let next = 1;
const freshEmail = () => `new-${next++}@example.com`;
const PASSWORD = 'a-long-password';

const register = (email: string, extra: Record<string, unknown> = {}) =>
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
      ...extra,
    },
    { from: freshAddress() },
  );

const activate = (payload: Record<string, unknown>) =>
  post(t.app, '/apic/verifyEmailValidateCode', { lang: 'en', ...payload }, { from: freshAddress() });

/** The code and the link token of the newest activation mail to an address. */
async function activationMail(email: string) {
  const mail = (await outbox(t.app)).find((row) => row.recipient === email && row.channel === 'mail');
  const body = mail?.body ?? '';
  return {
    mail,
    code: /code on the activation page: (\d{6})/.exec(body)?.[1],
    token: /token=([\w-]+)/.exec(body)?.[1],
    link: /https?:\/\/\S+/.exec(body)?.[0],
  };
}

describe('POST /apic/emailRegister', () => {
  it('answers 400 naming what is wrong: e-mail format, password length, repeated password', async () => {
    expect((await register('not-an-email')).body).toMatchObject({
      code: CODE.badRequest,
      message: /valid e-mail/,
    });
    expect((await register(freshEmail(), { password: 'short', repassword: 'short' })).body.message).toMatch(
      /8 to 64 characters/,
    );
    expect((await register(freshEmail(), { repassword: 'different-one' })).body.message).toMatch(
      /do not match/,
    );
  });

  it('needs the solved slider (509 without, 603 for a wrong one)', async () => {
    expect((await register(freshEmail(), { captchaSlideParam: '' })).body.code).toBe(
      AUTH_CODE.captchaRequired,
    );
    expect((await register(freshEmail(), { captchaSlideParam: 'not-a-token' })).body.code).toBe(
      AUTH_CODE.captchaFailed,
    );
  });

  it('creates an unactivated account with the registration source fields and mails a code and a link', async () => {
    const email = freshEmail();
    const { body } = await register(email, { registerSource: 12 });
    expect(body).toMatchObject({ code: CODE.ok, data: { email } });
    const [row] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select email_verified, register_source, register_endpoint, register_type from users where email = ${email}`,
    );
    expect(row).toMatchObject({
      email_verified: false,
      register_source: 12,
      register_endpoint: 1,
      register_type: 0,
    });
    const { code, link } = await activationMail(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toContain(`/en/emailActivation.html?email=${encodeURIComponent(email)}&token=`);
    // Until activated, signing in with the e-mail answers 562.
    expect((await signIn(t.app, email, PASSWORD, {}, { from: freshAddress() })).body.code).toBe(
      AUTH_CODE.notActivated,
    );
  });

  it('refuses an address that already has an account (515)', async () => {
    const email = freshEmail();
    await register(email);
    expect((await register(email.toUpperCase())).body.code).toBe(AUTH_CODE.emailTaken);
  });

  it('makes one account of 20 parallel sign-ups with one address; the others answer 515', async () => {
    const email = freshEmail();
    const answers = await parallel(20, (i) => register(i % 2 ? email : email.toUpperCase()));
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, [AUTH_CODE.emailTaken]: 19 });
    const accounts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${email}`,
    );
    expect(accounts[0]!.n).toBe(1);
    expect((await outbox(t.app)).filter((row) => row.recipient === email)).toHaveLength(1);
  });
});

describe('POST /apic/verifyEmailValidateCode', () => {
  it('activates with the e-mailed code, once; then the account signs in', async () => {
    const email = freshEmail();
    await register(email);
    const { code } = await activationMail(email);
    expect((await activate({ email, code })).body.code).toBe(CODE.ok);
    expect((await activate({ email, code })).body.code).toBe(AUTH_CODE.smsCodeExpired);
    expect((await signIn(t.app, email, PASSWORD, {}, { from: freshAddress() })).body.code).toBe(CODE.ok);
  });

  it('activates with the link token, which works once only', async () => {
    const email = freshEmail();
    await register(email);
    const { token } = await activationMail(email);
    expect((await activate({ email, token })).body.code).toBe(CODE.ok);
    expect((await activate({ email, token })).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('allows 5 guesses, then the code is dead even when right', async () => {
    const email = freshEmail();
    await register(email);
    const { code } = await activationMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const { body } = await activate({ email, code: wrong });
      expect(body.code).toBe(AUTH_CODE.smsCodeWrong);
      expect(body.message).toContain(left === 1 ? '1 attempt left' : `${left} attempts left`);
    }
    expect((await activate({ email, code })).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('refuses a code after 10 minutes', async () => {
    const email = freshEmail();
    await register(email);
    const { code } = await activationMail(email);
    await t.database.db.execute(
      sql`update email_codes set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    expect((await activate({ email, code })).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('answers 400 without an e-mail or without a code', async () => {
    expect((await activate({ code: '123456' })).status).toBe(400);
    expect((await activate({ email: 'a@b.co' })).status).toBe(400);
  });
});

/** Asks for an image code as a browser does and reads its characters off the picture. */
async function imageCode() {
  const response = await t.app.inject({ method: 'GET', url: `/apic/verifyCode/generate?${Date.now()}` });
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  const answer = [...response.body.matchAll(/font-weight="700"[^>]*>(\w)<\/text>/g)]
    .map((m) => m[1])
    .join('');
  const cookie = response.cookies.find((c) => c.name === 'vcid');
  expect(cookie?.httpOnly).toBe(true);
  return { answer, cookies: { vcid: cookie!.value } };
}

const resend = (payload: Record<string, unknown>, cookies: Record<string, string>) =>
  post(t.app, '/apic/activateEmail', { lang: 'en', ...payload }, { cookies, from: freshAddress() });

describe('POST /apic/activateEmail (resend activation with an image code)', () => {
  it('answers 400 without an e-mail or without the image code', async () => {
    expect((await resend({ secCode: 'ABCD' }, {})).body.message).toMatch(/enter your e-mail/);
    expect((await resend({ email: 'a@b.co' }, {})).body.message).toMatch(/code in the picture/);
  });

  it('refuses a wrong image code and spends it, so the right answer then fails too', async () => {
    const { answer, cookies } = await imageCode();
    expect((await resend({ email: 'a@b.co', secCode: 'ZZZZ' }, cookies)).body.code).toBe(
      AUTH_CODE.captchaFailed,
    );
    expect((await resend({ email: 'a@b.co', secCode: answer }, cookies)).body.code).toBe(
      AUTH_CODE.captchaFailed,
    );
  });

  it('sends a new activation mail whose code works while the old one no longer does; once a minute', async () => {
    const email = freshEmail();
    await register(email);
    const first = await activationMail(email);
    const code1 = await imageCode();
    const sent = await resend({ email, secCode: code1.answer.toLowerCase() }, code1.cookies);
    expect(sent.body).toMatchObject({ code: CODE.ok, message: `An activation e-mail was sent to ${email}` });
    const second = await activationMail(email);
    expect(second.token).not.toBe(first.token);
    expect((await activate({ email, token: first.token })).body.code).toBe(AUTH_CODE.smsCodeExpired);

    const code2 = await imageCode();
    const again = await resend({ email, secCode: code2.answer }, code2.cookies);
    expect(again.status).toBe(429);
    expect((await activate({ email, code: second.code })).body.code).toBe(CODE.ok);
  });

  it('answers an unknown address like a known one', async () => {
    const { answer, cookies } = await imageCode();
    expect((await resend({ email: 'nobody@example.com', secCode: answer }, cookies)).body.code).toBe(CODE.ok);
  });
});
