// favourites: the calls, each its route (method and path) joined with its input and answer schemas.
import { defineCall } from '../call.ts';
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
});
export const addFavouriteItems = defineCall({
  ...favouriteItemsAddRoute,
  input: favouriteItemsInput,
  data: favouriteBatchResult,
});
export const cancelFavouriteItem = defineCall({
  ...favouriteItemCancelRoute,
  input: favouriteItemInput,
  data: favouriteState,
});
export const listFavouriteItems = defineCall({
  ...favouriteItemsListRoute,
  input: favouritesPageInput,
  data: favouriteItemsPage,
});
export const listFavouriteOffShelfItems = defineCall({
  ...favouriteOffShelfItemsRoute,
  input: favouritesPageInput,
  data: itemCardsPage,
});
export const followShop = defineCall({ ...followShopRoute, input: stallIdInput, data: followState });
export const followShops = defineCall({
  ...followShopBatchRoute,
  input: stallIdsInput,
  data: followBatchResult,
});
export const unfollowShop = defineCall({ ...followShopCancelRoute, input: stallIdInput, data: followState });
export const hasFollowedShop = defineCall({
  ...hasFollowedShopRoute,
  input: stallIdInput,
  data: stallRelation,
});
export const listFollowedShops = defineCall({
  ...followedShopsListRoute,
  input: favouritesPageInput,
  data: stallRowsPage,
});
export const listFollowAdvice = defineCall({
  ...followedShopsAdviceRoute,
  input: followAdviceInput,
  data: stallRowsPage,
});
export const followedShopsFeed = defineCall({
  ...followedShopsFeedRoute,
  input: favouritesPageInput,
  data: itemCardsPage,
});
export const followedShopsOffShelf = defineCall({
  ...followedShopsOffShelfRoute,
  input: favouritesPageInput,
  data: itemCardsPage,
});
export const blockShop = defineCall({ ...blockShopRoute, input: stallIdInput, data: blockState });
export const unblockShop = defineCall({ ...unblockShopRoute, input: stallIdInput, data: blockState });
export const listBlockedShops = defineCall({
  ...stallBlackListRoute,
  input: favouritesPageInput,
  data: stallRowsPage,
});
