import { getShopItemDistro, getSimilarShops, shopItemList } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { StallHomeService } from './stall-home-service.ts';

/** The stall home's composed calls; its header, credit and strength are the stalls module's. */
export function stallHomeRoutes(app: FastifyInstance, deps: { stallHome: StallHomeService }) {
  const { stallHome } = deps;
  registerCall(app, getSimilarShops, ({ shopId }, request) =>
    stallHome.similar(shopId, viewerOf(request).lang),
  );
  registerCall(app, shopItemList, (input, request) => stallHome.items(input, viewerOf(request)));
  registerCall(app, getShopItemDistro, ({ shopId }, request) =>
    stallHome.categories(shopId, viewerOf(request).lang),
  );
}
