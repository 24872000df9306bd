import { QUANTITY_MAX, QUANTITY_MIN, type SkuEntry } from '@stallhub/contracts';

// The add-to-cart dialog's rules (spec 3 §4 "Add to cart", §5 quantity).

export interface Selection {
  colorId?: number;
  sizeId?: number;
}

/** A SKU priced 0 is not for sale; a guest gets no prices (null), so the server decides for them. */
export const sellable = (sku: SkuEntry) => sku.discountPrice !== 0;

/** Clicking the chosen option again unselects it. */
export const toggle = (chosen: number | undefined, id: number) => (chosen === id ? undefined : id);

/** A colour is disabled when no sellable SKU has it with the chosen size (any size while none is chosen). */
export const colorDisabled = (skus: readonly SkuEntry[], colorId: number, sizeId?: number) =>
  !skus.some((s) => sellable(s) && s.colorId === colorId && (sizeId === undefined || s.sizeId === sizeId));

export const sizeDisabled = (skus: readonly SkuEntry[], sizeId: number, colorId?: number) =>
  !skus.some((s) => sellable(s) && s.sizeId === sizeId && (colorId === undefined || s.colorId === colorId));

/** The SKU the full selection names, when it is sellable. */
export const selectedSku = (skus: readonly SkuEntry[], selection: Selection) =>
  skus.find((s) => s.colorId === selection.colorId && s.sizeId === selection.sizeId && sellable(s));

/** What the quantity box keeps of a keystroke: digits only, 3 characters (spec 3 §5). */
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
