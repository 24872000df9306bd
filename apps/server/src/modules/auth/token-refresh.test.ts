import { createHash } from 'node:crypto';
import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { openAuthTestApp, post, setCookies, signIn } from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openAuthTestApp);

const DAY = 24 * 60 * 60;
const hashOf = (sid: string) => createHash('sha256').update(sid).digest('hex');
/** Seconds from now until the session ends. */
const secondsLeft = async (sid: string) =>
  (
    await queryRows<{ left: number }>(
      t.database.db,
      sql`select extract(epoch from expires_at - now())::int as left from sessions where id = ${hashOf(sid)}`,
    )
  )[0]!.left;
const ageSession = (sid: string, days: number) =>
  t.database.db.execute(
    sql`update sessions set expires_at = expires_at - ${days}::int * interval '1 day' where id = ${hashOf(sid)}`,
  );

describe('POST /apic/o/r (token refresh)', () => {
  it('extends an auto-login session to 120 days from now and answers rd 120, renewing its cookies', async () => {
    const { sid } = await signIn(t.app, undefined, undefined, { auto: '1' });
    await ageSession(sid!, 50);
    expect(await secondsLeft(sid!)).toBeLessThan(71 * DAY);

    const { status, body, response } = await post(t.app, '/apic/o/r', {}, { cookies: { sid: sid! } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: CODE.ok, data: { rd: 120 } });
    expect(await secondsLeft(sid!)).toBeGreaterThan(120 * DAY - 60);
    const cookies = setCookies(response);
    // The same token, now lasting the full lifetime again; the flag and marker 3 times that.
    expect(cookies.sid).toMatchObject({ value: sid, maxAge: 120 * DAY, httpOnly: true });
    expect(cookies.uid!.maxAge).toBe(120 * DAY);
    expect(cookies.userLoginAuto).toMatchObject({ value: '1', maxAge: 360 * DAY });
  });

  it('extends a session without auto-login to 14 days and answers rd 14', async () => {
    const { sid } = await signIn(t.app);
    await ageSession(sid!, 10);
    const { body } = await post(t.app, '/apic/o/r', {}, { cookies: { sid: sid! } });
    expect(body.data).toEqual({ rd: 14 });
    const left = await secondsLeft(sid!);
    expect(left).toBeGreaterThan(14 * DAY - 60);
    expect(left).toBeLessThanOrEqual(14 * DAY);
  });

  it('answers 401 to a guest, and to a forged uid cookie', async () => {
    const guests: Record<string, string>[] = [{}, { uid: '1', userLoginAuto: '1' }];
    for (const cookies of guests) {
      const { status, body } = await post(t.app, '/apic/o/r', {}, { cookies });
      expect(status).toBe(401);
      expect(body.code).toBe(CODE.notLoggedIn);
    }
  });

  it('cannot revive an expired or logged-out session', async () => {
    const expired = (await signIn(t.app)).sid!;
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${hashOf(expired)}`,
    );
    expect((await post(t.app, '/apic/o/r', {}, { cookies: { sid: expired } })).status).toBe(401);
    expect(await secondsLeft(expired)).toBeLessThan(0);

    const loggedOut = (await signIn(t.app)).sid!;
    await post(t.app, '/apic/user/logout', {}, { cookies: { sid: loggedOut } });
    expect((await post(t.app, '/apic/o/r', {}, { cookies: { sid: loggedOut } })).status).toBe(401);
  });

  it('is refused from another site (Origin check)', async () => {
    const { sid } = await signIn(t.app);
    const { status } = await post(
      t.app,
      '/apic/o/r',
      {},
      { cookies: { sid: sid! }, headers: { origin: 'https://evil.example' } },
    );
    expect(status).toBe(403);
  });
});
