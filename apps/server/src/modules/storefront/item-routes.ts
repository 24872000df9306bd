import {
  getItemDetail,
  getItemRecommend,
  getItemShopRecommend,
  getMidHot,
  getRelatedItems,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ItemPageService } from './item-page-service.ts';

/**
 * Where the item page reports that a signed-in buyer opened an item: the history module, wired in app.ts
 * (the history lists cards, so it stands above the storefront and is not imported by it).
 */
export interface ItemViews {
  record(userId: number, itemId: number): Promise<void>;
}

/** The item page's calls (spec 3 §7 "Item and shop"); the also-viewed row is the history's. */
export function itemRoutes(app: FastifyInstance, deps: { itemPage: ItemPageService; views: ItemViews }) {
  const { itemPage, views } = deps;
  registerCall(app, getItemDetail, async ({ vid }, request) => {
    const viewer = viewerOf(request);
    const detail = await itemPage.detail(vid, viewer);
    // Opening the item is the view: a signed-in buyer's history gets it before the page answers.
    if (viewer.userId !== null) await views.record(viewer.userId, detail.item.itemId);
    return { ...detail, signedIn: viewer.userId !== null };
  });
  registerCall(app, getRelatedItems, ({ vid, pageSize }, request) =>
    itemPage.related(vid, viewerOf(request), pageSize),
  );
  registerCall(app, getItemRecommend, ({ vid, pageSize }, request) =>
    itemPage.recommend(vid, viewerOf(request), pageSize),
  );
  registerCall(app, getItemShopRecommend, ({ vid }, request) => itemPage.stalls(vid, viewerOf(request)));
  registerCall(app, getMidHot, ({ city, pageSize }, request) =>
    itemPage.popular(city, viewerOf(request), pageSize),
  );
}
