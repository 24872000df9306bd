import type { ListingChannel, MarkupRule } from '@stallhub/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { NO_MARKUP } from './markup.ts';
import type { SyncQueue } from './sync/sync-queue.ts';
import { listingMarkupRules } from './tables.ts';

/**
 * The buyer's markup rule per platform (issue 14 point 5), set on the upload settings page. A changed rule
 * reprices the buyer's live listings on that platform at once (decision 062).
 */
export function createMarkupService(db: Db, syncs: SyncQueue) {
  const rules = async (userId: number): Promise<MarkupRule[]> =>
    (
      await db
        .select({
          channel: listingMarkupRules.channel,
          multiplier: listingMarkupRules.multiplier,
          add: listingMarkupRules.add,
          rounding: listingMarkupRules.rounding,
        })
        .from(listingMarkupRules)
        .where(eq(listingMarkupRules.userId, userId))
        .orderBy(asc(listingMarkupRules.channel))
    ).map((row) => ({ ...row, rounding: row.rounding as MarkupRule['rounding'] }) as MarkupRule);

  return {
    rules,
    /** Saves the rule; when it changed, queues a reprice of every live listing it prices, in one transaction. */
    async save(userId: number, rule: MarkupRule) {
      const set = { multiplier: rule.multiplier, add: rule.add, rounding: rule.rounding };
      const repriced = await db.transaction(async (tx) => {
        const [was] = await tx
          .select()
          .from(listingMarkupRules)
          .where(and(eq(listingMarkupRules.userId, userId), eq(listingMarkupRules.channel, rule.channel)))
          .for('update');
        await tx
          .insert(listingMarkupRules)
          .values({ userId, channel: rule.channel, ...set })
          .onConflictDoUpdate({ target: [listingMarkupRules.userId, listingMarkupRules.channel], set });
        // The same rule saved again prices nothing differently: no reprice.
        const before = was ?? NO_MARKUP;
        const same =
          before.multiplier === set.multiplier && before.add === set.add && before.rounding === set.rounding;
        return same ? 0 : syncs.markupChanged(tx, userId, rule.channel);
      });
      if (repriced > 0) syncs.queued();
      return rules(userId);
    },
    /** The rule that prices a push to `channel`: the buyer's, else cost x 1. */
    async ruleFor(userId: number, channel: ListingChannel, on: Db = db) {
      const [row] = await on
        .select()
        .from(listingMarkupRules)
        .where(and(eq(listingMarkupRules.userId, userId), eq(listingMarkupRules.channel, channel)));
      return row ? { ...row, rounding: row.rounding as MarkupRule['rounding'] } : NO_MARKUP;
    },
  };
}
export type MarkupService = ReturnType<typeof createMarkupService>;
