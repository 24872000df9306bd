import type { Language } from '@stallhub/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { items, skus } from '../catalogue/tables.ts';
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
 * and size chosen, the combination sold, a price above 0 set right, not pre-sold, an art number given.
 */
export async function chooseSku(db: Db, choice: SkuChoice, lang: Language): Promise<ChosenSku> {
  if (choice.colorId === undefined || choice.sizeId === undefined) throw refuse(lang, 'selectColorSize');
  const [item] = await db
    .select({
      id: items.id,
      status: items.status,
      isPreSell: items.isPreSell,
      artNo: items.artNo,
      priceType: items.priceType,
    })
    .from(items)
    .where(eq(items.id, choice.itemId));
  if (item?.status !== 1) throw refuse(lang, 'productEmpty', 404);
  if (item.isPreSell || !item.artNo.trim()) throw refuse(lang, 'cannotBuy');
  if (!SOUND_PRICE_TYPES.has(item.priceType)) throw refuse(lang, 'priceError');
  const [sku] = await db
    .select({ id: skus.id, price: skus.price })
    .from(skus)
    .where(and(eq(skus.itemId, item.id), eq(skus.colorId, choice.colorId), eq(skus.sizeId, choice.sizeId)));
  if (!sku || sku.price <= 0) throw refuse(lang, 'noSku');
  return { itemId: item.id, skuId: sku.id };
}
