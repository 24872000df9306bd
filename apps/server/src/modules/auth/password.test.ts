import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import {
  freshAddress,
  get,
  lastCode,
  openAuthTestApp,
  outbox,
  post,
  sidOf,
  signIn,
  TEST_CAPTCHA,
} from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openAuthTestApp);

let nextPhone = 13_900_000_000;
const freshPhone = () => String(nextPhone++);
let nextEmail = 1;
const freshEmail = () => `reset-${nextEmail++}@example.com`;
const NEW_PASSWORD = 'a-brand-new-password';

const signedInUser = async (sid: string) =>
  (await get(t.app, '/apic/user/login/info', { cookies: { sid } })).body.data.userId as number | null;

const sendResetCode = (mobile: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/apic/findpwd/smsCode',
    {
      mobile,
      lang: 'en',
      captchaVerifyParamList: JSON.stringify([{ type: 10, param: TEST_CAPTCHA }]),
      ...extra,
    },
    { from: freshAddress() },
  );

const resetBySms = (mobile: string, smsCode: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/apic/findpwd/sms',
    { mobile, smsCode, password: NEW_PASSWORD, repassword: NEW_PASSWORD, lang: 'en', ...extra },
    { from: freshAddress() },
  );

const askLink = (email: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/apic/findpwd/emailLink',
    { email, captchaSlideParam: TEST_CAPTCHA, lang: 'en', ...extra },
    { from: freshAddress() },
  );

const resetByEmail = (email: string, token: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/apic/findpwd/email',
    { email, token, password: NEW_PASSWORD, repassword: NEW_PASSWORD, lang: 'en', ...extra },
    { from: freshAddress() },
  );

/** A phone account (made by SMS sign-in) with `sessions` live sessions; returns their cookies. */
async function phoneAccount(sessions = 2) {
  const mobile = freshPhone();
  const sids: string[] = [];
  for (let i = 0; i < sessions; i++) {
    await t.database.db.execute(sql`delete from auth_counters where key = ${`sms:resend:${mobile}`}`);
    await post(
      t.app,
      '/apic/smsCode4Login',
      { mobile, lang: 'en', captchaVerifyParamList: JSON.stringify([{ type: 10, param: TEST_CAPTCHA }]) },
      { from: freshAddress() },
    );
    const { response } = await post(
      t.app,
      '/apic/sf/smsLoginAndRegister',
      { mobile, smsCode: await lastCode(t.app, mobile), lang: 'en' },
      { from: freshAddress() },
    );
    sids.push(sidOf(response)!);
  }
  await t.database.db.execute(sql`delete from auth_counters where key = ${`sms:resend:${mobile}`}`);
  return { mobile, sids };
}

/** An activated e-mail account with a password and two live sessions. */
async function emailAccount() {
  const email = freshEmail();
  const from = freshAddress();
  await post(
    t.app,
    '/apic/emailRegister',
    {
      username: email,
      password: 'the-old-password',
      repassword: 'the-old-password',
      lang: 'en',
      type: 0,
      captchaSlideParam: TEST_CAPTCHA,
    },
    { from },
  );
  await t.database.db.execute(sql`update users set email_verified = true where email = ${email}`);
  const sids = [
    (await signIn(t.app, email, 'the-old-password', {}, { from: freshAddress() })).sid!,
    (await signIn(t.app, email, 'the-old-password', {}, { from: freshAddress() })).sid!,
  ];
  return { email, sids };
}

/** The token of the newest reset mail to an address. */
async function resetMail(email: string) {
  const mail = (await outbox(t.app)).find(
    (row) => row.channel === 'mail' && row.recipient === email && row.subject?.includes('Reset'),
  );
  return {
    mail,
    token: /token=([\w-]+)/.exec(mail?.body ?? '')?.[1],
    link: /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0],
  };
}

describe('POST /apic/findpwd/smsCode (reset code by SMS)', () => {
  it('needs the solved slider first (509 without, 603 for a wrong token)', async () => {
    expect((await sendResetCode(freshPhone(), { captchaVerifyParamList: '[]' })).body.code).toBe(
      AUTH_CODE.captchaRequired,
    );
    const wrong = await sendResetCode(freshPhone(), {
      captchaVerifyParamList: JSON.stringify([{ type: 10, param: 'not-a-token' }]),
    });
    expect(wrong.body.code).toBe(AUTH_CODE.captchaFailed);
  });

  it('sends a reset text through the SMS adapter, then refuses a resend within 30 s (shared with sign-in codes)', async () => {
    const mobile = freshPhone();
    expect((await sendResetCode(mobile)).body).toMatchObject({
      code: CODE.ok,
      message: 'Verification code sent',
    });
    const sms = (await outbox(t.app)).find((row) => row.channel === 'sms' && row.recipient === mobile);
    expect(sms?.body).toMatch(/password reset code is \d{6}/);
    const again = await sendResetCode(mobile);
    expect(again.status).toBe(429);
    expect(again.body.data.retryAfter).toBeGreaterThan(0);
    const signInCode = await post(
      t.app,
      '/apic/smsCode4Login',
      { mobile, lang: 'en', captchaVerifyParamList: JSON.stringify([{ type: 10, param: TEST_CAPTCHA }]) },
      { from: freshAddress() },
    );
    expect(signInCode.status).toBe(429);
  });

  it('answers the same for a phone without an account (400 only for a malformed phone)', async () => {
    expect((await sendResetCode(freshPhone())).body.code).toBe(CODE.ok);
    expect((await sendResetCode('2345')).body).toMatchObject({ code: CODE.badRequest, message: /11-digit/ });
  });
});

