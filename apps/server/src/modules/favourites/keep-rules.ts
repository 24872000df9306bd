import { CODE, type FavouriteBatchResult, type Language } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import { type OwnerLock, withOwnerLock } from '../../db/transaction.ts';
import { Outcome } from '../../http/envelope.ts';
import { addKept, type KeptList, keptAmong, keptCount, removeKept } from './repository.ts';

/**
 * How one capped list answers an add (spec 3 §8 "Favourite add", "Follow stall"): which list, under which
 * owner lock, its limit and messages, the state the answer carries, and the counter kept beside it
 * (an item's favourites, a stall's followers).
 */
export interface KeepRule<State> {
  list: KeptList;
  lock: OwnerLock;
  max: number;
  already(lang: Language): string;
  limit(lang: Language): string;
  state(id: number, kept: boolean): State;
  count(tx: Db, ids: readonly number[], delta: 1 | -1): Promise<void>;
}

type Keeper = { userId: number; lang: Language };

/**
 * Adds one id under the user's lock of its kind (docs/decisions/030), so parallel clicks meet the limit
 * and the one-row rule exactly: 200 kept, 201 already kept, 202 the limit.
 */
export function keepOne<State>(db: Db, rule: KeepRule<State>, { userId, lang }: Keeper, id: number) {
  return withOwnerLock(db, rule.lock, userId, async (tx): Promise<State | Outcome<State>> => {
    if ((await keptAmong(tx, rule.list, userId, [id])).length > 0)
      return new Outcome(CODE.already, rule.already(lang), rule.state(id, true));
    if ((await keptCount(tx, rule.list, userId)) >= rule.max)
      return new Outcome(CODE.limit, rule.limit(lang), rule.state(id, false));
    await rule.count(tx, await addKept(tx, rule.list, userId, [id]), 1);
    return rule.state(id, true);
  });
}

/**
 * Adds several ids at once, all or nothing: 202 when they would pass the limit (none added); otherwise
 * the ids added and those already kept.
 */
export function keepMany<State>(db: Db, rule: KeepRule<State>, { userId, lang }: Keeper, wanted: number[]) {
  return withOwnerLock(
    db,
    rule.lock,
    userId,
    async (tx): Promise<FavouriteBatchResult | Outcome<FavouriteBatchResult>> => {
      const already = new Set(await keptAmong(tx, rule.list, userId, wanted));
      const added = wanted.filter((id) => !already.has(id));
      if ((await keptCount(tx, rule.list, userId)) + added.length > rule.max)
        return new Outcome(CODE.limit, rule.limit(lang), { added: [], already: [...already] });
      await rule.count(tx, await addKept(tx, rule.list, userId, added), 1);
      return { added, already: [...already] };
    },
  );
}

/** Takes an id off the list; idempotent: a retried cancel answers as the first did. */
export async function unkeep<State>(
  db: Db,
  rule: KeepRule<State>,
  userId: number,
  id: number,
): Promise<State> {
  await db.transaction(async (tx) => rule.count(tx, await removeKept(tx, rule.list, userId, id), -1));
  return rule.state(id, false);
}
