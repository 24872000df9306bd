import type { ItemDetail, SkuEntry } from '@stallhub/contracts';
import { skuState } from '../item-detail/item-rules.ts';
import { quantityValid } from './dialog-rules.ts';

// The add-to-cart grid's rules (issue 16 point 2; spec 3 §4 "Add to cart", §5 quantity): a row per
// colour, a column per size, a quantity in each cell of a SKU that can be bought.

type Item = ItemDetail['item'];

/** A cell of the grid: a SKU to order, or why there is none to order. */
export type GridCell =
  | { kind: 'open'; sku: SkuEntry }
  /** The item has no SKU of this colour and size. */
  | { kind: 'none' }
  /** Priced 0: not for sale (spec 3 §4). Guests get no prices, so the server decides for them. */
  | { kind: 'notForSale' }
  | { kind: 'lack'; reason: string | null; arriveTime: string | null };

export function gridCell(skus: readonly SkuEntry[], colorId: number, sizeId: number): GridCell {
  const sku = skus.find((s) => s.colorId === colorId && s.sizeId === sizeId);
  if (!sku) return { kind: 'none' };
  const state = skuState(sku);
  return state.kind === 'available'
    ? { kind: 'open', sku }
    : state.kind === 'lack'
      ? state
      : { kind: 'notForSale' };
}

/** A colour's picture: its own when the item has one, else the item's main picture. */
export const colorPicture = (item: Pick<Item, 'colors' | 'indexImgUrl'>, colorId: number) =>
  item.colors.find((c) => c.id === colorId)?.pic ?? item.indexImgUrl;

/**
 * What a cell keeps of a keystroke: digits only. A fourth digit is kept rather than dropped, so that
 * 1200 shows as refused instead of silently becoming 120.
 */
export const typedCell = (raw: string) => raw.replace(/\D/g, '').slice(0, 4);

/** An empty cell orders nothing; anything else must be 1 to 999 (spec 3 §5). */
export const cellFault = (text: string) => text !== '' && !quantityValid(text);

/** The quantities typed, by SKU id. */
export type Quantities = Readonly<Record<number, string>>;

export interface GridLine {
  sku: SkuEntry;
  amount: number;
}

/** The lines to add: every open cell holding a valid quantity, colour by colour, size by size. */
export function gridLines(item: Pick<Item, 'colors' | 'sizes' | 'skus'>, quantities: Quantities): GridLine[] {
  return item.colors.flatMap((color) =>
    item.sizes.flatMap((size) => {
      const cell = gridCell(item.skus, color.id, size.id);
      const text = cell.kind === 'open' ? (quantities[cell.sku.id] ?? '') : '';
      return cell.kind === 'open' && text !== '' && !cellFault(text)
        ? [{ sku: cell.sku, amount: Number(text) }]
        : [];
    }),
  );
}

/** The SKUs whose cells hold a quantity outside 1 to 999. */
export const faultySkus = (skus: readonly SkuEntry[], quantities: Quantities) =>
  skus.filter((sku) => cellFault(quantities[sku.id] ?? ''));

/**
 * Pieces and money of the lines. Money only when every line has its price: guests receive none, and a
 * total missing some lines' prices would be wrong.
 */
export function gridTotals(lines: readonly GridLine[], itemPrice: number | null | undefined) {
  const pieces = lines.reduce((sum, line) => sum + line.amount, 0);
  let money: number | null = 0;
  for (const { sku, amount } of lines) {
    const price = sku.discountPrice ?? itemPrice;
    money = price == null || money === null ? null : money + price * amount;
  }
  return { lines: lines.length, pieces, money: money === null ? null : Math.round(money * 100) / 100 };
}
