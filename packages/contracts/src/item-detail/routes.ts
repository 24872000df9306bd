// item-detail: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import type { ItemCard, ShopCard } from '../catalogue/schemas.ts';
import { defineRoute } from '../route.ts';
import type {
  GoodsHistoryInput,
  GoodsHistoryPage,
  ItemDetail,
  ItemDetailInput,
  ItemRowInput,
  MidHotInput,
  RelatedItems,
  ReminderRecord,
  RemindInput,
} from './schemas.ts';

// The item page (spec 3 §7 "Item and shop"), remind-to-open (spec 1 §7) and browsing history (ours).
export const itemDetailRoute = defineRoute<ItemDetailInput, ItemDetail>('GET', '/apif/item/');
export const relatedItemsRoute = defineRoute<ItemRowInput, RelatedItems>('GET', '/apif/item/relatedOpt');
export const itemRecommendRoute = defineRoute<ItemRowInput, ItemCard[]>(
  'GET',
  '/apif/v1/item/right/recommend',
);
export const midHotRoute = defineRoute<MidHotInput, ItemCard[]>('GET', '/apif/item/mid-hot');
export const alsoViewedRoute = defineRoute<ItemRowInput, ItemCard[]>('GET', '/apif/item/watchList');
export const itemShopRecommendRoute = defineRoute<ItemDetailInput, ShopCard[]>(
  'GET',
  '/apif/item/right/recommend/shop',
);
export const remindToBeMemberRoute = defineRoute<RemindInput, ReminderRecord>(
  'POST',
  '/apic/user/remainToBeMember',
);
export const goodsHistoryRoute = defineRoute<GoodsHistoryInput, GoodsHistoryPage>(
  'GET',
  '/apic/user/goodsHistory',
);
