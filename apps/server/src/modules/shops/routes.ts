import {
  getShopCreditRecord,
  getShopItemDistro,
  getShopProfile,
  getShopSearchFilters,
  getShopStrength,
  getSimilarShops,
  logShopVisit,
  SHOP_VISIT_RATE_LIMIT,
  searchShops,
  shopItemList,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { limited } from '../../http/rate-limited.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ItemSearchService, SearchHelpersService } from '../search/index.ts';
import type { ShopPageService } from './shop-page-service.ts';
import type { ShopSearchService } from './shop-search-service.ts';
import type { ShopVisitsService } from './visits-service.ts';

export function shopsRoutes(
  app: FastifyInstance,
  deps: {
    shopPage: ShopPageService;
    shopSearch: ShopSearchService;
    itemSearch: ItemSearchService;
    searchHelpers: SearchHelpersService;
    visits: ShopVisitsService;
  },
) {
  const { shopPage, shopSearch, itemSearch, searchHelpers, visits } = deps;
  registerCall(app, getShopProfile, ({ shopId }, request) =>
    shopPage.profile(shopId, viewerOf(request).lang),
  );
  registerCall(app, getShopCreditRecord, ({ shopId, cycleType }) => shopPage.creditRecord(shopId, cycleType));
  registerCall(app, getShopStrength, ({ shopId }) => shopPage.strength(shopId));
  registerCall(app, getSimilarShops, ({ shopId }, request) =>
    shopPage.similar(shopId, viewerOf(request).lang),
  );
  registerCall(app, shopItemList, async (input, request) => {
    const city = await shopPage.cityOf(input.shopId);
    return itemSearch.search({ ...input, city: city as typeof input.city }, viewerOf(request), input.shopId);
  });
  registerCall(app, getShopItemDistro, async ({ shopId }, request) =>
    searchHelpers.shopCategories(shopId, await shopPage.cityOf(shopId), viewerOf(request).lang),
  );
  registerCall(app, searchShops, (input, request) => shopSearch.search(input, viewerOf(request).lang));
  registerCall(app, getShopSearchFilters, ({ city }, request) =>
    shopSearch.filters(city, viewerOf(request).lang),
  );
  limited(app, SHOP_VISIT_RATE_LIMIT, (scope) => {
    registerCall(scope, logShopVisit, async ({ shopId }, request) => {
      await shopPage.cityOf(shopId);
      const visitor = {
        userId: viewerOf(request).userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      return visits.record(shopId, visitor);
    });
  });
}
