import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import {
  BUYER,
  DEMO_PASSWORD,
  freshAddress,
  get,
  openAuthTestApp,
  post,
  STALL,
  signIn,
  TEST_CAPTCHA,
} from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { hashPassword } from '../users/index.ts';
import { users } from '../users/tables.ts';
import { REFUSED_SIGN_IN_MS } from './login-service.ts';

const t = suiteFixture(openAuthTestApp);
beforeAll(async () => {
  const passwordHash = await hashPassword('pass-for-tests');
  await t.database.db.insert(users).values([
    { email: 'new@mail.test', passwordHash, nickname: 'Not yet activated', emailVerified: false },
    { email: 'racer@mail.test', passwordHash, nickname: 'Racer', emailVerified: true },
    { email: 'slider@mail.test', passwordHash, nickname: 'Slider', emailVerified: true },
    { email: 'address@mail.test', passwordHash, nickname: 'Address', emailVerified: true },
    { mobile: '13900000001', mobileConfirmed: true, passwordHash, nickname: '139****0001' },
    { mobile: '13900000002', mobileConfirmed: true, nickname: '139****0002' },
  ]);
});

/** A slider solved for real: puzzle, answer read from where only the server keeps it, token. */
async function solveSlider(from: string) {
  const puzzle = (await get(t.app, '/apic/captcha/slider', { from })).body.data;
  const [row] = await queryRows<{ answer_x: number }>(
    t.database.db,
    sql`select answer_x from captcha_challenges where id = ${puzzle.challengeId}`,
  );
  const answer = await post(
    t.app,
    '/apic/captcha/slider/verify',
    { challengeId: puzzle.challengeId, x: row!.answer_x },
    { from },
  );
  return answer.body.data.token as string;
}

