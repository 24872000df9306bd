// Guests see no price (spec 3 §1, §6 "prices replaced by log-in prompt"). The server serialises a guest's
// answer with a schema that has none of these fields, so no service can leak one by mistake
// (docs/decisions/034-answers-shaped-by-their-schema.md).

/**
 * Every answer field that holds a price or a sum of prices, wherever it sits in an answer. A guest's answer
 * schema leaves them out; a member's requires them where its schema has them. In the answers a guest can
 * get they are optional in the contract's types, so a page reads an absent price as it reads null: no
 * price to show.
 *
 * Not prices: `priceType` (whether the stall set its price right, spec 3 §4), `saleOffRatio` (a discount
 * badge: a ratio tells no amount), `amount` (pieces), `total` (a count of results).
 */
export const PRICE_FIELDS = [
  'price',
  'discountPrice',
  'originalPrice',
  'minPrice',
  'maxPrice',
  'totalPrice',
  'totalPriceInCurrency',
  /** A listing's price on the buyer's platform as last synced (decision 057), in fen. */
  'priceCents',
] as const;

export type PriceField = (typeof PRICE_FIELDS)[number];

export const isPriceField = (name: string): boolean => (PRICE_FIELDS as readonly string[]).includes(name);
