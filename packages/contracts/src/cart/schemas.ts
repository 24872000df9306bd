// cart: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { CART_BATCH_MAX, LANGUAGES, QUANTITY_MAX, QUANTITY_MIN } from '../constants.ts';
import { id } from '../ids.ts';

// The cart and purchase-list calls (spec 3 §7 "Cart, purchase list ..."; rules §4 "Add to cart", §5, §9).

/** "Quantity: digits only, 1 to 999, 3 characters" (spec 3 §5): "01" and "1.5" are refused. */
export const quantity = z
  .union([z.number(), z.string()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,3}$/.test(v), 'amount: digits only, 1 to 999')
  .transform(Number)
  .refine((n) => n >= QUANTITY_MIN && n <= QUANTITY_MAX, 'amount: digits only, 1 to 999');

const optionalId = id.optional();

/** One cart item as the dialog sends it (spec 3 §3 "Cart item"); the SKU is found from item, colour and size. */
export const cartItemInput = z.object({
  itemId: id,
  color: z.string().max(100).optional(),
  size: z.string().max(100).optional(),
  color_id: optionalId,
  size_id: optionalId,
  amount: quantity,
  vskuid: z.string().max(60).optional(),
  exist_parts: z.unknown().optional(),
  art_no: z.string().max(100).optional(),
  lang: z.enum(LANGUAGES).optional(),
  /** The page's echo of the cookie; never trusted: the server reads its own user_key cookie. */
  user_key: z.string().max(128).optional(),
});
export type CartItemInput = z.input<typeof cartItemInput>;

export const cartAddData = z.object({
  /** The guest cart's key when the asker is a guest (the server also sets it as the user_key cookie). */
  user_key: z.string().nullable(),
  /** Pieces of this SKU in the cart after the add (capped at 999). */
  amount: z.number().int(),
  /** Lines in the cart: the header badge (99+ above 99). */
  cartCount: z.number().int(),
});
export type CartAddData = z.infer<typeof cartAddData>;

export const cartBatchInput = z.object({
  items: z
    .array(cartItemInput)
    .min(1, 'items: at least one')
    .max(CART_BATCH_MAX, `items: at most ${CART_BATCH_MAX}`),
});
export type CartBatchInput = z.input<typeof cartBatchInput>;

export const cartLine = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  vid: z.string(),
  title: z.string(),
  indexImgUrl: z.string(),
  artNo: z.string(),
  skuId: z.number().int(),
  colorId: z.number().int(),
  color: z.string(),
  sizeId: z.number().int(),
  size: z.string(),
  amount: z.number().int(),
  /** Unit price in CNY; absent for guests (they never receive prices). */
  price: z.number().nullable().optional(),
  stock: z.number().int(),
  isLack: z.boolean(),
  /** The item is still on shelf: a delisted one stays in the cart, marked. */
  onShelf: z.boolean(),
  /** The stall has fewer pieces than the line asks for. */
  stockShort: z.boolean(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartGroup = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  subName: z.string(),
  floor: z.string(),
  position: z.string(),
  lines: z.array(cartLine),
});
export type CartGroup = z.infer<typeof cartGroup>;

export const cartView = z.object({
  groups: z.array(cartGroup),
  cartCount: z.number().int(),
  pieces: z.number().int(),
  /** The lines' price in CNY and in the chosen currency; absent for guests. */
  totalPrice: z.number().nullable().optional(),
  currency: z.string(),
  totalPriceInCurrency: z.number().nullable().optional(),
  signedIn: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

export const cartListInput = z.object({
  lang: z.enum(LANGUAGES).optional(),
  currency: z.string().max(8).optional(),
});
export type CartListInput = z.input<typeof cartListInput>;

export const cartLineIdInput = z.object({
  id,
});
export const cartUpdateInput = cartLineIdInput.extend({ amount: quantity });
export type CartUpdateInput = z.input<typeof cartUpdateInput>;
export type CartRemoveInput = z.input<typeof cartLineIdInput>;

/** One purchase-list line (spec 3 §3 "Purchase-list line"). */
export const purchaseLineInput = z.object({
  itemId: id,
  amount: quantity,
  vskuid: z.string().max(60).optional(),
  color: z.string().max(100).optional(),
  size: z.string().max(100).optional(),
  colorId: optionalId,
  sizeId: optionalId,
  existParts: z.unknown().optional(),
  artNo: z.string().max(100).optional(),
});
export const purchaseAddAllInput = z.object({
  lines: z
    .array(purchaseLineInput)
    .min(1, 'lines: at least one')
    .max(CART_BATCH_MAX, `lines: at most ${CART_BATCH_MAX}`),
});
export type PurchaseAddAllInput = z.input<typeof purchaseAddAllInput>;

export const purchaseList = z.object({
  lines: z.array(cartLine),
  total: z.number(),
  pieces: z.number().int(),
});
export type PurchaseList = z.infer<typeof purchaseList>;
