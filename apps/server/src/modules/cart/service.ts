import {
  batchLineMessage,
  type CartLine,
  type CartView,
  type CheckoutSource,
  type Language,
  type PurchaseList,
  QUANTITY_MAX,
  type ShortfallReason,
} from '@stallhub/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { SkuLine, SkusService } from '../catalogue/index.ts';
import type { ShellService } from '../shell/index.ts';
import type { ShopsService } from '../shops/index.ts';
import { findGuestCart, openGuestCart } from './guest-carts.ts';
import { cartMessage } from './messages.ts';
import { type CartOwner, ownedBy } from './owner.ts';
import { type ChosenSku, chooseSku, type SkuChoice, shortfallOf } from './sku-choice.ts';
import { cartLines, purchaseLines } from './tables.ts';

export interface CartAdd extends SkuChoice {
  amount: number;
}

/** A cart or purchase-list line chosen at checkout, with its SKU as it is now (prices from the row). */
export interface CheckoutSourceLine extends SkuLine {
  lineId: number;
  amount: number;
  /** Why it cannot be bought now; null when it can. */
  shortfall: ShortfallReason | null;
}

/** Adding to a line that exists sums the pieces, capped at the spec's 999 (spec 3 §5, §9). */
const summed = sql.raw(`least(${QUANTITY_MAX}, cart_lines.amount + excluded.amount)`);
const summedPurchase = sql.raw(`least(${QUANTITY_MAX}, purchase_lines.amount + excluded.amount)`);

/**
 * One statement: the line is created or its pieces summed atomically, so concurrent adds of one SKU
 * (repeated clicks, retried requests) leave one line holding every add, never two lines.
 */
async function upsertLine(db: Db, owner: CartOwner, sku: ChosenSku, amount: number): Promise<number> {
  const values = { ...sku, amount, userId: owner.userId ?? null, guestCartId: owner.guestCartId ?? null };
  const target =
    owner.userId !== undefined
      ? { target: [cartLines.userId, cartLines.skuId], targetWhere: sql`user_id is not null` }
      : { target: [cartLines.guestCartId, cartLines.skuId], targetWhere: sql`guest_cart_id is not null` };
  const [row] = await db
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({ ...target, set: { amount: summed, updatedAt: sql`now()` } })
    .returning({ amount: cartLines.amount });
  return row!.amount;
}

/**
 * The SKUs of a batch, checked, in SKU order: batches write their lines' rows in one order, so two
 * batches touching the same SKUs in different orders wait for each other instead of deadlocking.
 * A refusal names the line it is about (`field`.index, as the input checks do), so the page can point at it.
 */
async function chosenInSkuOrder(
  skus: SkusService,
  tx: Db,
  adds: readonly CartAdd[],
  lang: Language,
  field: 'items' | 'lines',
) {
  const chosen: { sku: ChosenSku; amount: number }[] = [];
  for (const [index, add] of adds.entries()) {
    try {
      chosen.push({ sku: await chooseSku(skus, tx, add, lang), amount: add.amount });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      throw new HttpError(error.status, batchLineMessage(field, index, error.message), error.code);
    }
  }
  return chosen.sort((a, b) => a.sku.skuId - b.sku.skuId);
}

