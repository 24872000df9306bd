import type { Db } from '../db/connection.ts';
import { createMessagesService, platformMessage } from '../modules/messages/index.ts';
import type { UsersService } from '../modules/users/index.ts';
import { DEMO_BUYER } from './accounts.ts';
import { HOLIDAY_NOTICE, SERVICE_UPGRADE_BROADCAST } from './announcements.ts';

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
  const messages = createMessagesService(db, { users });
  if (!(await messages.anyPublished())) {
    const { cn, ...translations } = SERVICE_UPGRADE_BROADCAST;
    await messages.publish(cn.title, cn.body, null, translations);
    added = true;
  }
  return added;
}
