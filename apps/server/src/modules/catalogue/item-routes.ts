import {
  getAlsoViewed,
  getItemDetail,
  getItemRecommend,
  getItemShopRecommend,
  getMidHot,
  getRelatedItems,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { HistoryService } from '../history/index.ts';
import type { ItemDetailService } from './item-detail-service.ts';

/** The item page's calls (spec 3 §7 "Item and shop"). */
export function itemRoutes(
  app: FastifyInstance,
  deps: { itemDetail: ItemDetailService; history: HistoryService },
) {
  const { itemDetail, history } = deps;
  registerCall(app, getItemDetail, async ({ vid }, request) => {
    const viewer = viewerOf(request);
    const detail = await itemDetail.detail(vid, viewer);
    // Opening the item is the view: a signed-in buyer's history gets it before the page answers.
    if (viewer.userId !== null) await history.record(viewer.userId, detail.item.itemId);
    return { ...detail, signedIn: viewer.userId !== null };
  });
  registerCall(app, getRelatedItems, ({ vid, pageSize }, request) =>
    itemDetail.related(vid, viewerOf(request), pageSize),
  );
  registerCall(app, getItemRecommend, ({ vid, pageSize }, request) =>
    itemDetail.recommend(vid, viewerOf(request), pageSize),
  );
  registerCall(app, getItemShopRecommend, ({ vid }, request) => itemDetail.stalls(vid, viewerOf(request)));
  registerCall(app, getAlsoViewed, async ({ vid, pageSize }, request) => {
    const viewer = viewerOf(request);
    return history.alsoViewed(await itemDetail.itemIdOf(vid, viewer), viewer, pageSize);
  });
  registerCall(app, getMidHot, ({ city, pageSize }, request) =>
    itemDetail.popular(city, viewerOf(request), pageSize),
  );
}