describe('POST /apic/findpwd/sms (reset with the SMS code)', () => {
  it('applies the sign-up password rules before judging the code, so a typo spends no guess', async () => {
    const { mobile } = await phoneAccount(1);
    await sendResetCode(mobile);
    const code = await lastCode(t.app, mobile);
    expect((await resetBySms(mobile, code, { password: 'short', repassword: 'short' })).body).toMatchObject({
      code: CODE.badRequest,
      message: /8 to 64 characters/,
    });
    expect((await resetBySms(mobile, code, { repassword: 'something-else' })).body.message).toMatch(
      /do not match/,
    );
    expect((await resetBySms(mobile, code)).body.code).toBe(CODE.ok);
  });

  it('sets the new password, ends every session of the account, and the code works once', async () => {
    const { mobile, sids } = await phoneAccount(2);
    expect(await signedInUser(sids[0]!)).not.toBeNull();
    await sendResetCode(mobile);
    const code = await lastCode(t.app, mobile);
    expect((await resetBySms(mobile, code)).body).toMatchObject({
      code: CODE.ok,
      message: /signed out everywhere/,
    });
    for (const sid of sids) expect(await signedInUser(sid)).toBeNull();
    expect((await signIn(t.app, mobile, NEW_PASSWORD, {}, { from: freshAddress() })).body.code).toBe(CODE.ok);
    expect((await resetBySms(mobile, code)).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('allows 5 guesses: wrong codes count down (511), then even the right one is refused (512)', async () => {
    const { mobile } = await phoneAccount(1);
    await sendResetCode(mobile);
    const code = await lastCode(t.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      expect((await resetBySms(mobile, wrong)).body).toMatchObject({
        code: AUTH_CODE.smsCodeWrong,
        message: new RegExp(left === 1 ? '1 attempt left' : `${left} attempts left`),
      });
    }
    expect((await resetBySms(mobile, code)).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('tells the owner of a proven phone that no account uses it (516), and creates none', async () => {
    const mobile = freshPhone();
    await sendResetCode(mobile);
    expect((await resetBySms(mobile, await lastCode(t.app, mobile))).body.code).toBe(AUTH_CODE.noAccount);
    const rows = await queryRows(t.database.db, sql`select id from users where mobile = ${mobile}`);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /apic/findpwd/emailLink and /apic/findpwd/email (reset by mailed link)', () => {
  it('needs the slider and a well-formed address', async () => {
    expect((await askLink(freshEmail(), { captchaSlideParam: '' })).body.code).toBe(
      AUTH_CODE.captchaRequired,
    );
    expect((await askLink(freshEmail(), { captchaSlideParam: 'nope' })).body.code).toBe(
      AUTH_CODE.captchaFailed,
    );
    expect((await askLink('not-an-address')).body).toMatchObject({
      code: CODE.badRequest,
      message: /valid e-mail/,
    });
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const unknown = freshEmail();
    const { email } = await emailAccount();
    const a = await askLink(unknown);
    const b = await askLink(email);
    expect(a.body.code).toBe(CODE.ok);
    expect(b.body.code).toBe(CODE.ok);
    expect(a.body.message.replace(unknown, '')).toBe(b.body.message.replace(email, ''));
    expect((await resetMail(unknown)).mail).toBeUndefined();
    const { link, token } = await resetMail(email);
    expect(link).toContain(`/en/findpwd.html?email=${encodeURIComponent(email)}&token=`);
    expect(token).toMatch(/^[\w-]{43}$/);
  });

  it('stores only the hash of the 256-bit token, live 10 minutes', async () => {
    const { email } = await emailAccount();
    await askLink(email);
    const { token } = await resetMail(email);
    const [row] = await queryRows<{ token_hash: string; minutes: number }>(
      t.database.db,
      sql`select token_hash, round(extract(epoch from expires_at - created_at) / 60)::int as minutes
          from password_reset_links where email = ${email}`,
    );
    expect(row?.token_hash).not.toContain(token);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.minutes).toBe(10);
  });

  it('refuses a second mail to one address within a minute (429), counted for unknown addresses too', async () => {
    const { email } = await emailAccount();
    await askLink(email);
    expect((await askLink(email)).status).toBe(429);
    const unknown = freshEmail();
    await askLink(unknown);
    expect((await askLink(unknown)).status).toBe(429);
  });

  it('sets the new password with the link, ends every session, and the link works once', async () => {
    const { email, sids } = await emailAccount();
    await askLink(email);
    const { token } = await resetMail(email);
    expect((await resetByEmail(email, token!, { repassword: 'other-password' })).body.code).toBe(
      CODE.badRequest,
    );
    expect((await resetByEmail(email, 'x'.repeat(43))).body.code).toBe(AUTH_CODE.smsCodeExpired);
    expect((await resetByEmail(email, token!)).body.code).toBe(CODE.ok);
    for (const sid of sids) expect(await signedInUser(sid)).toBeNull();
    expect((await signIn(t.app, email, 'the-old-password', {}, { from: freshAddress() })).body.code).toBe(
      510,
    );
    expect((await signIn(t.app, email, NEW_PASSWORD, {}, { from: freshAddress() })).body.code).toBe(CODE.ok);
    expect((await resetByEmail(email, token!)).body).toMatchObject({
      code: AUTH_CODE.smsCodeExpired,
      message: /expired or was already used/,
    });
  });

  it('refuses an expired link, and a newer link retires the older one', async () => {
    const { email } = await emailAccount();
    await askLink(email);
    const first = (await resetMail(email)).token!;
    await t.database.db.execute(sql`delete from auth_counters where key = ${`mail:reset:${email}`}`);
    await askLink(email);
    const second = (await resetMail(email)).token!;
    expect((await resetByEmail(email, first)).body.code).toBe(AUTH_CODE.smsCodeExpired);
    await t.database.db.execute(
      sql`update password_reset_links set expires_at = now() - interval '1 second' where email = ${email}`,
    );
    expect((await resetByEmail(email, second)).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });
});

describe('POST /apic/user/password/change (signed in)', () => {
  const change = (sid: string | undefined, payload: Record<string, unknown>) =>
    post(
      t.app,
      '/apic/user/password/change',
      { password: NEW_PASSWORD, repassword: NEW_PASSWORD, lang: 'en', ...payload },
      { cookies: sid ? { sid } : {}, from: freshAddress() },
    );

  it('answers 401 to a guest', async () => {
    expect((await change(undefined, { oldPassword: 'x' })).body.code).toBe(CODE.notLoggedIn);
    expect((await get(t.app, '/apic/user/password/info')).body.code).toBe(CODE.notLoggedIn);
  });

  it('needs the current password (510 when wrong) and the sign-up rules for the new one', async () => {
    const { sids } = await emailAccount();
    expect((await get(t.app, '/apic/user/password/info', { cookies: { sid: sids[0]! } })).body.data).toEqual({
      hasPassword: true,
    });
    expect((await change(sids[0], { oldPassword: 'wrong-password' })).body).toMatchObject({
      code: AUTH_CODE.wrongCredentials,
      message: 'The current password is incorrect',
    });
    expect(
      (await change(sids[0], { oldPassword: 'the-old-password', password: 'short', repassword: 'short' }))
        .body.code,
    ).toBe(400);
  });

  it('refuses after 5 wrong current passwords in an hour, even the right one', async () => {
    const { sids } = await emailAccount();
    for (let i = 0; i < 5; i++)
      expect((await change(sids[0], { oldPassword: `wrong-${i}` })).body.code).toBe(
        AUTH_CODE.wrongCredentials,
      );
    expect((await change(sids[0], { oldPassword: 'the-old-password' })).body.code).toBe(CODE.tooManyRequests);
  });

  it('ends the other sessions and keeps this one', async () => {
    const { email, sids } = await emailAccount();
    const { body } = await change(sids[0], { oldPassword: 'the-old-password' });
    expect(body).toMatchObject({ code: CODE.ok, data: { endedSessions: 1 } });
    expect(await signedInUser(sids[0]!)).not.toBeNull();
    expect(await signedInUser(sids[1]!)).toBeNull();
    expect((await signIn(t.app, email, NEW_PASSWORD, {}, { from: freshAddress() })).body.code).toBe(CODE.ok);
  });

  it('lets an SMS-only account set its first password without a current one', async () => {
    const { mobile, sids } = await phoneAccount(1);
    expect((await get(t.app, '/apic/user/password/info', { cookies: { sid: sids[0]! } })).body.data).toEqual({
      hasPassword: false,
    });
    expect((await change(sids[0], {})).body.code).toBe(CODE.ok);
    expect((await signIn(t.app, mobile, NEW_PASSWORD, {}, { from: freshAddress() })).body.code).toBe(CODE.ok);
  });
});
