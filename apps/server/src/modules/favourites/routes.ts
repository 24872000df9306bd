import {
  addFavouriteItem,
  addFavouriteItems,
  blockShop,
  cancelFavouriteItem,
  followedShopsFeed,
  followedShopsOffShelf,
  followShop,
  followShops,
  hasFollowedShop,
  listBlockedShops,
  listFavouriteItems,
  listFavouriteOffShelfItems,
  listFollowAdvice,
  listFollowedShops,
  unblockShop,
  unfollowShop,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { FavouritesService, Member } from './service.ts';

/** The session's user (401 for a guest) with the asker's language; body user ids are never read. */
const memberOf = (request: FastifyRequest): Member => ({
  ...viewerOf(request),
  userId: signedInUser(request),
});

export function favouritesRoutes(app: FastifyInstance, deps: { favourites: FavouritesService }) {
  const { favourites } = deps;
  registerCall(app, addFavouriteItem, ({ itemId }, r) => favourites.addItem(memberOf(r), itemId));
  registerCall(app, addFavouriteItems, ({ itemIds }, r) => favourites.addItems(memberOf(r), itemIds));
  registerCall(app, cancelFavouriteItem, ({ itemId }, r) => favourites.cancelItem(memberOf(r), itemId));
  registerCall(app, listFavouriteItems, ({ page, pageSize }, r) =>
    favourites.listItems(memberOf(r), page, pageSize),
  );
  registerCall(app, listFavouriteOffShelfItems, ({ page, pageSize }, r) =>
    favourites.listOffShelfItems(memberOf(r), page, pageSize),
  );

  registerCall(app, followShop, ({ shopId }, r) => favourites.follow(memberOf(r), shopId));
  registerCall(app, followShops, ({ shopIds }, r) => favourites.followMany(memberOf(r), shopIds));
  registerCall(app, unfollowShop, ({ shopId }, r) => favourites.unfollow(memberOf(r), shopId));
  registerCall(app, hasFollowedShop, ({ shopId }, r) => favourites.hasFollowed(memberOf(r), shopId));
  registerCall(app, listFollowedShops, ({ page, pageSize }, r) =>
    favourites.listFollowed(memberOf(r), page, pageSize),
  );
  registerCall(app, listFollowAdvice, ({ city, page, pageSize }, r) =>
    favourites.advice(memberOf(r), city, page, pageSize),
  );
  registerCall(app, followedShopsFeed, ({ page, pageSize }, r) =>
    favourites.followedFeed(memberOf(r), page, pageSize),
  );
  registerCall(app, followedShopsOffShelf, ({ page, pageSize }, r) =>
    favourites.followedFeed(memberOf(r), page, pageSize, true),
  );

  registerCall(app, blockShop, ({ shopId }, r) => favourites.block(memberOf(r), shopId));
  registerCall(app, unblockShop, ({ shopId }, r) => favourites.unblock(memberOf(r), shopId));
  registerCall(app, listBlockedShops, ({ page, pageSize }, r) =>
    favourites.listBlocked(memberOf(r), page, pageSize),
  );
}
