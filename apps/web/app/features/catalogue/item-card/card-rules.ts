import { VALID_PRICE_TYPES } from '@stallhub/contracts';

// The item card's display rules (spec 3 §5), free of React.

export interface Counts {
  saleNum: number;
  uploadNum: number;
  favNum: number;
}

export type CountKind = 'sales' | 'uploads' | 'favourites';

/**
 * The one count a card shows (spec 3 §5: "show sales if 10 times sales is at least uploads and
 * favourites, else uploads, else favourites"). Read as:
 *   sales      when 10 × sales ≥ uploads and 10 × sales ≥ favourites;
 *   uploads    else when 10 × uploads ≥ favourites (the same test, applied to what is left);
 *   favourites otherwise.
 * Sales win ties and an all-zero item shows 0 sales.
 */
export function salesFigure({ saleNum, uploadNum, favNum }: Counts): { kind: CountKind; value: number } {
  if (10 * saleNum >= uploadNum && 10 * saleNum >= favNum) return { kind: 'sales', value: saleNum };
  if (10 * uploadNum >= favNum) return { kind: 'uploads', value: uploadNum };
  return { kind: 'favourites', value: favNum };
}

/**
 * The hot-item recommendation (spec 3 §5): the largest count, when it is above 0 and at least ten
 * times each of the other two; otherwise none. "Exceeds by a factor of 10" is read as ≥ 10×, the same
 * comparison the sales figure uses.
 */
export function hotRecommendation({ saleNum, uploadNum, favNum }: Counts): CountKind | null {
  const counts: [CountKind, number][] = [
    ['sales', saleNum],
    ['uploads', uploadNum],
    ['favourites', favNum],
  ];
  for (const [kind, value] of counts) {
    const others = counts.filter(([k]) => k !== kind).map(([, v]) => v);
    if (value > 0 && others.every((other) => value >= 10 * other)) return kind;
  }
  return null;
}

export type PriceDisplay = { kind: 'login' } | { kind: 'error' } | { kind: 'price'; cny: number };

/**
 * Guests see a log-in prompt (a guest's answer has no price field at all); a price type other than 1 or 2
 * is the stall's price-setting error (spec 3 §4); otherwise the price, in CNY, to convert for display.
 */
export function priceDisplay({
  price,
  priceType,
}: {
  price?: number | null;
  priceType: number;
}): PriceDisplay {
  if (price == null) return { kind: 'login' };
  if (!(VALID_PRICE_TYPES as readonly number[]).includes(priceType)) return { kind: 'error' };
  return { kind: 'price', cny: price };
}
