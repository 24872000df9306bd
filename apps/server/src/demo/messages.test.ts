import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUsersService } from '../modules/users/index.ts';
import { get, openSignedInAuthTestApp, post } from '../testing/http-calls.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { ensureDemoMessages } from './messages.ts';

const t = suiteFixture(openSignedInAuthTestApp);

const list = (cookies: Record<string, string>, query = '') =>
  get(t.app, `/apic/user/message/list${query}`, { cookies });

describe('demo messages', () => {
  it('seeds the demo buyer’s messages and broadcast so that an English reader reads them in English', async () => {
    await t.database.db.execute(sql`delete from user_messages where user_id = ${t.buyerId}`);
    await t.database.db.execute(sql`delete from broadcasts`);
    const users = createUsersService(t.database.db);
    expect(await ensureDemoMessages(t.database.db, users)).toBe(true);
    const english = (await list(t.buyer, '?lang=en')).body.data.list as { title: string; body: string }[];
    expect(english.map((m) => m.title).sort()).toEqual([
      'A stall you follow has new arrivals',
      'Your new-customer coupon expires soon',
    ]);
    const notice = (await list(t.buyer, '?kind=notice&lang=en')).body.data.list[0];
    expect(notice.title).toBe('Spring Festival holiday arrangements');
    const broadcast = (await post(t.app, '/apic/user/broadcast/index', { lang: 'en' }, { cookies: t.buyer }))
      .body.data;
    expect(broadcast.title).toBe('Dropshipping service upgraded');
    const chinese = (await list(t.buyer, '?lang=cn')).body.data.list as { title: string }[];
    expect(chinese.map((m) => m.title).sort()).toEqual(['新人优惠券即将过期', '您关注的档口上新了'].sort());
    // Idempotent: a second start adds nothing.
    expect(await ensureDemoMessages(t.database.db, users)).toBe(false);
  });
});
