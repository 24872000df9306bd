import { type City, CREDIT_DATA_TYPE, type CreditData, type Language } from '@stallhub/contracts';
import { localePath } from '../../../routing/locale.ts';

// The stall home's rules (spec 3 §2 routes, §3 "Shop", §5), free of React.

/** The stall home's path: /shop/{id}, or under /{lang} for other languages. */
export const shopPath = (lang: Language, shopId: number) => localePath(lang, `/shop/${shopId}`);

/** The stall search results: /{city}/shops/search.html?q=…&queryType=1 (spec 3 §2). */
export const shopSearchPath = (lang: Language, city: City) => localePath(lang, `/${city}/shops/search.html`);

/** The strength sheet's own form of the stall page (spec 3 §2 "Other links"). */
export const STRENGTH_CONTENT = 'content_slzz';

/**
 * What the optional /{param}/{point} segments of the stall home ask for: the strength sheet
 * (content_slzz), or the item list narrowed to a category (a numeric param) at a page (a numeric point).
 * Anything else is a page that does not exist.
 */
export type ShopView =
  | { kind: 'items'; vcid?: number; page?: number }
  | { kind: 'strength' }
  | { kind: 'missing' };

const positive = (raw: string) => (/^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

export function shopView(
  param: string | undefined,
  point: string | undefined,
  search: URLSearchParams,
): ShopView {
  if (param === STRENGTH_CONTENT) return point === undefined ? { kind: 'strength' } : { kind: 'missing' };
  if (param === undefined) return search.get('type') === '1' ? { kind: 'strength' } : { kind: 'items' };
  const vcid = positive(param);
  if (vcid === null) return { kind: 'missing' };
  if (point === undefined) return { kind: 'items', vcid };
  const page = positive(point);
  return page === null ? { kind: 'missing' } : { kind: 'items', vcid, page };
}

/** A rate as the credit card writes it: floor percent (spec 3 §5 "Stock rate displayed as floor percent"). */
export const floorPercent = (value: number) => `${Math.floor(value * 100 + 1e-9)}%`;

/** The card's four figures in a fixed order, for one cycle. */
export const CREDIT_FIGURES = [
  CREDIT_DATA_TYPE.onTimeShipping,
  CREDIT_DATA_TYPE.returnSuccess,
  CREDIT_DATA_TYPE.stockRate,
  CREDIT_DATA_TYPE.spRate,
] as const;

export function figuresOf(list: readonly CreditData[], cycleType: number): CreditData[] {
  return CREDIT_FIGURES.flatMap((type) => list.filter((c) => c.cycleType === cycleType && c.type === type));
}

/** 1 above peers, 0 below, 2 equal (spec 3 §3 "Rates"). */
export const peerKey = (type: number) => (type === 1 ? 'above' : type === 0 ? 'below' : 'equal');
