import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import {
  freshAddress,
  get,
  openAuthTestApp,
  outbox,
  post,
  sidOf,
  signIn,
  TEST_CAPTCHA,
} from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { hashPassword } from '../users/index.ts';
import { users } from '../users/tables.ts';

const PASSWORD = 'pass-for-second-step';
const t = suiteFixture(openAuthTestApp);
beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  await t.database.db.insert(users).values([
    { email: 'traveller@mail.test', passwordHash, nickname: 'Traveller', emailVerified: true },
    { email: 'guesser@mail.test', passwordHash, nickname: 'Guesser', emailVerified: true },
    { email: 'reused@mail.test', passwordHash, nickname: 'Reused', emailVerified: true },
    { email: 'twice@mail.test', passwordHash, nickname: 'Twice', emailVerified: true },
    { email: 'crowd@mail.test', passwordHash, nickname: 'Crowd', emailVerified: true },
    { mobile: '13900000011', mobileConfirmed: true, passwordHash, nickname: '139****0011' },
  ]);
});

/** A sign-in from a device and an address the account has never used. */
const fromSomewhereNew = (email: string, extra: Record<string, unknown> = {}) =>
  signIn(t.app, email, PASSWORD, extra, {
    from: freshAddress(),
    headers: { 'device-id': `device-${Math.random()}` },
  });

/** The code in the newest e-mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mail = (await outbox(t.app)).find((row) => row.channel === 'mail' && row.recipient === email);
  const code = mail?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const verify = (code: string, verifyCode: string, from = freshAddress()) =>
  post(t.app, '/apic/login/second', { code, verifyCode, lang: 'en' }, { from });

describe('second step of a password sign-in (code 423)', () => {
  it('is not asked at an account first sign-in, nor again from the same device or address', async () => {
    const first = await fromSomewhereNew('traveller@mail.test');
    expect(first.body.code).toBe(CODE.ok);
    const sameAddress = await signIn(
      t.app,
      'traveller@mail.test',
      PASSWORD,
      {},
      {
        from: '198.51.100.7',
        headers: { 'device-id': 'phone-a' },
      },
    );
    // A new device and a new address: asked.
    expect(sameAddress.body.code).toBe(AUTH_CODE.secondStep);
    expect(sameAddress.sid).toBeUndefined();
  });

  it('answers 423 with an opaque challenge, mails a 6-digit code, and the code signs in once', async () => {
    await fromSomewhereNew('twice@mail.test');
    const challenged = await fromSomewhereNew('twice@mail.test', { auto: true });
    expect(challenged.body).toMatchObject({ code: AUTH_CODE.secondStep, data: { code: expect.any(String) } });
    expect(challenged.body.data.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenged.body.data.userInfo).toBeUndefined();

    const code = await mailedCode('twice@mail.test');
    const done = await verify(challenged.body.data.code, code);
    expect(done.body).toMatchObject({ code: CODE.ok, data: { userInfo: { email: 'twice@mail.test' } } });
    const sid = sidOf(done.response);
    expect(sid).toBeDefined();
    // The same cookies as a sign-in, with the auto-login lifetime asked for at the password step.
    const cookies = Object.fromEntries(done.response.cookies.map((c) => [c.name, c]));
    expect(cookies.sid?.httpOnly).toBe(true);
    expect(cookies.sid?.maxAge).toBe(120 * 24 * 60 * 60);
    expect(cookies.uid?.value).toBeDefined();
    const info = await get(t.app, '/apic/user/login/info', { cookies: { sid: sid! } });
    expect(info.body.data.userId).toBe(done.body.data.userInfo.id);

    // Single use.
    expect((await verify(challenged.body.data.code, code)).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('a device that finished the second step is known from then on', async () => {
    const device = { 'device-id': 'laptop-of-reused' };
    await fromSomewhereNew('reused@mail.test');
    const challenged = await signIn(
      t.app,
      'reused@mail.test',
      PASSWORD,
      {},
      {
        from: freshAddress(),
        headers: device,
      },
    );
    expect(challenged.body.code).toBe(AUTH_CODE.secondStep);
    const done = await post(
      t.app,
      '/apic/login/second',
      { code: challenged.body.data.code, verifyCode: await mailedCode('reused@mail.test') },
      { from: freshAddress(), headers: device },
    );
    expect(done.body.code).toBe(CODE.ok);
    const again = await signIn(
      t.app,
      'reused@mail.test',
      PASSWORD,
      {},
      { from: freshAddress(), headers: device },
    );
    expect(again.body.code).toBe(CODE.ok);
  });

  it('allows 5 guesses, then the challenge is dead even for the right code', async () => {
    await fromSomewhereNew('guesser@mail.test');
    const challenged = await fromSomewhereNew('guesser@mail.test');
    const right = await mailedCode('guesser@mail.test');
    const wrong = right === '000000' ? '111111' : '000000';
    const lefts = [];
    for (let i = 0; i < 5; i++) {
      const answer = await verify(challenged.body.data.code, wrong);
      expect(answer.body.code).toBe(AUTH_CODE.smsCodeWrong);
      lefts.push(answer.body.message);
    }
    expect(lefts[0]).toContain('4');
    const late = await verify(challenged.body.data.code, right);
    expect(late.body.code).toBe(AUTH_CODE.smsCodeExpired);
    expect(sidOf(late.response)).toBeUndefined();
  });

  it('a newer challenge retires the older one', async () => {
    const older = await fromSomewhereNew('guesser@mail.test');
    const olderCode = await mailedCode('guesser@mail.test');
    await fromSomewhereNew('guesser@mail.test');
    expect((await verify(older.body.data.code, olderCode)).body.code).toBe(AUTH_CODE.smsCodeExpired);
  });

  it('keeps one challenge live when 20 sign-ins from new places arrive at once (issue 12 point 6)', async () => {
    await fromSomewhereNew('crowd@mail.test');
    // With the slider solved, as a client retrying past the third attempt would send it.
    const answers = await parallel(20, () =>
      fromSomewhereNew('crowd@mail.test', { captchaSlideParam: TEST_CAPTCHA }),
    );
    expect(tally(answers)).toEqual({ [AUTH_CODE.secondStep]: 20 });
    const live = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from second_step_challenges c join users u on u.id = c.user_id
        where u.email = 'crowd@mail.test' and c.used_at is null`,
    );
    expect(live[0]!.n).toBe(1);
  });

  it('refuses unknown challenges and answers 400 naming a missing code', async () => {
    expect((await verify('x'.repeat(43), '123456')).body.code).toBe(AUTH_CODE.smsCodeExpired);
    const empty = await verify('x'.repeat(43), '');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/code/i);
    expect((await post(t.app, '/apic/login/second', { code: 'y'.repeat(65), verifyCode: '1' })).status).toBe(
      400,
    );
  });

  it('is not asked of accounts without a verified e-mail (phone accounts)', async () => {
    const phone = (from: string) =>
      signIn(t.app, '13900000011', PASSWORD, {}, { from, headers: { 'device-id': `d-${from}` } });
    expect((await phone(freshAddress())).body.code).toBe(CODE.ok);
    expect((await phone(freshAddress())).body.code).toBe(CODE.ok);
  });
});
