import { type CheckoutSource, QUANTITY_MAX } from '@stallhub/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { type CartOwner, ownedBy } from './owner.ts';
import type { ChosenSku } from './sku-choice.ts';
import { cartLines, purchaseLines } from './tables.ts';

// The cart module's data access (docs/decisions/081): the cart's and the purchase list's rows.

/** A line as the views read it: which SKU, how many, the latest changed first. */
export type OwnedLine = { id: number; amount: number; skuId: number };

/** Adding to a line that exists sums the pieces, capped at the spec's 999 (spec 3 §5, §9). */
const summed = sql.raw(`least(${QUANTITY_MAX}, cart_lines.amount + excluded.amount)`);
const summedPurchase = sql.raw(`least(${QUANTITY_MAX}, purchase_lines.amount + excluded.amount)`);

const tableOf = (kind: CheckoutSource) => (kind === 'cart' ? cartLines : purchaseLines);

/**
 * One statement: the line is created or its pieces summed atomically, so concurrent adds of one SKU
 * (repeated clicks, retried requests) leave one line holding every add, never two lines.
 */
export async function upsertCartLine(
  on: Db,
  owner: CartOwner,
  sku: ChosenSku,
  amount: number,
): Promise<number> {
  const values = { ...sku, amount, userId: owner.userId ?? null, guestCartId: owner.guestCartId ?? null };
  const target =
    owner.userId !== undefined
      ? { target: [cartLines.userId, cartLines.skuId], targetWhere: sql`user_id is not null` }
      : { target: [cartLines.guestCartId, cartLines.skuId], targetWhere: sql`guest_cart_id is not null` };
  const [row] = await on
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({ ...target, set: { amount: summed, updatedAt: sql`now()` } })
    .returning({ amount: cartLines.amount });
  return row!.amount;
}

/** Adds pieces of a SKU to the buyer's purchase list, summed with a line of the same SKU. */
export async function upsertPurchaseLine(
  tx: Db,
  userId: number,
  sku: ChosenSku,
  amount: number,
): Promise<void> {
  await tx
    .insert(purchaseLines)
    .values({ userId, ...sku, amount })
    .onConflictDoUpdate({
      target: [purchaseLines.userId, purchaseLines.skuId],
      set: { amount: summedPurchase, updatedAt: sql`now()` },
    });
}

/** How many lines an owner's cart holds. */
export async function cartLineCount(on: Db, owner: CartOwner): Promise<number> {
  const [row] = await on.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(ownedBy(owner));
  return row?.n ?? 0;
}

/** How many lines the buyer's purchase list holds. */
export async function purchaseLineCount(on: Db, userId: number): Promise<number> {
  const [row] = await on
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseLines)
    .where(eq(purchaseLines.userId, userId));
  return row?.n ?? 0;
}

/** Sets the pieces of the owner's line; false when the owner has no such line. */
export async function setCartLineAmount(
  on: Db,
  owner: CartOwner,
  id: number,
  amount: number,
): Promise<boolean> {
  const updated = await on
    .update(cartLines)
    .set({ amount, updatedAt: sql`now()` })
    .where(and(eq(cartLines.id, id), ownedBy(owner)))
    .returning({ id: cartLines.id });
  return updated.length > 0;
}

/** Removes the owner's line; false when the owner has no such line. */
export async function removeCartLine(on: Db, owner: CartOwner, id: number): Promise<boolean> {
  const removed = await on
    .delete(cartLines)
    .where(and(eq(cartLines.id, id), ownedBy(owner)))
    .returning({ id: cartLines.id });
  return removed.length > 0;
}

/**
 * Moves a guest cart's lines into the account in one statement (deleted and re-inserted): a second
 * sign-in racing with the same key finds them already gone; a SKU in both becomes one summed line.
 */
export async function moveGuestLines(tx: Db, guestCartId: string, userId: number): Promise<void> {
  await tx.execute(sql`
    with moved as (
      delete from cart_lines where guest_cart_id = ${guestCartId} returning item_id, sku_id, amount
    )
    insert into cart_lines (user_id, item_id, sku_id, amount)
    select ${userId}::int, item_id, sku_id, amount from moved
    on conflict (user_id, sku_id) where user_id is not null
    do update set amount = ${summed}, updated_at = now()`);
}

/** The buyer's lines of the cart or purchase list a checkout names (all without ids), locked if asked. */
export async function checkoutSourceLines(
  tx: Db,
  userId: number,
  kind: CheckoutSource,
  lineIds: readonly number[] | undefined,
  lock: boolean,
): Promise<OwnedLine[]> {
  const table = tableOf(kind);
  const query = tx
    .select({ id: table.id, skuId: table.skuId, amount: table.amount })
    .from(table)
    .where(and(eq(table.userId, userId), lineIds ? inArray(table.id, [...lineIds]) : undefined))
    .orderBy(table.id);
  return lock ? query.for('update') : query;
}

/** Removes the buyer's lines that went into an order. */
export async function removeOrderedLines(
  tx: Db,
  userId: number,
  kind: CheckoutSource,
  lineIds: readonly number[],
): Promise<void> {
  if (lineIds.length === 0) return;
  const table = tableOf(kind);
  await tx.delete(table).where(and(eq(table.userId, userId), inArray(table.id, [...lineIds])));
}

/**
 * The owner's lines, the latest changed first, by statements prepared once per database by name: every
 * cart view reads them.
 */
export function createOwnedLineReads(db: Db) {
  const ownLines = (
    name: string,
    table: typeof cartLines | typeof purchaseLines,
    owner: typeof cartLines.userId | typeof cartLines.guestCartId | typeof purchaseLines.userId,
  ) =>
    db
      .select({ id: table.id, amount: table.amount, skuId: table.skuId })
      .from(table)
      .where(eq(owner, sql.placeholder('owner')))
      .orderBy(desc(table.updatedAt), desc(table.id))
      .prepare(name);
  const userCart = ownLines('cart_lines_of_user', cartLines, cartLines.userId);
  const guestCart = ownLines('cart_lines_of_guest', cartLines, cartLines.guestCartId);
  const purchaseList = ownLines('purchase_lines_of_user', purchaseLines, purchaseLines.userId);
  return {
    cartOf: (owner: CartOwner): Promise<OwnedLine[]> =>
      owner.userId !== undefined
        ? userCart.execute({ owner: owner.userId })
        : guestCart.execute({ owner: owner.guestCartId }),
    purchaseListOf: (userId: number): Promise<OwnedLine[]> => purchaseList.execute({ owner: userId }),
  };
}
