// cart: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  CartAddData,
  CartBatchInput,
  CartItemInput,
  CartListInput,
  CartRemoveInput,
  CartUpdateInput,
  CartView,
  PurchaseAddAllInput,
  PurchaseList,
} from './schemas.ts';

// Cart and purchase list (spec 3 §7); the list, count, update and remove paths are ours.
export const cartAddRoute = defineRoute<CartItemInput, CartAddData>('POST', '/apic/user/cart/add');
export const favoriteCartAddRoute = defineRoute<CartItemInput, CartAddData>(
  'POST',
  '/apic/user/favoriteItem/addCart',
);
export const cartBatchAddRoute = defineRoute<
  CartBatchInput,
  { user_key: string | null; added: number; cartCount: number }
>('POST', '/api/transaction/cart/batchadd');
export const cartListRoute = defineRoute<CartListInput, CartView>('GET', '/apic/user/cart/list');
export const cartCountRoute = defineRoute<Record<string, never>, { cartCount: number }>(
  'GET',
  '/apic/user/cart/count',
);
export const cartUpdateRoute = defineRoute<CartUpdateInput, CartView>('POST', '/apic/user/cart/update');
export const cartRemoveRoute = defineRoute<CartRemoveInput, CartView>('POST', '/apic/user/cart/delete');
export const purchaseAddAllRoute = defineRoute<PurchaseAddAllInput, { orders_amount: number }>(
  'POST',
  '/apic/user/purchase/addAll',
);
export const purchaseListRoute = defineRoute<Record<string, never>, PurchaseList>(
  'GET',
  '/apic/user/purchase/list',
);
