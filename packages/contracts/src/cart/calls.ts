// cart: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { LANGUAGES } from '../constants.ts';
import {
  cartAddRoute,
  cartBatchAddRoute,
  cartCountRoute,
  cartListRoute,
  cartRemoveRoute,
  cartUpdateRoute,
  favoriteCartAddRoute,
  purchaseAddAllRoute,
  purchaseListRoute,
} from './routes.ts';
import {
  cartAddData,
  cartBatchInput,
  cartItemInput,
  cartLineIdInput,
  cartListInput,
  cartUpdateInput,
  cartView,
  purchaseAddAllInput,
  purchaseList,
} from './schemas.ts';

export const addToCart = defineCall({
  ...cartAddRoute,
  input: cartItemInput,
  data: cartAddData,
  example: { itemId: 274, color_id: 10, size_id: 102, color: '雾霾蓝', size: 'M', amount: 2 },
});
/** The favourites page's add-to-cart (its path is not in the spec: ours). */
export const favoriteAddToCart = defineCall({
  ...favoriteCartAddRoute,
  input: cartItemInput,
  data: cartAddData,
  example: { itemId: 274, color_id: 10, size_id: 102, color: '雾霾蓝', size: 'M', amount: 2 },
});
export const batchAddToCart = defineCall({
  ...cartBatchAddRoute,
  input: cartBatchInput,
  data: z.object({ user_key: z.string().nullable(), added: z.number().int(), cartCount: z.number().int() }),
  example: { items: [{ itemId: 274, color_id: 10, size_id: 102, color: '雾霾蓝', size: 'M', amount: 2 }] },
});
export const getCart = defineCall({
  ...cartListRoute,
  input: cartListInput,
  data: cartView,
  example: { lang: 'en', currency: 'USD' },
});
export const getCartCount = defineCall({
  ...cartCountRoute,
  input: z.object({}),
  data: z.object({ cartCount: z.number().int() }),
  example: {},
});
export const updateCartLine = defineCall({
  ...cartUpdateRoute,
  input: cartUpdateInput,
  data: cartView,
  example: { id: 1, amount: 3 },
});
export const removeCartLine = defineCall({
  ...cartRemoveRoute,
  input: cartLineIdInput,
  data: cartView,
  example: { id: 1 },
});
export const purchaseAddAll = defineCall({
  ...purchaseAddAllRoute,
  input: purchaseAddAllInput,
  /** orders_amount: the lines in the buyer's purchase list after the add. */
  data: z.object({ orders_amount: z.number().int() }),
  signIn: true,
  example: { lines: [{ itemId: 274, colorId: 10, sizeId: 102, color: '雾霾蓝', size: 'M', amount: 2 }] },
});
export const getPurchaseList = defineCall({
  ...purchaseListRoute,
  // The page's language: its lines' titles, colours and sizes read in it.
  input: z.object({ lang: z.enum(LANGUAGES).optional() }),
  data: purchaseList,
  signIn: true,
  example: { lang: 'en' },
});