describe('POST /apic/login', () => {
  it('signs in both demo accounts with stallhub-demo', async () => {
    const buyer = await signIn(t.app, BUYER, DEMO_PASSWORD, {}, { from: freshAddress() });
    expect(buyer.body).toMatchObject({
      code: CODE.ok,
      data: { type: 0, failCount: 0, userInfo: { email: BUYER, type: 0 } },
    });
    const stall = await signIn(t.app, STALL, DEMO_PASSWORD, {}, { from: freshAddress() });
    expect(stall.body).toMatchObject({
      code: CODE.ok,
      data: { type: 1, userInfo: { email: STALL, type: 1 } },
    });
    expect(stall.sid).toBeDefined();
  });

  it('a wrong password increments failCount, and after the third failure the captcha is required', async () => {
    const from = freshAddress();
    const wrong = () => signIn(t.app, BUYER, 'not it', {}, { from });
    for (const expected of [1, 2, 3]) {
      const { body } = await wrong();
      expect(body.code).toBe(AUTH_CODE.wrongCredentials);
      expect(body.message).toBe('Incorrect account or password');
      expect(body.data.failCount).toBe(expected);
    }
    // failCount is above 2 now: the page shows the slider, and the server refuses without it.
    const refused = await wrong();
    expect(refused.body).toMatchObject({ code: AUTH_CODE.captchaRequired, data: { failCount: 3 } });
    const rightWithout = await signIn(t.app, BUYER, DEMO_PASSWORD, {}, { from });
    expect(rightWithout.body.code).toBe(AUTH_CODE.captchaRequired);
    expect(rightWithout.sid).toBeUndefined();
    const badToken = await signIn(t.app, BUYER, DEMO_PASSWORD, { captchaSlideParam: 'made-up' }, { from });
    expect(badToken.body.code).toBe(AUTH_CODE.captchaFailed);
    const solved = await signIn(t.app, BUYER, DEMO_PASSWORD, { captchaSlideParam: TEST_CAPTCHA }, { from });
    expect(solved.body.code).toBe(CODE.ok);
    // A success clears the account's failures.
    expect((await signIn(t.app, BUYER, 'not it', {}, { from: freshAddress() })).body.data.failCount).toBe(1);
    await signIn(t.app, BUYER, DEMO_PASSWORD, {}, { from: freshAddress() });
  });

  it('a wrong password answers in the same time for an existing and an unknown account', async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      const { body } = await signIn(
        t.app,
        username,
        'not the password',
        { captchaSlideParam: TEST_CAPTCHA },
        { from: freshAddress() },
      );
      expect(body.code).toBe(AUTH_CODE.wrongCredentials);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await timed(BUYER));
      unknown.push(await timed(`nobody-${i}@mail.test`));
    }
    // Every refusal waits out the floor, under which the difference between the two paths disappears.
    for (const ms of [...known, ...unknown]) expect(ms).toBeGreaterThanOrEqual(REFUSED_SIGN_IN_MS - 1);
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(REFUSED_SIGN_IN_MS / 5);
  });

  it('20 parallel wrong attempts leave the captcha required and never let a 21st attempt skip it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        signIn(t.app, 'racer@mail.test', 'wrong guess', {}, { from: freshAddress() }),
      ),
    );
    const codes = answers.map((a) => a.body.code).sort();
    // Only three guesses were judged at all; the other seventeen were told to solve the captcha.
    expect(codes.filter((c) => c === 510)).toHaveLength(3);
    expect(codes.filter((c) => c === 509)).toHaveLength(17);
    const twentyFirst = await signIn(
      t.app,
      'racer@mail.test',
      'pass-for-tests',
      {},
      { from: freshAddress() },
    );
    expect(twentyFirst.body.code).toBe(AUTH_CODE.captchaRequired);
    expect(twentyFirst.body.data.failCount).toBeGreaterThan(2);
    const withSlider = await signIn(
      t.app,
      'racer@mail.test',
      'pass-for-tests',
      { captchaSlideParam: await solveSlider(freshAddress()) },
      { from: freshAddress() },
    );
    expect(withSlider.body.code).toBe(CODE.ok);
  });

  it('a solved slider token opens one attempt only', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i++) await signIn(t.app, 'slider@mail.test', 'wrong', {}, { from });
    const token = await solveSlider(from);
    const first = await signIn(
      t.app,
      'slider@mail.test',
      'still wrong',
      { captchaSlideParam: token },
      { from },
    );
    expect(first.body).toMatchObject({ code: AUTH_CODE.wrongCredentials, data: { failCount: 4 } });
    const again = await signIn(
      t.app,
      'slider@mail.test',
      'pass-for-tests',
      { captchaSlideParam: token },
      { from },
    );
    expect(again.body.code).toBe(AUTH_CODE.captchaFailed);
  });

  it('counts failures per address too: three wrong accounts from one address make it need the captcha', async () => {
    const from = freshAddress();
    for (const name of ['nobody1@mail.test', 'nobody2@mail.test', 'nobody3@mail.test']) {
      expect((await signIn(t.app, name, 'guess', {}, { from })).body.code).toBe(AUTH_CODE.wrongCredentials);
    }
    const next = await signIn(t.app, 'address@mail.test', 'pass-for-tests', {}, { from });
    expect(next.body).toMatchObject({ code: AUTH_CODE.captchaRequired, data: { failCount: 3 } });
    expect(
      (await signIn(t.app, 'address@mail.test', 'pass-for-tests', {}, { from: freshAddress() })).body.code,
    ).toBe(200);
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const unknown = await signIn(t.app, 'nobody@mail.test', 'guess', {}, { from: freshAddress() });
    const wrong = await signIn(t.app, STALL, 'guess', {}, { from: freshAddress() });
    expect(unknown.body).toEqual({ ...wrong.body, data: { failCount: 1 } });
    expect(unknown.body.code).toBe(AUTH_CODE.wrongCredentials);
  });

  it('answers 562 for an e-mail account not yet activated, only after the right password', async () => {
    const wrong = await signIn(t.app, 'new@mail.test', 'guess', {}, { from: freshAddress() });
    expect(wrong.body.code).toBe(AUTH_CODE.wrongCredentials);
    const right = await signIn(t.app, 'New@Mail.test', 'pass-for-tests', {}, { from: freshAddress() });
    expect(right.body).toMatchObject({ code: AUTH_CODE.notActivated, data: { email: 'new@mail.test' } });
    expect(right.body.message).toMatch(/not verified/);
    expect(right.sid).toBeUndefined();
  });

  it('signs in with a mobile as the username', async () => {
    const { body } = await signIn(t.app, '13900000001', 'pass-for-tests', {}, { from: freshAddress() });
    expect(body).toMatchObject({
      code: CODE.ok,
      data: { userInfo: { mobile: '139****0001', mobile_confirm: true } },
    });
  });

  it("requires username and password, in the caller's language", async () => {
    const en = await post(t.app, '/apic/login', { username: '', password: 'x', lang: 'en' });
    expect(en).toMatchObject({
      status: 400,
      body: { code: CODE.badRequest, message: 'Please enter your e-mail or phone number' },
    });
    const cn = await post(t.app, '/apic/login', { username: BUYER, lang: 'cn' });
    expect(cn.body.message).toBe('请输入密码');
    const byCookie = await post(t.app, '/apic/login', { username: BUYER }, { cookies: { lang: 'de' } });
    expect(byCookie.body.message).toBe('Bitte geben Sie Ihr Passwort ein');
  });

  it('is rate limited per address', async () => {
    const from = freshAddress();
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(await post(t.app, '/apic/login', { username: '', password: '' }, { from }));
    expect(answers.slice(0, 20).every((a) => a.status === 400)).toBe(true);
    expect(answers[20]).toMatchObject({ status: 429, body: { code: CODE.tooManyRequests } });
  });

  it('cannot be dodged by naming another address in X-Forwarded-For (only a local proxy is believed)', async () => {
    const from = freshAddress();
    const attempt = (i: number) =>
      signIn(
        t.app,
        `xff-${i}@mail.test`,
        'guess',
        {},
        { from, headers: { 'x-forwarded-for': `192.0.2.${i}` } },
      );
    const codes = [];
    for (let i = 1; i <= 4; i++) codes.push((await attempt(i)).body.code);
    // Four accounts, four claimed addresses, one real one: the fourth attempt meets the per-address captcha.
    expect(codes).toEqual([...Array(3).fill(AUTH_CODE.wrongCredentials), AUTH_CODE.captchaRequired]);
  });
});

