import type { ItemSort } from './constants.ts';

// Guests see no price (spec 3 §6), so they may not narrow or order a list by price either: either would
// tell them prices by bisection (issue 12 point 1). docs/decisions/031-guests-ask-nothing-by-price.md

/** The inputs that narrow a list by price. */
export const PRICE_FILTER_FIELDS = ['priceMin', 'priceMax'] as const;
/** The sorts that order a list by price. */
export const PRICE_SORTS = ['price_asc', 'price_desc'] as const satisfies readonly ItemSort[];

export const isPriceSort = (value: unknown): boolean => (PRICE_SORTS as readonly unknown[]).includes(value);

/**
 * The input without its price filters and price sorts, whatever the field holding the sort is called;
 * everything else is kept as it is. What a guest's call, or a guest's page, is left with.
 */
export function withoutPriceInputs<T extends object>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([field, value]) => !(PRICE_FILTER_FIELDS as readonly string[]).includes(field) && !isPriceSort(value),
    ),
  ) as T;
}
