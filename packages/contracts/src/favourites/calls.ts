// favourites: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
import { CODE } from '../codes.ts';
import { FAVOURITE_ITEMS_MAX, FOLLOWED_SHOPS_MAX } from '../constants.ts';
import {
  blockShopRoute,
  favouriteItemAddRoute,
  favouriteItemCancelRoute,
  favouriteItemsAddRoute,
  favouriteItemsListRoute,
  favouriteOffShelfItemsRoute,
  followedShopsAdviceRoute,
  followedShopsFeedRoute,
  followedShopsListRoute,
  followedShopsOffShelfRoute,
  followShopBatchRoute,
  followShopCancelRoute,
  followShopRoute,
  hasFollowedShopRoute,
  stallBlackListRoute,
  unblockShopRoute,
} from './routes.ts';
import {
  blockState,
  favouriteBatchResult,
  favouriteItemInput,
  favouriteItemsInput,
  favouriteItemsPage,
  favouriteState,
  favouritesPageInput,
  followAdviceInput,
  followBatchResult,
  followState,
  itemCardsPage,
  stallIdInput,
  stallIdsInput,
  stallRelation,
  stallRowsPage,
} from './schemas.ts';

export const addFavouriteItem = defineCall({
  ...favouriteItemAddRoute,
  input: favouriteItemInput,
  data: favouriteState,
  signIn: true,
  codes: {
    [CODE.serverMessage]: 'the item is off shelf',
    [CODE.already]: 'already in the favourites',
    [CODE.limit]: `the favourites hold ${FAVOURITE_ITEMS_MAX} items at most`,
  },
  example: { itemId: 274 },
});
export const addFavouriteItems = defineCall({
  ...favouriteItemsAddRoute,
  input: favouriteItemsInput,
  data: favouriteBatchResult,
  signIn: true,
  codes: {
    [CODE.serverMessage]: 'an item is off shelf',
    [CODE.limit]: `the favourites hold ${FAVOURITE_ITEMS_MAX} items at most`,
  },
  example: { itemIds: [274] },
});
export const cancelFavouriteItem = defineCall({
  ...favouriteItemCancelRoute,
  input: favouriteItemInput,
  data: favouriteState,
  signIn: true,
  example: { itemId: 274 },
});
export const listFavouriteItems = defineCall({
  ...favouriteItemsListRoute,
  input: favouritesPageInput,
  data: favouriteItemsPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
export const listFavouriteOffShelfItems = defineCall({
  ...favouriteOffShelfItemsRoute,
  input: favouritesPageInput,
  data: itemCardsPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
export const followShop = defineCall({
  ...followShopRoute,
  input: stallIdInput,
  data: followState,
  signIn: true,
  codes: {
    [CODE.serverMessage]: 'no such stall',
    [CODE.already]: 'already following',
    [CODE.limit]: `${FOLLOWED_SHOPS_MAX} followed stalls at most`,
  },
  example: { shopId: 12 },
});
export const followShops = defineCall({
  ...followShopBatchRoute,
  input: stallIdsInput,
  data: followBatchResult,
  signIn: true,
  codes: {
    [CODE.serverMessage]: 'no such stall',
    [CODE.limit]: `${FOLLOWED_SHOPS_MAX} followed stalls at most`,
  },
  example: { shopIds: [12] },
});
export const unfollowShop = defineCall({
  ...followShopCancelRoute,
  input: stallIdInput,
  data: followState,
  signIn: true,
  example: { shopId: 12 },
});
export const hasFollowedShop = defineCall({
  ...hasFollowedShopRoute,
  input: stallIdInput,
  data: stallRelation,
  signIn: true,
  example: { shopId: 12 },
});
export const listFollowedShops = defineCall({
  ...followedShopsListRoute,
  input: favouritesPageInput,
  data: stallRowsPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
export const listFollowAdvice = defineCall({
  ...followedShopsAdviceRoute,
  input: followAdviceInput,
  data: stallRowsPage,
  signIn: true,
  example: { city: 'gz', page: 1, pageSize: 20 },
});
export const followedShopsFeed = defineCall({
  ...followedShopsFeedRoute,
  input: favouritesPageInput,
  data: itemCardsPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
export const followedShopsOffShelf = defineCall({
  ...followedShopsOffShelfRoute,
  input: favouritesPageInput,
  data: itemCardsPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
export const blockShop = defineCall({
  ...blockShopRoute,
  input: stallIdInput,
  data: blockState,
  signIn: true,
  codes: { [CODE.serverMessage]: 'no such stall' },
  example: { shopId: 12 },
});
export const unblockShop = defineCall({
  ...unblockShopRoute,
  input: stallIdInput,
  data: blockState,
  signIn: true,
  example: { shopId: 12 },
});
export const listBlockedShops = defineCall({
  ...stallBlackListRoute,
  input: favouritesPageInput,
  data: stallRowsPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