export function createCartService(
  db: Db,
  deps: { shops: ShopsService; shell: ShellService; skus: SkusService },
) {
  async function count(owner: CartOwner | null): Promise<number> {
    if (!owner) return 0;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cartLines).where(ownedBy(owner));
    return row?.n ?? 0;
  }

  /** An owner's lines, the latest changed first; prepared by name, as every cart view reads them. */
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
  const userCartLines = ownLines('cart_lines_of_user', cartLines, cartLines.userId);
  const guestCartLines = ownLines('cart_lines_of_guest', cartLines, cartLines.guestCartId);
  const purchaseListLines = ownLines('purchase_lines_of_user', purchaseLines, purchaseLines.userId);

  /**
   * Lines with their SKU and item as the asker may see them: no price for guests. Two queries whatever
   * the number of lines: the owner's lines, then their SKUs from the catalogue.
   */
  async function linesOf(
    own: typeof userCartLines,
    owner: number | string,
    lang: Language,
    signedIn: boolean,
  ) {
    const owned = await own.execute({ owner });
    const skuLines = await deps.skus.lines(
      db,
      owned.map((l) => l.skuId),
      lang,
    );
    return owned
      .flatMap(({ id, amount, skuId }) => {
        const row = skuLines.get(skuId);
        return row ? [{ id, amount, ...row }] : [];
      })
      .map((row) => ({
        shopId: row.item.shopId,
        line: {
          id: row.id,
          itemId: row.item.id,
          vid: row.item.vid,
          title: row.item.title,
          indexImgUrl: row.item.indexImgUrl,
          artNo: row.item.artNo,
          skuId: row.sku.id,
          colorId: row.sku.colorId,
          color: row.sku.colorName,
          sizeId: row.sku.sizeId,
          size: row.sku.sizeName,
          amount: row.amount,
          price: signedIn ? row.sku.price : undefined,
          stock: row.sku.stock,
          isLack: row.sku.isLack,
          onShelf: row.item.status === 1,
          stockShort: row.sku.isLack || row.sku.stock < row.amount,
        } satisfies CartLine,
      }));
  }

  const roundMoney = (n: number) => Math.round(n * 100) / 100;

  async function view(owner: CartOwner | null, lang: Language, chosenCurrency?: string): Promise<CartView> {
    const signedIn = owner?.userId !== undefined;
    const locator = await deps.shell.currencyLocator(lang, chosenCurrency);
    // A guest's cart holds no price at all: the answer's guest schema has none (price-fields.ts).
    const prices = (total: number) => (signedIn ? { totalPrice: total, totalPriceInCurrency: total } : {});
    if (!owner)
      return { groups: [], cartCount: 0, pieces: 0, ...prices(0), currency: locator.currency, signedIn };
    const lines =
      owner.userId !== undefined
        ? await linesOf(userCartLines, owner.userId, lang, signedIn)
        : await linesOf(guestCartLines, owner.guestCartId, lang, signedIn);
    const summaries = await deps.shops.summaries([...new Set(lines.map((l) => l.shopId))], lang);
    const groups = new Map<number, CartView['groups'][number]>();
    for (const { shopId, line } of lines) {
      let group = groups.get(shopId);
      if (!group) {
        const shop = summaries.get(shopId);
        group = {
          shopId,
          shopName: shop?.name ?? '',
          subName: shop?.subName ?? '',
          floor: shop?.floor ?? '',
          position: shop?.position ?? '',
          lines: [],
        };
        groups.set(shopId, group);
      }
      group.lines.push(line);
    }
    // Lines no longer for sale (delisted, out of stock) are shown but not counted in the total.
    const payable = lines.filter(({ line }) => line.onShelf && !line.stockShort);
    const totalPrice = roundMoney(
      payable.reduce((sum, { line }) => sum + (line.price ?? 0) * line.amount, 0),
    );
    const rate = locator.rates[locator.currency] ?? 1;
    return {
      groups: [...groups.values()],
      cartCount: lines.length,
      pieces: lines.reduce((sum, { line }) => sum + line.amount, 0),
      ...(signedIn ? { totalPrice, totalPriceInCurrency: roundMoney(totalPrice * rate) } : {}),
      currency: locator.currency,
      signedIn,
    };
  }

  const noLine = (lang: Language) => new HttpError(404, cartMessage(lang, 'noLine'), 404);

  return {
    count,
    view,

    /** The guest cart a cookie's key opens for reading, or none. */
    async guestOwner(key: string | undefined): Promise<CartOwner | null> {
      const guestCartId = await findGuestCart(db, key);
      return guestCartId ? { guestCartId } : null;
    },

    /** The guest cart to write to, made under a fresh key when the cookie holds none the server issued. */
    async openGuestCart(key: string | undefined): Promise<{ owner: CartOwner; key: string }> {
      const cart = await openGuestCart(db, key);
      return { owner: { guestCartId: cart.id }, key: cart.key };
    },

    /** Adds pieces of one SKU: checked against the rules, then one atomic statement. */
    async add(owner: CartOwner, add: CartAdd, lang: Language) {
      const sku = await chooseSku(deps.skus, db, add, lang);
      const amount = await upsertLine(db, owner, sku, add.amount);
      return { amount, cartCount: await count(owner) };
    },

    /** Adds several SKUs at once: all of them or, when one is refused, none (one transaction). */
    async addAll(owner: CartOwner, adds: readonly CartAdd[], lang: Language) {
      await db.transaction(async (tx) => {
        for (const { sku, amount } of await chosenInSkuOrder(deps.skus, tx, adds, lang, 'items')) {
          await upsertLine(tx, owner, sku, amount);
        }
      });
      return { added: adds.length, cartCount: await count(owner) };
    },

    /** Sets a line's pieces; only the owner's line (anyone else's id is "no such line"). */
    async setAmount(owner: CartOwner | null, id: number, amount: number, lang: Language) {
      if (!owner) throw noLine(lang);
      const updated = await db
        .update(cartLines)
        .set({ amount, updatedAt: sql`now()` })
        .where(and(eq(cartLines.id, id), ownedBy(owner)))
        .returning({ id: cartLines.id });
      if (updated.length === 0) throw noLine(lang);
    },

    async remove(owner: CartOwner | null, id: number, lang: Language) {
      if (!owner) throw noLine(lang);
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, id), ownedBy(owner)))
        .returning({ id: cartLines.id });
      if (removed.length === 0) throw noLine(lang);
    },

    /**
     * Moves a guest cart into the account at sign-in, inside the session's transaction. The guest lines
     * are deleted and re-inserted in one statement: a second sign-in racing with the same key finds them
     * already gone, so nothing is added twice; a SKU in both carts becomes one line with the pieces summed.
     */
    async mergeGuestCart(tx: Db, userId: number, guestKey: string | undefined): Promise<void> {
      const guestCartId = await findGuestCart(tx, guestKey);
      if (!guestCartId) return;
      await tx.execute(sql`
        with moved as (
          delete from cart_lines where guest_cart_id = ${guestCartId} returning item_id, sku_id, amount
        )
        insert into cart_lines (user_id, item_id, sku_id, amount)
        select ${userId}::int, item_id, sku_id, amount from moved
        on conflict (user_id, sku_id) where user_id is not null
        do update set amount = ${summed}, updated_at = now()`);
    },

    /** Adds lines to a buyer's purchase list in one transaction; answers how many lines it now holds. */
    async addToPurchaseList(userId: number, adds: readonly CartAdd[], lang: Language) {
      return db.transaction(async (tx) => {
        for (const { sku, amount } of await chosenInSkuOrder(deps.skus, tx, adds, lang, 'lines')) {
          await tx
            .insert(purchaseLines)
            .values({ userId, ...sku, amount })
            .onConflictDoUpdate({
              target: [purchaseLines.userId, purchaseLines.skuId],
              set: { amount: summedPurchase, updatedAt: sql`now()` },
            });
        }
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(purchaseLines)
          .where(eq(purchaseLines.userId, userId));
        return { orders_amount: row?.n ?? 0 };
      });
    },

    /**
     * The buyer's lines of the cart or the purchase list that a checkout names (all of them when `lineIds`
     * is absent), in the caller's transaction. `lock` holds them until it ends: two checkouts of one line
     * take turns, and the second finds it gone. A named line that is not the buyer's is "no such line".
     */
    async checkoutLines(
      tx: Db,
      userId: number,
      source: CheckoutSource,
      lineIds: readonly number[] | undefined,
      lang: Language,
      lock = false,
    ): Promise<CheckoutSourceLine[]> {
      const table = source === 'cart' ? cartLines : purchaseLines;
      const owner = source === 'cart' ? cartLines.userId : purchaseLines.userId;
      const query = tx
        .select({ id: table.id, skuId: table.skuId, amount: table.amount })
        .from(table)
        .where(and(eq(owner, userId), lineIds ? inArray(table.id, [...lineIds]) : undefined))
        .orderBy(table.id);
      const held = lock ? await query.for('update') : await query;
      if (lineIds && held.length !== new Set(lineIds).size) throw noLine(lang);
      const skuLines = await deps.skus.lines(
        tx,
        held.map((l) => l.skuId),
        lang,
      );
      return held.flatMap(({ id, skuId, amount }) => {
        const row = skuLines.get(skuId);
        return row ? [{ ...row, lineId: id, amount, shortfall: shortfallOf(row, amount) }] : [];
      });
    },

    /** Removes lines that went into an order, inside the order's transaction. */
    async removeOrdered(tx: Db, userId: number, source: CheckoutSource, lineIds: readonly number[]) {
      if (lineIds.length === 0) return;
      const table = source === 'cart' ? cartLines : purchaseLines;
      const owner = source === 'cart' ? cartLines.userId : purchaseLines.userId;
      await tx.delete(table).where(and(eq(owner, userId), inArray(table.id, [...lineIds])));
    },

    async purchaseList(userId: number, lang: Language): Promise<PurchaseList> {
      const lines = (await linesOf(purchaseListLines, userId, lang, true)).map((l) => l.line);
      return {
        lines,
        total: roundMoney(lines.reduce((sum, line) => sum + (line.price ?? 0) * line.amount, 0)),
        pieces: lines.reduce((sum, line) => sum + line.amount, 0),
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
