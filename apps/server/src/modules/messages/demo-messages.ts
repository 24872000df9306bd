import { count } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { UsersService } from '../users/index.ts';
import { HOLIDAY_NOTICE, SERVICE_UPGRADE_BROADCAST } from './demo-announcements.ts';
import { platformMessage } from './platform-templates.ts';
import { createMessagesService } from './service.ts';
import { broadcasts } from './tables.ts';

const DEMO_BUYER = 'buyer@demo.stallhub';

/**
 * A few unread messages for the demo buyer and one running broadcast, so the message centre of a fresh
 * clone has something to read, in the reader's language (decision 074): what happened as templates, the
 * platform's own words with their translations. Idempotent: only a buyer without any message, and only
 * with no broadcast.
 */
export async function ensureDemoMessages(db: Db, users: UsersService): Promise<boolean> {
  const buyer = await users.byEmail(DEMO_BUYER);
  if (!buyer) return false;
  let added = false;
  if (!(await users.hasMessages(buyer.id))) {
    await db.transaction(async (tx) => {
      await users.addTemplatedMessage(
        buyer.id,
        'message',
        platformMessage('platform.stallNews', { count: 12 }),
        tx,
      );
      await users.addTemplatedMessage(
        buyer.id,
        'message',
        platformMessage('platform.couponExpiring', { days: 3 }),
        tx,
      );
      await users.addTemplatedMessage(
        buyer.id,
        'notice',
        platformMessage('platform.announcement', { texts: HOLIDAY_NOTICE }),
        tx,
      );
    });
    added = true;
  }
  const [live] = await db.select({ n: count() }).from(broadcasts);
  if ((live?.n ?? 0) === 0) {
    const { cn, ...translations } = SERVICE_UPGRADE_BROADCAST;
    await createMessagesService(db, { users }).publish(cn.title, cn.body, null, translations);
    added = true;
  }
  return added;
}
