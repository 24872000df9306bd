import { count } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { UsersService } from '../users/index.ts';
import { broadcasts } from './tables.ts';

const DEMO_BUYER = 'buyer@demo.stallhub';

/**
 * A few unread messages for the demo buyer and one running broadcast, so the message centre of a fresh
 * clone has something to read. Idempotent: only a buyer without any message, and only with no broadcast.
 */
export async function ensureDemoMessages(db: Db, users: UsersService): Promise<boolean> {
  const buyer = await users.byEmail(DEMO_BUYER);
  if (!buyer) return false;
  let added = false;
  if (!(await users.hasMessages(buyer.id))) {
    await users.addMessage(
      buyer.id,
      'message',
      '您关注的档口上新了',
      '您关注的档口今天上新 12 款，快去看看吧。',
    );
    await users.addMessage(
      buyer.id,
      'message',
      '新人优惠券即将过期',
      '您领取的新人优惠券还有 3 天过期，请尽快使用。',
    );
    await users.addMessage(
      buyer.id,
      'notice',
      '平台春节放假安排',
      '春节期间部分档口暂停发货，具体以档口公告为准。',
    );
    added = true;
  }
  const [live] = await db.select({ n: count() }).from(broadcasts);
  if ((live?.n ?? 0) === 0) {
    await db.insert(broadcasts).values({
      title: '一件代发服务升级',
      body: '一键铺货现已支持更多平台，欢迎体验。',
      link: null,
    });
    added = true;
  }
  return added;
}
