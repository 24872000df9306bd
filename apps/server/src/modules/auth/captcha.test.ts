import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { freshAddress, get, openAuthTestApp, post, signIn, TEST_CAPTCHA } from './test-helpers.ts';

let t: TestApp;
/** The same app without CAPTCHA_TEST_TOKEN, as `npm start` runs it. */
let plain: TestApp;
beforeAll(async () => {
  [t, plain] = await Promise.all([openAuthTestApp(), openAuthTestApp({ CAPTCHA_TEST_TOKEN: '' })]);
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

async function puzzle(app: TestApp, type = 10) {
  const { body } = await get(app.app, `/apic/captcha/slider?type=${type}`, { from: freshAddress() });
  const [row] = await queryRows<{ answer_x: number }>(
    app.database.db,
    sql`select answer_x from captcha_challenges where id = ${body.data.challengeId}`,
  );
  return { challenge: body.data, answer: row!.answer_x };
}

const answer = (app: TestApp, challengeId: string, x: number) =>
  post(app.app, '/apic/captcha/slider/verify', { challengeId, x, lang: 'en' }, { from: freshAddress() });

const sendWith = (app: TestApp, params: { type: number; param: string }[]) =>
  post(
    app.app,
    '/apic/smsCode4Login',
    {
      mobile: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      captchaVerifyParamList: params,
    },
    { from: freshAddress() },
  );

describe('the slider captcha', () => {
  it('serves a puzzle whose answer stays on the server', async () => {
    const { challenge } = await puzzle(t);
    expect(challenge).toMatchObject({ type: 10, width: 300, height: 150, pieceSize: 44, expiresIn: 120 });
    expect(challenge.background).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(challenge.piece).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Object.keys(challenge)).not.toContain('answerX');
    expect((await get(t.app, '/apic/captcha/slider?type=30')).status).toBe(400);
  });

  it('gives a one-time token for an answer within 5 px, which passes one check only', async () => {
    const { challenge, answer: x } = await puzzle(t);
    const { body } = await answer(t, challenge.challengeId, x + 4);
    expect(body).toMatchObject({ code: CODE.ok, data: { type: 10, expiresIn: 120 } });
    const token = body.data.token as string;
    expect((await sendWith(t, [{ type: 10, param: token }])).body.code).toBe(CODE.ok);
    expect((await sendWith(t, [{ type: 10, param: token }])).body.code).toBe(AUTH_CODE.captchaFailed);
    // Solved once: the same puzzle gives no second token.
    expect((await answer(t, challenge.challengeId, x)).body.code).toBe(AUTH_CODE.captchaFailed);
  });

  it('allows 3 tries per puzzle, and a wrong answer gets no token', async () => {
    const { challenge, answer: x } = await puzzle(t);
    for (let i = 0; i < 3; i++) {
      expect((await answer(t, challenge.challengeId, x + 40)).body).toMatchObject({
        code: AUTH_CODE.captchaFailed,
        message: 'Verification failed. Please try again',
        data: null,
      });
    }
    expect((await answer(t, challenge.challengeId, x)).body.code).toBe(AUTH_CODE.captchaFailed);
  });

  it('expires puzzles', async () => {
    const { challenge, answer: x } = await puzzle(t);
    await t.database.db.execute(
      sql`update captcha_challenges set expires_at = now() - interval '1 second' where id = ${challenge.challengeId}`,
    );
    expect((await answer(t, challenge.challengeId, x)).body.code).toBe(AUTH_CODE.captchaFailed);
  });

  it('a token of the embedded slider (10) does not stand for the popup slider (20)', async () => {
    const headers = { 'device-id': 'one-device-many-phones' };
    for (let i = 0; i < 3; i++) {
      const mobile = `135000000${String(i).padStart(2, '0')}`;
      const sent = await post(
        t.app,
        '/apic/smsCode4Login',
        { mobile, captchaVerifyParamList: [{ type: 10, param: TEST_CAPTCHA }] },
        { headers, from: freshAddress() },
      );
      expect(sent.body.code).toBe(CODE.ok);
    }
    const embedded = await puzzle(t, 10);
    const embeddedToken = (await answer(t, embedded.challenge.challengeId, embedded.answer)).body.data.token;
    const send = (params: { type: number; param: string }[]) =>
      post(
        t.app,
        '/apic/smsCode4Login',
        { mobile: '13500000099', captchaVerifyParamList: params },
        { headers, from: freshAddress() },
      );
    expect((await send([{ type: 20, param: embeddedToken }])).body).toMatchObject({
      code: AUTH_CODE.captchaFailed,
      data: { needVerifyType: 20 },
    });
    const popup = await puzzle(t, 20);
    const popupToken = (await answer(t, popup.challenge.challengeId, popup.answer)).body.data.token;
    expect((await send([{ type: 20, param: popupToken }])).body.code).toBe(CODE.ok);
  });

  it('CAPTCHA_TEST_TOKEN passes every check only when set; unset, no fixed token passes', async () => {
    expect((await sendWith(t, [{ type: 10, param: TEST_CAPTCHA }])).body.code).toBe(CODE.ok);
    expect(
      (await signIn(t.app, 'buyer@demo.stallhub', 'stallhub-demo', { captchaSlideParam: TEST_CAPTCHA })).body
        .code,
    ).toBe(200);
    for (const guess of [TEST_CAPTCHA, 'test', '', 'undefined', 'null', '1']) {
      const sent = await sendWith(plain, [{ type: 10, param: guess }]);
      expect(sent.body.code, guess).toBe(AUTH_CODE.captchaFailed);
    }
    // The real slider still works there.
    const { challenge, answer: x } = await puzzle(plain);
    const token = (await answer(plain, challenge.challengeId, x)).body.data.token;
    expect((await sendWith(plain, [{ type: 10, param: token }])).body.code).toBe(CODE.ok);
  });

  it('is rate limited per address', async () => {
    const from = freshAddress();
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await get(t.app, '/apic/captcha/slider', { from })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
