import {
  batchLineMessage,
  type CartLine,
  type CartView,
  type CheckoutSource,
  type Language,
  type PurchaseList,
  type ShortfallReason,
} from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { SkuLine, SkusService } from '../catalogue/index.ts';
import type { ShellService } from '../shell/index.ts';
import type { StallsService } from '../stalls/index.ts';
import { findGuestCart, openGuestCart } from './guest-carts.ts';
import { cartMessage } from './messages.ts';
import type { CartOwner } from './owner.ts';
import {
  cartLineCount,
  checkoutSourceLines,
  createOwnedLineReads,
  moveGuestLines,
  type OwnedLine,
  purchaseLineCount,
  removeCartLine,
  removeOrderedLines,
  setCartLineAmount,
  upsertCartLine,
  upsertPurchaseLine,
} from './repository.ts';
import { type ChosenSku, chooseSku, type SkuChoice, shortfallOf } from './sku-choice.ts';

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

type Deps = { shops: StallsService; shell: ShellService; skus: SkusService };

const roundMoney = (n: number) => Math.round(n * 100) / 100;
const noLine = (lang: Language) => new HttpError(404, cartMessage(lang, 'noLine'), 404);

/**
 * Lines with their SKU and item as the asker may see them: no price for guests. Two queries whatever
 * the number of lines: the owner's lines, then their SKUs from the catalogue.
 */
async function shownLines(
  db: Db,
  deps: Deps,
  owned: readonly OwnedLine[],
  lang: Language,
  signedIn: boolean,
) {
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

type ShownLine = Awaited<ReturnType<typeof shownLines>>[number];

/** The lines grouped by stall, in the order their stalls first appear. */
async function stallGroups(deps: Deps, lines: readonly ShownLine[], lang: Language) {
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
  return [...groups.values()];
}

/** The cart as its owner sees it; a guest's holds no price at all (the answer's guest schema has none). */
async function cartView(
  db: Db,
  deps: Deps,
  reads: ReturnType<typeof createOwnedLineReads>,
  owner: CartOwner | null,
  lang: Language,
  chosenCurrency?: string,
): Promise<CartView> {
  const signedIn = owner?.userId !== undefined;
  const locator = await deps.shell.currencyLocator(lang, chosenCurrency);
  const prices = (total: number) => (signedIn ? { totalPrice: total, totalPriceInCurrency: total } : {});
  if (!owner)
    return { groups: [], cartCount: 0, pieces: 0, ...prices(0), currency: locator.currency, signedIn };
  const lines = await shownLines(db, deps, await reads.cartOf(owner), lang, signedIn);
  // Lines no longer for sale (delisted, out of stock) are shown but not counted in the total.
  const payable = lines.filter(({ line }) => line.onShelf && !line.stockShort);
  const totalPrice = roundMoney(payable.reduce((sum, { line }) => sum + (line.price ?? 0) * line.amount, 0));
  const rate = locator.rates[locator.currency] ?? 1;
  return {
    groups: await stallGroups(deps, lines, lang),
    cartCount: lines.length,
    pieces: lines.reduce((sum, { line }) => sum + line.amount, 0),
    ...(signedIn ? { totalPrice, totalPriceInCurrency: roundMoney(totalPrice * rate) } : {}),
    currency: locator.currency,
    signedIn,
  };
}

/**
 * The buyer's lines of the cart or the purchase list that a checkout names (all of them when `lineIds`
 * is absent), in the caller's transaction. `lock` holds them until it ends: two checkouts of one line
 * take turns, and the second finds it gone. A named line that is not the buyer's is "no such line".
 */
async function checkoutLines(
  deps: Deps,
  tx: Db,
  userId: number,
  source: CheckoutSource,
  lineIds: readonly number[] | undefined,
  lang: Language,
  lock = false,
): Promise<CheckoutSourceLine[]> {
  const held = await checkoutSourceLines(tx, userId, source, lineIds, lock);
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
}

/** The cart (a buyer's or a guest's) and the buyer's purchase list: their lines, adds and checkout's reads. */
export function createCartService(db: Db, deps: Deps) {
  const reads = createOwnedLineReads(db);
  const count = async (owner: CartOwner | null) => (owner ? cartLineCount(db, owner) : 0);
  return {
    count,
    view: (owner: CartOwner | null, lang: Language, chosenCurrency?: string) =>
      cartView(db, deps, reads, owner, lang, chosenCurrency),

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
      const amount = await upsertCartLine(db, owner, sku, add.amount);
      return { amount, cartCount: await count(owner) };
    },

    /** Adds several SKUs at once: all of them or, when one is refused, none (one transaction). */
    async addAll(owner: CartOwner, adds: readonly CartAdd[], lang: Language) {
      await db.transaction(async (tx) => {
        for (const { sku, amount } of await chosenInSkuOrder(deps.skus, tx, adds, lang, 'items')) {
          await upsertCartLine(tx, owner, sku, amount);
        }
      });
      return { added: adds.length, cartCount: await count(owner) };
    },

    /** Sets a line's pieces; only the owner's line (anyone else's id is "no such line"). */
    async setAmount(owner: CartOwner | null, id: number, amount: number, lang: Language) {
      if (!owner || !(await setCartLineAmount(db, owner, id, amount))) throw noLine(lang);
    },

    async remove(owner: CartOwner | null, id: number, lang: Language) {
      if (!owner || !(await removeCartLine(db, owner, id))) throw noLine(lang);
    },

    /** Moves a guest cart into the account at sign-in, inside the session's transaction. */
    async mergeGuestCart(tx: Db, userId: number, guestKey: string | undefined): Promise<void> {
      const guestCartId = await findGuestCart(tx, guestKey);
      if (guestCartId) await moveGuestLines(tx, guestCartId, userId);
    },

    /** Adds lines to a buyer's purchase list in one transaction; answers how many lines it now holds. */
    async addToPurchaseList(userId: number, adds: readonly CartAdd[], lang: Language) {
      return db.transaction(async (tx) => {
        for (const { sku, amount } of await chosenInSkuOrder(deps.skus, tx, adds, lang, 'lines')) {
          await upsertPurchaseLine(tx, userId, sku, amount);
        }
        return { orders_amount: await purchaseLineCount(tx, userId) };
      });
    },

    checkoutLines: (
      tx: Db,
      userId: number,
      source: CheckoutSource,
      lineIds: readonly number[] | undefined,
      lang: Language,
      lock = false,
    ) => checkoutLines(deps, tx, userId, source, lineIds, lang, lock),

    /** Removes lines that went into an order, inside the order's transaction. */
    removeOrdered: (tx: Db, userId: number, source: CheckoutSource, lineIds: readonly number[]) =>
      removeOrderedLines(tx, userId, source, lineIds),

    async purchaseList(userId: number, lang: Language): Promise<PurchaseList> {
      const lines = (await shownLines(db, deps, await reads.purchaseListOf(userId), lang, true)).map(
        (l) => l.line,
      );
      return {
        lines,
        total: roundMoney(lines.reduce((sum, line) => sum + (line.price ?? 0) * line.amount, 0)),
        pieces: lines.reduce((sum, line) => sum + line.amount, 0),
      };
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
