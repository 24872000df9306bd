import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import {
  freshAddress,
  lastCode,
  openAuthTestApp,
  outbox,
  post,
  sendCode,
  setCookies,
  signIn,
  TEST_CAPTCHA,
} from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { SMS_LIMITS } from './sms-service.ts';

const t = suiteFixture(openAuthTestApp);

let nextPhone = 13_700_000_000;
const freshPhone = () => String(nextPhone++);

const smsLogin = (mobile: string, smsCode: string, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/apic/sf/smsLoginAndRegister',
    { mobile, smsCode, lang: 'en', ...extra },
    { from: freshAddress() },
  );

/** Moves a phone's 30 s resend window into the past, as if 31 seconds had gone by. */
const letResendWindowPass = (mobile: string) =>
  t.database.db.execute(
    sql`update auth_counters set window_start = now() - interval '31 seconds' where key = ${`sms:resend:${mobile}`}`,
  );

const smsTo = async (mobile: string) => (await outbox(t.app)).filter((row) => row.recipient === mobile);

describe('POST /apic/smsCode4Login', () => {
  it("validates the phone with the spec's phone-empty and phone-error messages, in the caller's language", async () => {
    const send = (mobile: string, lang: string) => post(t.app, '/apic/smsCode4Login', { mobile, lang });
    expect((await send('', 'en')).body).toMatchObject({
      code: CODE.badRequest,
      message: 'Please enter your phone number',
    });
    expect((await send('', 'cn')).body.message).toBe('请输入手机号');
    for (const bad of ['1380013800', '138001380001', '23800138000', '1380013800a']) {
      const { status, body } = await send(bad, 'en');
      expect(status, bad).toBe(400);
      expect(body.message, bad).toBe('Please enter a valid 11-digit phone number starting with 1');
    }
    expect((await send('123', 'ja')).body.message).toBe('1で始まる11桁の携帯電話番号を入力してください');
    expect((await send('123', 'pt-br')).body.message).toBe(
      'Informe um número de celular válido com 11 dígitos começando por 1',
    );
  });

  it('needs the slider (type 10) first: none gives 509, a wrong token 603, and no SMS is sent', async () => {
    const mobile = freshPhone();
    const none = await post(t.app, '/apic/smsCode4Login', { mobile, lang: 'en' }, { from: freshAddress() });
    expect(none.body).toMatchObject({ code: AUTH_CODE.captchaRequired, data: { needVerifyType: 10 } });
    const wrong = await post(
      t.app,
      '/apic/smsCode4Login',
      { mobile, captchaVerifyParamList: [{ type: 10, param: 'made-up' }] },
      { from: freshAddress() },
    );
    expect(wrong.body.code).toBe(AUTH_CODE.captchaFailed);
    expect(await smsTo(mobile)).toHaveLength(0);
  });

  it('sends a 6-digit code, stored only as an HMAC, that expires within 10 minutes', async () => {
    const mobile = freshPhone();
    const { body } = await sendCode(t.app, mobile, { from: freshAddress() });
    expect(body).toEqual({
      code: CODE.ok,
      message: 'Verification code sent',
      data: { needVerifyType: null },
    });
    const code = await lastCode(t.app, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await queryRows<{ code_hash: string; ttl: number }>(
      t.database.db,
      sql`select code_hash, extract(epoch from expires_at - created_at)::int as ttl from sms_codes where mobile = ${mobile}`,
    );
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hash).not.toContain(code);
    expect(row!.ttl).toBe(600);
  });

  it('100 parallel send requests for one phone produce exactly one SMS', async () => {
    const mobile = freshPhone();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => sendCode(t.app, mobile, { from: freshAddress() })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(99);
    expect(await smsTo(mobile)).toHaveLength(1);
    const [{ n }] = (await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sms_codes where mobile = ${mobile}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses a resend within 30 s with the seconds to wait, and sends again after', async () => {
    const mobile = freshPhone();
    expect((await sendCode(t.app, mobile, { from: freshAddress() })).body.code).toBe(CODE.ok);
    const again = await sendCode(t.app, mobile, { from: freshAddress() });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(CODE.tooManyRequests);
    expect(again.body.data.retryAfter).toBeGreaterThan(0);
    expect(again.body.data.retryAfter).toBeLessThanOrEqual(30);
    expect(again.body.message).toBe(
      `Please wait ${again.body.data.retryAfter} s before requesting a new code`,
    );
    expect(again.response.headers['retry-after']).toBe(String(again.body.data.retryAfter));
    await letResendWindowPass(mobile);
    expect((await sendCode(t.app, mobile, { from: freshAddress() })).body.code).toBe(CODE.ok);
    expect(await smsTo(mobile)).toHaveLength(2);
  });

  it(`caps codes per phone at ${SMS_LIMITS.perPhonePerDay} a day`, async () => {
    const mobile = freshPhone();
    for (let i = 0; i < SMS_LIMITS.perPhonePerDay; i++) {
      expect((await sendCode(t.app, mobile, { from: freshAddress() })).body.code, `send ${i + 1}`).toBe(200);
      await letResendWindowPass(mobile);
    }
    const over = await sendCode(t.app, mobile, { from: freshAddress() });
    expect(over).toMatchObject({ status: 429, body: { code: CODE.tooManyRequests } });
    expect(over.body.message).toBe(
      'Too many codes were requested for this phone number today. Please try again tomorrow',
    );
  });

  it(`caps codes per device (device-id header or cu cookie) at ${SMS_LIMITS.perDevicePerDay} a day`, async () => {
    const device = 'device-for-the-daily-cap';
    // Many phones from one device also raise the popup slider; the test token passes both.
    const captchaVerifyParamList = [
      { type: 10, param: TEST_CAPTCHA },
      { type: 20, param: TEST_CAPTCHA },
    ];
    const send = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      post(
        t.app,
        '/apic/smsCode4Login',
        { mobile: freshPhone(), lang: 'en', captchaVerifyParamList },
        { headers, cookies, from: freshAddress() },
      );
    for (let i = 0; i < SMS_LIMITS.perDevicePerDay; i++) {
      const answer = i % 2 ? await send({ 'device-id': device }) : await send({}, { cu: device });
      expect(answer.body.code, `send ${i + 1}`).toBe(200);
    }
    const over = await send({ 'device-id': device });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'Too many codes were requested from this device today. Please try again tomorrow',
    );
  });

  it(`caps codes per address at ${SMS_LIMITS.perAddressPerDay} a day`, async () => {
    const from = freshAddress();
    // As if the address had already asked for all but one of its codes today (the per-minute limit
    // of the route would stop a test that sent them all from one address).
    await t.database.db.execute(
      sql`insert into auth_counters (key, count, window_start) values (${`sms:day:ip:${from}`}, ${SMS_LIMITS.perAddressPerDay - 1}, now())`,
    );
    expect((await sendCode(t.app, freshPhone(), { from })).body.code).toBe(CODE.ok);
    const over = await sendCode(t.app, freshPhone(), { from });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'Too many codes were requested from your network today. Please try again tomorrow',
    );
  });

  it('asks for the popup slider (needVerifyType 20) when one device asks codes for many phones in an hour', async () => {
    const headers = { 'device-id': 'a-device-harvesting-codes' };
    for (let i = 0; i < SMS_LIMITS.phonesPerDeviceHour; i++) {
      expect((await sendCode(t.app, freshPhone(), { headers, from: freshAddress() })).body.code).toBe(
        CODE.ok,
      );
    }
    const mobile = freshPhone();
    const raised = await sendCode(t.app, mobile, { headers, from: freshAddress() });
    expect(raised.body).toMatchObject({ code: AUTH_CODE.captchaRequired, data: { needVerifyType: 20 } });
    expect(raised.body.message).toBe('Unusual activity detected. Please complete the security check');
    expect(await smsTo(mobile)).toHaveLength(0);
    const popup = await post(
      t.app,
      '/apic/smsCode4Login',
      { mobile, captchaVerifyParamList: JSON.stringify([{ type: 20, param: TEST_CAPTCHA }]) },
      { headers, from: freshAddress() },
    );
    expect(popup.body).toMatchObject({ code: CODE.ok, data: { needVerifyType: null } });
  });

  it('is rate limited per address', async () => {
    const from = freshAddress();
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await post(t.app, '/apic/smsCode4Login', { mobile: '' }, { from }));
    expect(answers.slice(0, 10).every((a) => a.status === 400)).toBe(true);
    expect(answers[10]!.status).toBe(429);
  });
});