describe('POST /apic/sf/mobile-check and /apic/login/c', () => {
  it('says whether a phone is registered and whether it can sign in with a password', async () => {
    const check = async (mobile: string) => (await post(t.app, '/apic/sf/mobile-check', { mobile })).body;
    expect(await check('13900000001')).toMatchObject({
      code: CODE.ok,
      data: { isRegisteredMobile: true, hasPassword: true },
    });
    expect((await check('13900000002')).data).toEqual({ isRegisteredMobile: true, hasPassword: false });
    expect((await check('13900000009')).data).toEqual({ isRegisteredMobile: false, hasPassword: false });
    const bad = await post(t.app, '/apic/sf/mobile-check', { mobile: '2390000000', lang: 'en' });
    expect(bad.body).toMatchObject({
      code: CODE.badRequest,
      message: 'Please enter a valid 11-digit phone number starting with 1',
    });
  });

  it('answers r (registered), p (has a password) and ac (activated) for an account name', async () => {
    const check = async (u: string) => (await post(t.app, '/apic/login/c', { u })).body.data;
    expect(await check(BUYER)).toEqual({ r: true, p: true, ac: true });
    expect(await check('new@mail.test')).toEqual({ r: true, p: true, ac: false });
    expect(await check('13900000002')).toEqual({ r: true, p: false, ac: true });
    expect(await check('nobody@mail.test')).toEqual({ r: false, p: false, ac: false });
  });
});
