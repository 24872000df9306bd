import { getAlsoViewed, getGoodsHistory } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ItemDetailService } from '../catalogue/index.ts';
import type { HistoryService } from './service.ts';

export function historyRoutes(
  app: FastifyInstance,
  deps: { history: HistoryService; itemDetail: Pick<ItemDetailService, 'onShelf'> },
) {
  const { history, itemDetail } = deps;
  registerCall(app, getGoodsHistory, ({ page, pageSize }, request) =>
    history.list(signedInUser(request), viewerOf(request), page, pageSize),
  );
  // The item page's "also viewed" row: what the latest buyers to open the on-shelf item also opened.
  registerCall(app, getAlsoViewed, async ({ vid, pageSize }, request) => {
    const viewer = viewerOf(request);
    const { item } = await itemDetail.onShelf(vid, viewer);
    return history.alsoViewed(item.id, viewer, pageSize);
  });
}