describe('POST /apic/sf/smsLoginAndRegister', () => {
  it('registers a new phone (isNewRegister, source 10, endpoint 1, type 0) and signs it in', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const { body, response } = await smsLogin(mobile, await lastCode(t.app, mobile), {
      auto: '1',
      bdVid: 'vid-1',
    });
    expect(body).toMatchObject({
      code: CODE.ok,
      message: 'Registration successful',
      data: { isNewRegister: true, userInfo: { type: 0, mobile_confirm: true } },
    });
    expect(body.data.userInfo.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    const cookies = setCookies(response);
    expect(cookies.sid).toMatchObject({ httpOnly: true, maxAge: 120 * 24 * 60 * 60 });
    expect(cookies.umc!.value).toBe('1');
    const [user] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select register_source, register_endpoint, register_type, promotion_vid, password_hash from users where mobile = ${mobile}`,
    );
    expect(user).toEqual({
      register_source: 10,
      register_endpoint: 1,
      register_type: 0,
      promotion_vid: 'vid-1',
      password_hash: null,
    });
  });

  it('signs an existing phone in (isNewRegister false) and keeps the registration source it was given', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const first = await smsLogin(mobile, await lastCode(t.app, mobile), { registerSource: '13' });
    expect(first.body.data.isNewRegister).toBe(true);
    await letResendWindowPass(mobile);
    await sendCode(t.app, mobile, { from: freshAddress() });
    const second = await smsLogin(mobile, await lastCode(t.app, mobile));
    expect(second.body).toMatchObject({
      code: CODE.ok,
      message: 'Signed in',
      data: { isNewRegister: false },
    });
    expect(second.body.data.userInfo.id).toBe(first.body.data.userInfo.id);
    const [user] = await queryRows<{ register_source: number }>(
      t.database.db,
      sql`select register_source from users where mobile = ${mobile}`,
    );
    expect(user!.register_source).toBe(13);
    // A phone that signed up by SMS has no password: the account form must send it to SMS.
    const check = await post(t.app, '/apic/sf/mobile-check', { mobile });
    expect(check.body.data).toEqual({ isRegisteredMobile: true, hasPassword: false });
    expect((await signIn(t.app, mobile, '', {}, { from: freshAddress() })).status).toBe(400);
  });

  it('a code is single use', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const code = await lastCode(t.app, mobile);
    const [first, second] = await Promise.all([smsLogin(mobile, code), smsLogin(mobile, code)]);
    expect([first.body.code, second.body.code].sort()).toEqual([200, 512]);
    expect((await smsLogin(mobile, code)).body).toMatchObject({
      code: AUTH_CODE.smsCodeExpired,
      message: 'The verification code has expired or was already used. Please request a new one',
    });
  });

  it('20 parallel sign-ups of a new phone with its code register one account; the others find the code used', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const code = await lastCode(t.app, mobile);
    const answers = await parallel(20, () => smsLogin(mobile, code));
    expect(tally(answers)).toEqual({ [CODE.ok]: 1, [AUTH_CODE.smsCodeExpired]: 19 });
    const accounts = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where mobile = ${mobile}`,
    );
    expect(accounts[0]!.n).toBe(1);
  });

  it('a code expires', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    await t.database.db.execute(
      sql`update sms_codes set expires_at = now() - interval '1 second' where mobile = ${mobile}`,
    );
    expect((await smsLogin(mobile, await lastCode(t.app, mobile))).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('a code allows 5 guesses, then not even the right code opens it', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const code = await lastCode(t.app, mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const lefts = [];
    for (let i = 0; i < 5; i++) {
      const { body } = await smsLogin(mobile, wrongCode);
      expect(body.code).toBe(AUTH_CODE.smsCodeWrong);
      lefts.push(body.message);
    }
    expect(lefts[0]).toBe('Incorrect verification code. 4 attempts left');
    expect(lefts[4]).toBe('Incorrect verification code. 0 attempts left');
    expect((await smsLogin(mobile, code)).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('5 guesses hold under parallel guessing', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const code = await lastCode(t.app, mobile);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        smsLogin(mobile, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    expect(guesses.filter((g) => g.body.code === 511)).toHaveLength(5);
    expect(guesses.filter((g) => g.body.code === 512)).toHaveLength(25);
  });

  it('a new code retires the one before it', async () => {
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const old = await lastCode(t.app, mobile);
    await letResendWindowPass(mobile);
    await sendCode(t.app, mobile, { from: freshAddress() });
    const current = await lastCode(t.app, mobile);
    if (old !== current) expect((await smsLogin(mobile, old)).body.code).toBe(AUTH_CODE.smsCodeWrong);
    expect((await smsLogin(mobile, current)).body.code).toBe(CODE.ok);
  });

  it('validates the phone and the code', async () => {
    expect((await smsLogin('', '123456')).body.message).toBe('Please enter your phone number');
    expect((await smsLogin('13700000000', '')).body).toMatchObject({
      code: CODE.badRequest,
      message: 'Please enter the verification code',
    });
    expect((await smsLogin('13700000000', '1234567')).body.message).toBe(
      'The verification code has 6 digits',
    );
    expect((await smsLogin('13700000000', '123456', { registerSource: '99' })).status).toBe(400);
  });
});

describe('POST /apic/mobileVerify', () => {
  it("confirms the signed-in user's phone with a code sent to it", async () => {
    const { sid } = await signIn(t.app, 'stall@demo.stallhub', 'stallhub-demo', {}, { from: freshAddress() });
    const mobile = freshPhone();
    await sendCode(t.app, mobile, { from: freshAddress() });
    const verify = (smsCode: string) =>
      post(
        t.app,
        '/apic/mobileVerify',
        { mobile, smsCode, lang: 'en' },
        { cookies: { sid: sid! }, from: freshAddress() },
      );
    const code = await lastCode(t.app, mobile);
    expect((await verify(code === '999999' ? '000000' : '999999')).body.code).toBe(AUTH_CODE.smsCodeWrong);
    const { body } = await verify(code);
    expect(body).toMatchObject({ code: CODE.ok, data: { user: { mobile_confirm: true, type: 1 } } });
    expect(body.data.user.mobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  });

  it('answers 401 to a guest and 514 when the phone belongs to another account', async () => {
    const guest = await post(t.app, '/apic/mobileVerify', { mobile: freshPhone(), smsCode: '123456' });
    expect(guest).toMatchObject({ status: 401, body: { code: CODE.notLoggedIn } });

    const taken = freshPhone();
    await sendCode(t.app, taken, { from: freshAddress() });
    await smsLogin(taken, await lastCode(t.app, taken));
    const { sid } = await signIn(t.app, 'buyer@demo.stallhub', 'stallhub-demo', {}, { from: freshAddress() });
    await letResendWindowPass(taken);
    await sendCode(t.app, taken, { from: freshAddress() });
    const answer = await post(
      t.app,
      '/apic/mobileVerify',
      { mobile: taken, smsCode: await lastCode(t.app, taken), lang: 'en' },
      { cookies: { sid: sid! } },
    );
    expect(answer.body).toMatchObject({
      code: AUTH_CODE.mobileTaken,
      message: 'This phone number is already linked to another account',
    });
  });
});
