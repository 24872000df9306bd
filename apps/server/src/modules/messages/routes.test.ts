import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { get, openAuthTestApp, post, STALL, signIn } from '../auth/test-helpers.ts';
import { createUsersService } from '../users/service.ts';
import { createMessagesService } from './service.ts';

// The message centre (/user/message.html): messages, notices, unread counts and broadcasts.
let t: TestApp;
let buyer: Record<string, string>;
let stall: Record<string, string>;
let buyerId: number;
let stallId: number;
let messages: ReturnType<typeof createMessagesService>;

beforeAll(async () => {
  t = await openAuthTestApp();
  const users = createUsersService(t.database.db);
  messages = createMessagesService(t.database.db, { users });
  const b = await signIn(t.app);
  const s = await signIn(t.app, STALL);
  buyer = { sid: b.sid! };
  stall = { sid: s.sid! };
  buyerId = b.body.data.userInfo.id;
  stallId = s.body.data.userInfo.id;
  await users.addMessage(buyerId, 'message', 'first', 'one');
  await users.addMessage(buyerId, 'message', 'second', 'two');
  await users.addMessage(buyerId, 'notice', 'holiday', 'closed');
  await users.addMessage(stallId, 'message', 'for the stall');
});
afterAll(() => t?.close());

const list = (cookies: Record<string, string>, query = '') =>
  get(t.app, `/apic/user/message/list${query}`, { cookies });

describe('message centre', () => {
  it('lists only the signed-in user’s messages of one kind, newest first, with unread counts', async () => {
    const { status, body } = await list(buyer);
    expect(status).toBe(200);
    expect(body.data.list.map((m: { title: string }) => m.title)).toEqual(['second', 'first']);
    expect(body.data.total).toBe(2);
    expect(body.data.unread).toEqual({ messages: 2, notices: 1, total: 3 });
    const notices = await list(buyer, '?kind=notice');
    expect(notices.body.data.list.map((m: { title: string }) => m.title)).toEqual(['holiday']);
  });

  it('reading one message drops the unread count by one, and the header call agrees', async () => {
    const first = (await list(buyer)).body.data.list[1];
    const read = await post(t.app, '/apic/user/message/read', { id: first.id }, { cookies: buyer });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ messages: 1, notices: 1, total: 2 });
    expect((await get(t.app, '/apic/user/unread/info', { cookies: buyer })).body.data.total).toBe(2);
    expect(
      (await get(t.app, '/apic/user/message/unreadMessageCount', { cookies: buyer })).body.data.messages,
    ).toBe(1);
    expect((await list(buyer)).body.data.list[1].read).toBe(true);
  });

  it('refuses another user’s message id as missing, leaving it unread', async () => {
    const theirs = (await list(stall)).body.data.list[0];
    const attempt = await post(t.app, '/apic/user/message/read', { id: theirs.id }, { cookies: buyer });
    expect(attempt.status).toBe(404);
    expect((await list(stall)).body.data.list[0].read).toBe(false);
  });

  it('reads all of one kind at once', async () => {
    const all = await post(t.app, '/apic/user/message/readAll', { kind: 'notice' }, { cookies: buyer });
    expect(all.body.data.notices).toBe(0);
  });

  it('names the field at fault and asks a guest to sign in', async () => {
    const bad = await post(t.app, '/apic/user/message/read', { id: 'x' }, { cookies: buyer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
    expect((await list(buyer, '?kind=spam')).status).toBe(400);
    const guest = await list({});
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(CODE.notLoggedIn);
  });

  it('lists running broadcasts, remembers a click per user, and offers the newest unopened one', async () => {
    const id = await messages.publish('upgrade', 'news');
    const index = await post(t.app, '/apic/user/broadcast/index', {}, { cookies: buyer });
    expect(index.body.data.id).toBe(id);
    expect((await post(t.app, '/apic/user/broadcast/click', { id }, { cookies: buyer })).status).toBe(200);
    const mine = await post(t.app, '/apic/user/broadcast/list', {}, { cookies: buyer });
    expect(mine.body.data.find((b: { id: number }) => b.id === id).clicked).toBe(true);
    expect((await post(t.app, '/apic/user/broadcast/index', {}, { cookies: buyer })).body.data).toBeNull();
    const theirs = await post(t.app, '/apic/user/broadcast/list', {}, { cookies: stall });
    expect(theirs.body.data.find((b: { id: number }) => b.id === id).clicked).toBe(false);
    expect(
      (await post(t.app, '/apic/user/broadcast/click', { id: id + 999 }, { cookies: buyer })).status,
    ).toBe(404);
  });

  it('remembers one click when 20 arrive at once (issue 12 point 6)', async () => {
    const id = await messages.publish('double-click', 'news');
    const answers = await parallel(20, () =>
      post(t.app, '/apic/user/broadcast/click', { id }, { cookies: buyer }),
    );
    expect(tally(answers)).toEqual({ [CODE.ok]: 20 });
    const clicks = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from broadcast_clicks where broadcast_id = ${id} and user_id = ${buyerId}`,
    );
    expect(clicks[0]!.n).toBe(1);
  });
});
