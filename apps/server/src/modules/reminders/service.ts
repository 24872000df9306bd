import type { ReminderRecord } from '@stallhub/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { StallsService } from '../stalls/index.ts';
import { stallReminders } from './tables.ts';

export function createRemindersService(db: Db, deps: { shops: StallsService }) {
  return {
    /**
     * Records that `userId` asks the stall to open a service. A second reminder the same (UTC) day is
     * the first one again: the stall hears each buyer once a day, and the buyer still sees success.
     */
    async remind(
      userId: number,
      shopId: number,
      type: number,
      deviceId: string | undefined,
    ): Promise<ReminderRecord> {
      if (!(await deps.shops.exists(shopId))) throw notFound(`remindShopId: no stall ${shopId}`);
      const day = sql<string>`(now() at time zone 'utc')::date`;
      const [row] = await db
        .insert(stallReminders)
        .values({ userId, shopId, type, day, deviceId: deviceId || null })
        .onConflictDoNothing()
        .returning({ id: stallReminders.id, createdAt: stallReminders.createdAt });
      const record =
        row ??
        (
          await db
            .select({ id: stallReminders.id, createdAt: stallReminders.createdAt })
            .from(stallReminders)
            .where(
              and(
                eq(stallReminders.userId, userId),
                eq(stallReminders.shopId, shopId),
                eq(stallReminders.type, type),
                eq(stallReminders.day, day),
              ),
            )
        )[0];
      if (!record) throw new Error('reminder neither inserted nor found');
      return { record: { id: record.id, remindShopId: shopId, createdAt: record.createdAt.toISOString() } };
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
