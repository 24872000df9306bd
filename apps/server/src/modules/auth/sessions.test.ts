import { createHash } from 'node:crypto';
import { AUTH_CODE, CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { createServices } from '../../services.ts';
import {
  BUYER,
  DEMO_PASSWORD,
  get,
  openAuthTestApp,
  post,
  setCookies,
  signIn,
} from '../../testing/http-calls.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';

const t = suiteFixture(openAuthTestApp);

const DAY = 24 * 60 * 60;
const whoIs = async (sid: string | undefined) =>
  (await get(t.app, '/apic/user/login/info', { cookies: sid ? { sid } : {} })).body.data.userId as
    | number
    | null;
const sessionRow = async (sid: string) =>
  (
    await queryRows<{ id: string; revoked_at: unknown; lifetime: number; auto_login: boolean }>(
      t.database.db,
      sql`select id, revoked_at, auto_login, extract(epoch from expires_at - created_at)::int as lifetime
          from sessions where id = ${createHash('sha256').update(sid).digest('hex')}`,
    )
  )[0];

describe('sessions', () => {
  it('the session cookie is httpOnly, SameSite=Lax, Path=/ and holds a 256-bit token kept only as its hash', async () => {
    const { body, response, sid } = await signIn(t.app);
    expect(body.code).toBe(CODE.ok);
    const cookie = setCookies(response).sid!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(sid!, 'base64url')).toHaveLength(32);
    expect(await sessionRow(sid!)).toBeDefined();
    const leaked = await queryRows(t.database.db, sql`select 1 from sessions where id = ${sid!}`);
    expect(leaked).toHaveLength(0);
    expect(await whoIs(sid)).toBe(body.data.userInfo.id);
  });

  it('signing in rotates the session: a new token, and the one the browser held is revoked', async () => {
    const first = await signIn(t.app);
    const second = await signIn(t.app, BUYER, DEMO_PASSWORD, {}, { cookies: { sid: first.sid! } });
    expect(second.sid).toBeDefined();
    expect(second.sid).not.toBe(first.sid);
    expect(await whoIs(first.sid)).toBeNull();
    expect(await whoIs(second.sid)).toBe(second.body.data.userInfo.id);
    expect((await sessionRow(first.sid!))!.revoked_at).not.toBeNull();
  });

  it('logout revokes the session and clears the session and display cookies', async () => {
    const { sid } = await signIn(t.app);
    const out = await post(t.app, '/apic/user/logout', {}, { cookies: { sid: sid! } });
    expect(out.body).toMatchObject({ code: CODE.ok, data: null });
    const cleared = setCookies(out.response);
    for (const name of ['sid', 'uid', 'ut', 'userName', 'umc', 'uno', 'userLoginAuto', 'generateToken']) {
      expect(cleared[name], name).toBeDefined();
      expect(cleared[name]!.value, name).toBe('');
      expect(cleared[name]!.expires!.getTime(), name).toBeLessThan(Date.now());
    }
    expect(await whoIs(sid)).toBeNull();
    expect((await sessionRow(sid!))!.revoked_at).not.toBeNull();
  });

  it('logout is a POST: GET answers 405 and signs nobody out, so a cross-site link or image cannot', async () => {
    const { sid } = await signIn(t.app);
    const viaLink = await get(t.app, '/apic/user/logout', {
      cookies: { sid: sid! },
      headers: { 'accept-language': 'en' },
    });
    expect(viaLink.status).toBe(405);
    expect(viaLink.response.headers.allow).toBe('POST');
    expect(viaLink.body).toMatchObject({ code: CODE.methodNotAllowed, data: null });
    expect(viaLink.body.message).toMatch(/POST/);
    expect(setCookies(viaLink.response).sid).toBeUndefined();
    expect(await whoIs(sid)).not.toBeNull();

    const crossSite = await post(
      t.app,
      '/apic/user/logout',
      {},
      { cookies: { sid: sid! }, headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    expect(await whoIs(sid)).not.toBeNull();
  });

  it('lasts 120 days with auto-login and 14 days without; the auto-login flag 3 times that', async () => {
    for (const [auto, days] of [
      ['1', 120],
      ['0', 14],
    ] as const) {
      const { response, sid } = await signIn(t.app, BUYER, DEMO_PASSWORD, { auto });
      const cookies = setCookies(response);
      expect(cookies.sid!.maxAge, `auto=${auto}`).toBe(days * DAY);
      expect(cookies.uid!.maxAge).toBe(days * DAY);
      expect(cookies.userLoginAuto).toMatchObject({ value: auto, maxAge: 3 * days * DAY });
      expect(cookies.generateToken!.maxAge).toBe(3 * days * DAY);
      expect(cookies.uno!.maxAge).toBe(7 * DAY);
      const row = (await sessionRow(sid!))!;
      expect(row.lifetime).toBe(days * DAY);
      expect(row.auto_login).toBe(auto === '1');
    }
  });

  it('sets the display cookies of spec 1 §3 at sign-in, readable by the page (not httpOnly)', async () => {
    const { response, body } = await signIn(t.app);
    const cookies = setCookies(response);
    const user = body.data.userInfo;
    expect(cookies.uid!.value).toBe(String(user.id));
    expect(cookies.ut!.value).toBe('0');
    expect(cookies.userName!.value).toBe('Demo buyer');
    expect(cookies.umc!.value).toBe('0');
    expect(cookies.uno!.value).toBe(String(user.id));
    expect(cookies.generateToken!.value).toBe('1');
    for (const name of ['uid', 'ut', 'userName', 'umc', 'uno', 'userLoginAuto', 'generateToken']) {
      expect(cookies[name]!.httpOnly, name).toBeFalsy();
      expect(cookies[name]!.path, name).toBe('/');
    }
    expect(body.data).toMatchObject({ failCount: 0, type: 0 });
  });

  it('trusts only the session: display cookies naming a user are a guest, and a stale uid is cleared', async () => {
    const { body } = await signIn(t.app);
    const forged = await get(t.app, '/apic/user/login/info', {
      cookies: { uid: String(body.data.userInfo.id), ut: '1', userName: 'Demo buyer', sid: 'x'.repeat(43) },
    });
    expect(forged.body.data.userId).toBeNull();
    expect(setCookies(forged.response).uid!.value).toBe('');
  });

  it('an expired session signs nobody in', async () => {
    const { sid } = await signIn(t.app);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${createHash('sha256').update(sid!).digest('hex')}`,
    );
    expect(await whoIs(sid)).toBeNull();
  });

  it("changing the password ends the account's other sessions and keeps the one that changed it", async () => {
    const services = createServices(t.database.db);
    const kept = await signIn(t.app, 'stall@demo.stallhub');
    const other = await signIn(t.app, 'stall@demo.stallhub');
    const userId = kept.body.data.userInfo.id as number;
    const keptId = createHash('sha256').update(kept.sid!).digest('hex');
    expect(await services.auth.changePassword(userId, 'a new password 42', keptId)).toBeGreaterThanOrEqual(1);
    expect(await whoIs(kept.sid)).toBe(userId);
    expect(await whoIs(other.sid)).toBeNull();
    expect((await signIn(t.app, 'stall@demo.stallhub', 'a new password 42')).body.code).toBe(CODE.ok);
    expect((await signIn(t.app, 'stall@demo.stallhub', DEMO_PASSWORD)).body.code).toBe(
      AUTH_CODE.wrongCredentials,
    );
  });
});

describe('housekeeping', () => {
  it('deletes ended counters, old codes and long-expired sessions, and keeps the rest', async () => {
    const { sweepAuthTables } = await import('./housekeeping.ts');
    const { sid } = await signIn(t.app);
    await t.database.db.execute(
      sql`insert into auth_counters (key, count, window_start) values ('old', 1, now() - interval '3 days'), ('new', 1, now())`,
    );
    await sweepAuthTables(t.database.db, 1);
    const keys = await queryRows<{ key: string }>(
      t.database.db,
      sql`select key from auth_counters where key in ('old', 'new')`,
    );
    expect(keys.map((k) => k.key)).toEqual(['new']);
    expect(await whoIs(sid)).not.toBeNull();
  });
});
