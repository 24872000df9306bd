import { formatMarketTime, type ItemDetail, type SkuEntry } from '@stallhub/contracts';
import { type PriceDisplay, priceDisplay } from '../catalogue/item-card/card-rules.ts';

// The item page's rules (spec 3 §4 "Add to cart", §8 "Item states"), free of React.

export type ItemTip = 'priceSetting' | 'preSale' | 'specialOffer';

type Item = ItemDetail['item'];

/**
 * What the price area shows: the price (or the guest's log-in prompt, or the price error), and the tips.
 * A price type other than 1 or 2 is the stall's price-setting error, whoever looks; pre-sale items cannot
 * be bought; special offers are neither refunded nor exchanged.
 */
export function priceArea(item: Pick<Item, 'price' | 'priceType' | 'isPreSell' | 'isSpecialOffer'>): {
  price: PriceDisplay;
  tips: ItemTip[];
} {
  const price = priceDisplay(item);
  const tips: ItemTip[] = [];
  if (priceDisplay({ price: 0, priceType: item.priceType }).kind === 'error') tips.push('priceSetting');
  if (item.isPreSell) tips.push('preSale');
  if (item.isSpecialOffer) tips.push('specialOffer');
  return { price, tips };
}

/** A list price worth striking through: shown only when above the price. */
export const struckPrice = (item: Pick<Item, 'price' | 'originalPrice'>): number | null =>
  item.price != null && item.originalPrice != null && item.originalPrice > item.price
    ? item.originalPrice
    : null;

export type SkuState =
  | { kind: 'available' }
  /** A SKU priced 0 cannot be chosen (spec 3 §4). */
  | { kind: 'unavailable' }
  | { kind: 'lack'; reason: string | null; arriveTime: string | null };

/** A SKU row's stock cell. Guests get no price, so a 0 price only tells for buyers. */
export function skuState(sku: SkuEntry): SkuState {
  if (sku.isLack) return { kind: 'lack', reason: sku.lackReason, arriveTime: sku.arriveTime };
  if (sku.discountPrice === 0) return { kind: 'unavailable' };
  return { kind: 'available' };
}

/** The article that explains price-setting errors (spec 3 §2 "Other links"). */
export const priceErrorArticle = (city: string) => `/${city}/notice/article.html?page=jgcw`;

/** The article that explains the SKU table's stock states (spec 3 §2 "Other links"). */
export const stockStatusArticle = (city: string) => `/${city}/notice/article.html?page=invertory_status`;

/** Month and day of an arrival, in the markets' time zone so server and browser agree. */
export function arrivalDate(iso: string, locale: string): string {
  return formatMarketTime(locale, iso, 'numericMonthDay');
}
