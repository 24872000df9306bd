// favourites: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  BlockState,
  FavouriteBatchResult,
  FavouriteItemInput,
  FavouriteItemsInput,
  FavouriteItemsPage,
  FavouriteState,
  FavouritesPageInput,
  FollowAdviceInput,
  FollowBatchResult,
  FollowState,
  ItemCardsPage,
  StallIdInput,
  StallIdsInput,
  StallRelation,
  StallRowsPage,
} from './schemas.ts';

// Favourite items, followed stalls, blocked stalls (spec 3 §7 "Cart, purchase list, favourites, ...").
export const favouriteItemAddRoute = defineRoute<FavouriteItemInput, FavouriteState>(
  'POST',
  '/apic/user/favoriteItem/add',
);
export const favouriteItemsAddRoute = defineRoute<FavouriteItemsInput, FavouriteBatchResult>(
  'POST',
  '/apic/user/favoriteItems/add',
);
export const favouriteItemCancelRoute = defineRoute<FavouriteItemInput, FavouriteState>(
  'POST',
  '/apic/user/favoriteItem/cancel',
);
export const favouriteItemsListRoute = defineRoute<FavouritesPageInput, FavouriteItemsPage>(
  'GET',
  '/apic/user/favoriteData',
);
export const favouriteOffShelfItemsRoute = defineRoute<FavouritesPageInput, ItemCardsPage>(
  'POST',
  '/apic/userCenter/item/offShelfList',
);
export const followShopRoute = defineRoute<StallIdInput, FollowState>('POST', '/apic/user/favoriteShop/add');
export const followShopBatchRoute = defineRoute<StallIdsInput, FollowBatchResult>(
  'POST',
  '/apic/user/favoriteShop/addBatch',
);
export const followShopCancelRoute = defineRoute<StallIdInput, FollowState>(
  'POST',
  '/apic/user/favoriteShop/cancel',
);
export const hasFollowedShopRoute = defineRoute<StallIdInput, StallRelation>(
  'GET',
  '/apic/user/favoriteShop/hasFavorite',
);
export const followedShopsListRoute = defineRoute<FavouritesPageInput, StallRowsPage>(
  'GET',
  '/apif/user/favoriteShop/list',
);
export const followedShopsAdviceRoute = defineRoute<FollowAdviceInput, StallRowsPage>(
  'GET',
  '/apif/user/favoriteShop/adviceList',
);
export const followedShopsFeedRoute = defineRoute<FavouritesPageInput, ItemCardsPage>(
  'GET',
  '/apif/user/focusNew/list',
);
export const followedShopsOffShelfRoute = defineRoute<FavouritesPageInput, ItemCardsPage>(
  'GET',
  '/apif/user/focus/offlog',
);
export const blockShopRoute = defineRoute<StallIdInput, BlockState>('POST', '/apic/block/shops/add');
export const unblockShopRoute = defineRoute<StallIdInput, BlockState>('POST', '/apic/block/shops/cancel');
export const stallBlackListRoute = defineRoute<FavouritesPageInput, StallRowsPage>(
  'GET',
  '/apic/user/stallBlackList',
);
