import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { userMessages, users } from '../users/tables.ts';
import { broadcasts } from './tables.ts';

const DEMO_BUYER = 'buyer@demo.stallhub';

/**
 * A few unread messages for the demo buyer and one running broadcast, so the message centre of a fresh
 * clone has something to read. Idempotent: only a buyer without any message, and only with no broadcast.
 */
export async function ensureDemoMessages(db: Db): Promise<boolean> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_BUYER));
  if (!buyer) return false;
  const [held] = await db.select({ n: count() }).from(userMessages).where(eq(userMessages.userId, buyer.id));
  let added = false;
  if ((held?.n ?? 0) === 0) {
    await db.insert(userMessages).values([
      {
        userId: buyer.id,
        kind: 'message',
        title: '您关注的档口上新了',
        body: '您关注的档口今天上新 12 款，快去看看吧。',
      },
      {
        userId: buyer.id,
        kind: 'message',
        title: '新人优惠券即将过期',
        body: '您领取的新人优惠券还有 3 天过期，请尽快使用。',
      },
      {
        userId: buyer.id,
        kind: 'notice',
        title: '平台春节放假安排',
        body: '春节期间部分档口暂停发货，具体以档口公告为准。',
      },
    ]);
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
