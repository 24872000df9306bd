import { QUANTITY_MAX, QUANTITY_MIN } from '@stallhub/contracts';

// The add-to-cart rules the dialog and the cart page share (spec 3 §4 "Add to cart", §5 quantity).

/** What the cart page's quantity box keeps of a keystroke: digits only, 3 characters (spec 3 §5). */
export const typedQuantity = (raw: string) => raw.replace(/\D/g, '').slice(0, 3);

export const quantityValid = (text: string) => {
  const n = Number(text);
  return /^\d{1,3}$/.test(text) && n >= QUANTITY_MIN && n <= QUANTITY_MAX;
};

/** Why an item cannot go in the cart at all, or null (spec 3 §4: pre-sold or no art number). */
export function refusal(item: { isPreSell: boolean; artNo: string; priceType: number }) {
  if (item.isPreSell) return 'preSell' as const;
  if (!item.artNo.trim()) return 'noArtNo' as const;
  if (item.priceType !== 1 && item.priceType !== 2) return 'priceError' as const;
  return null;
}
