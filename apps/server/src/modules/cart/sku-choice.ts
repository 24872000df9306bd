import type { Language, ShortfallReason } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { ItemForSale, SkusService } from '../catalogue/index.ts';
import { type CartMessageKey, cartMessage } from './messages.ts';

export interface SkuChoice {
  itemId: number;
  colorId?: number;
  sizeId?: number;
}

export interface ChosenSku {
  itemId: number;
  skuId: number;
}

const refuse = (lang: Language, key: CartMessageKey, status = 400) =>
  new HttpError(status, cartMessage(lang, key), status);

/** Price types whose price the stall set right (spec 3 §4: any other shows a price-setting error). */
const SOUND_PRICE_TYPES = new Set([1, 2]);

/**
 * The SKU a dialog's choice names, checked against the add-to-cart rules of spec 3 §4-§5: both colour
 * and size chosen, the combination sold, a price above 0 set right, in stock, not pre-sold, an art
 * number given.
 */
export async function chooseSku(
  skus: SkusService,
  on: Db,
  choice: SkuChoice,
  lang: Language,
): Promise<ChosenSku> {
  const { colorId, sizeId } = choice;
  if (colorId === undefined || sizeId === undefined) throw refuse(lang, 'selectColorSize');
  const offer = await skus.chosen(on, { itemId: choice.itemId, colorId, sizeId });
  const item = offer?.item;
  if (item?.status !== 1) throw refuse(lang, 'productEmpty', 404);
  if (item.isPreSell || !item.artNo.trim()) throw refuse(lang, 'cannotBuy');
  if (!SOUND_PRICE_TYPES.has(item.priceType)) throw refuse(lang, 'priceError');
  const sku = offer?.sku;
  if (!sku || sku.price <= 0) throw refuse(lang, 'noSku');
  // The grid marks a lacking SKU; a call that sends one anyway is refused, not added unpriced.
  if (sku.isLack) throw refuse(lang, 'outOfStock');
  return { itemId: item.id, skuId: sku.id };
}

/**
 * Why a line cannot be bought now, or null when it can: the add-to-cart rules, with stock for its pieces
 * (decision 049: such a line stays in its list and is shown as a shortfall at checkout).
 */
export function shortfallOf(
  line: { item: ItemForSale; sku: { price: number; stock: number; isLack: boolean } },
  amount: number,
): ShortfallReason | null {
  if (line.item.status !== 1) return 'offShelf';
  if (line.item.isPreSell || !SOUND_PRICE_TYPES.has(line.item.priceType) || line.sku.price <= 0)
    return 'notForSale';
  if (line.sku.isLack || line.sku.stock <= 0) return 'outOfStock';
  if (line.sku.stock < amount) return 'short';
  return null;
}
