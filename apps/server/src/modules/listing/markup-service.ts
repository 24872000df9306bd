import type { ListingChannel, MarkupRule } from '@stallhub/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { NO_MARKUP } from './markup.ts';
import { listingMarkupRules } from './tables.ts';

/** The buyer's markup rule per platform (issue 14 point 5), set on the upload settings page. */
export function createMarkupService(db: Db) {
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
    async save(userId: number, rule: MarkupRule) {
      const set = { multiplier: rule.multiplier, add: rule.add, rounding: rule.rounding };
      await db
        .insert(listingMarkupRules)
        .values({ userId, channel: rule.channel, ...set })
        .onConflictDoUpdate({ target: [listingMarkupRules.userId, listingMarkupRules.channel], set });
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
