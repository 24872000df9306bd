import { CODE } from '@stallhub/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { get, openSignedInAuthTestApp, post } from '../../testing/http-calls.ts';
import { parallel, tally } from '../../testing/parallel.ts';
import { suiteFixture } from '../../testing/suite-fixture.ts';
import { createUsersService } from '../users/index.ts';
import { platformMessage } from './platform-templates.ts';
import type { MessageRenderer } from './renderers.ts';
import { createMessagesService } from './service.ts';

// The message centre (/user/message.html): messages, notices, unread counts and broadcasts.
const t = suiteFixture(openSignedInAuthTestApp);
let messages: ReturnType<typeof createMessagesService>;
let users: ReturnType<typeof createUsersService>;

beforeAll(async () => {
  users = createUsersService(t.database.db);
  messages = createMessagesService(t.database.db, { users });
  await users.addMessage(t.buyerId, 'message', 'first', 'one');
  await users.addMessage(t.buyerId, 'message', 'second', 'two');
  await users.addMessage(t.buyerId, 'notice', 'holiday', 'closed');
  await users.addMessage(t.stallUserId, 'message', 'for the stall');
});

const list = (cookies: Record<string, string>, query = '') =>
  get(t.app, `/apic/user/message/list${query}`, { cookies });

describe('message centre', () => {
  it('lists only the signed-in user’s messages of one kind, newest first, with unread counts', async () => {
    const { status, body } = await list(t.buyer);
    expect(status).toBe(200);
    expect(body.data.list.map((m: { title: string }) => m.title)).toEqual(['second', 'first']);
    expect(body.data.total).toBe(2);
    expect(body.data.unread).toEqual({ messages: 2, notices: 1, total: 3 });
    const notices = await list(t.buyer, '?kind=notice');
    expect(notices.body.data.list.map((m: { title: string }) => m.title)).toEqual(['holiday']);
  });

  it('reading one message drops the unread count by one, and the header call agrees', async () => {
    const first = (await list(t.buyer)).body.data.list[1];
    const read = await post(t.app, '/apic/user/message/read', { id: first.id }, { cookies: t.buyer });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ messages: 1, notices: 1, total: 2 });
    expect((await get(t.app, '/apic/user/unread/info', { cookies: t.buyer })).body.data.total).toBe(2);
    expect(
      (await get(t.app, '/apic/user/message/unreadMessageCount', { cookies: t.buyer })).body.data.messages,
    ).toBe(1);
    expect((await list(t.buyer)).body.data.list[1].read).toBe(true);
  });

  it('refuses another user’s message id as missing, leaving it unread', async () => {
    const theirs = (await list(t.stall)).body.data.list[0];
    const attempt = await post(t.app, '/apic/user/message/read', { id: theirs.id }, { cookies: t.buyer });
    expect(attempt.status).toBe(404);
    expect((await list(t.stall)).body.data.list[0].read).toBe(false);
  });

  it('reads all of one kind at once', async () => {
    const all = await post(t.app, '/apic/user/message/readAll', { kind: 'notice' }, { cookies: t.buyer });
    expect(all.body.data.notices).toBe(0);
  });

  it('names the field at fault and asks a guest to sign in', async () => {
    const bad = await post(t.app, '/apic/user/message/read', { id: 'x' }, { cookies: t.buyer });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('id');
    expect((await list(t.buyer, '?kind=spam')).status).toBe(400);
    const guest = await list({});
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe(CODE.notLoggedIn);
  });

  it('lists running broadcasts, remembers a click per user, and offers the newest unopened one', async () => {
    const id = await messages.publish('upgrade', 'news');
    const index = await post(t.app, '/apic/user/broadcast/index', {}, { cookies: t.buyer });
    expect(index.body.data.id).toBe(id);
    expect((await post(t.app, '/apic/user/broadcast/click', { id }, { cookies: t.buyer })).status).toBe(200);
    const mine = await post(t.app, '/apic/user/broadcast/list', {}, { cookies: t.buyer });
    expect(mine.body.data.find((b: { id: number }) => b.id === id).clicked).toBe(true);
    expect((await post(t.app, '/apic/user/broadcast/index', {}, { cookies: t.buyer })).body.data).toBeNull();
    const theirs = await post(t.app, '/apic/user/broadcast/list', {}, { cookies: t.stall });
    expect(theirs.body.data.find((b: { id: number }) => b.id === id).clicked).toBe(false);
    expect(
      (await post(t.app, '/apic/user/broadcast/click', { id: id + 999 }, { cookies: t.buyer })).status,
    ).toBe(404);
  });

  it('remembers one click when 20 arrive at once (issue 12 point 6)', async () => {
    const id = await messages.publish('double-click', 'news');
    const answers = await parallel(20, () =>
      post(t.app, '/apic/user/broadcast/click', { id }, { cookies: t.buyer }),
    );
    expect(tally(answers)).toEqual({ [CODE.ok]: 20 });
    const clicks = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from broadcast_clicks where broadcast_id = ${id} and user_id = ${t.buyerId}`,
    );
    expect(clicks[0]!.n).toBe(1);
  });
});

describe('notifications are rendered when read, not when sent (decision 074)', () => {
  const page = async (lang: string, kind = 'message') =>
    (await list(t.stall, `?kind=${kind}&lang=${lang}`)).body.data.list as { title: string; body: string }[];

  it('reads an old plain-text row as it was written, whatever the reader’s language', async () => {
    await users.addMessage(t.stallUserId, 'message', '旧消息', '发货前写下的文字');
    for (const lang of ['cn', 'en', 'th']) {
      expect((await page(lang))[0]).toMatchObject({ title: '旧消息', body: '发货前写下的文字' });
    }
  });

  it('reads a templated platform message in the reader’s language, and an announcement in its translation', async () => {
    await users.addTemplatedMessage(
      t.stallUserId,
      'message',
      platformMessage('platform.couponExpiring', { days: 3 }),
    );
    expect((await page('en'))[0]).toEqual(
      expect.objectContaining({
        title: 'Your new-customer coupon expires soon',
        body: 'Your new-customer coupon expires in 3 days. Use it soon.',
      }),
    );
    expect((await page('cn'))[0]!.body).toBe('您领取的新人优惠券还有 3 天过期，请尽快使用。');
    await users.addTemplatedMessage(
      t.stallUserId,
      'notice',
      platformMessage('platform.announcement', {
        texts: {
          cn: { title: '停电', body: '今晚停电' },
          en: { title: 'Power cut', body: 'No power tonight' },
        },
      }),
    );
    expect((await page('en', 'notice'))[0]).toMatchObject({ title: 'Power cut', body: 'No power tonight' });
    // A language the platform did not translate into reads in the Chinese it was written in.
    expect((await page('ja', 'notice'))[0]).toMatchObject({ title: '停电', body: '今晚停电' });
  });

  it('renders each sender’s messages of a page in one call, and shows the stored words of a template no one renders', async () => {
    const calls: number[] = [];
    const echo: MessageRenderer = {
      render: async (lang, batch) => {
        calls.push(batch.length);
        return batch.map((m) => ({ title: `${lang}:${m.template}`, body: JSON.stringify(m.params) }));
      },
    };
    const withEcho = createMessagesService(t.database.db, { users, renderers: { echo } });
    for (let i = 0; i < 5; i++) {
      await users.addTemplatedMessage(t.stallUserId, 'message', { template: 'echo.said', params: { i } });
    }
    await users.addTemplatedMessage(t.stallUserId, 'message', { template: 'gone.away', params: {} });
    const { list: shown } = await withEcho.list(t.stallUserId, 'message', 1, 10, 'de');
    expect(calls).toEqual([5]);
    expect(shown[0]).toMatchObject({ title: '', body: '' });
    expect(shown[1]).toMatchObject({ title: 'de:echo.said', body: '{"i":4}' });
  });

  it('reads a broadcast in the reader’s language where it has it, else in Chinese', async () => {
    const id = await messages.publish('新功能', '快来试试', null, {
      en: { title: 'New feature', body: 'Try it' },
    });
    const read = async (lang: string) =>
      (await post(t.app, '/apic/user/broadcast/list', { lang }, { cookies: t.buyer })).body.data.find(
        (b: { id: number }) => b.id === id,
      );
    expect(await read('en')).toMatchObject({ title: 'New feature', body: 'Try it' });
    expect(await read('cn')).toMatchObject({ title: '新功能', body: '快来试试' });
    expect(await read('ko')).toMatchObject({ title: '新功能', body: '快来试试' });
  });
});
