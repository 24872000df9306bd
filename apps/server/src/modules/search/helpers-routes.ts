import {
  getCreditFilters,
  getItemShopRecommended,
  getModelList,
  getNoResultOffers,
  getSearchBottom,
  getSearchCategories,
  queryCategory,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { SearchHelpersService } from './helpers-service.ts';

export function searchHelpersRoutes(app: FastifyInstance, deps: { helpers: SearchHelpersService }) {
  const { helpers } = deps;
  registerCall(app, getSearchCategories, ({ q, city }, request) =>
    helpers.categories(q ?? '', city, viewerOf(request).lang),
  );
  registerCall(app, queryCategory, ({ q, city }, request) =>
    helpers.queryCategory(q ?? '', city, viewerOf(request).lang),
  );
  registerCall(app, getNoResultOffers, ({ q, city }, request) =>
    helpers.noResultOffers(q ?? '', city, viewerOf(request).lang),
  );
  registerCall(app, getModelList, ({ q, city, vcid }) => helpers.modelList(q ?? '', city, vcid));
  registerCall(app, getSearchBottom, ({ q, city }) => helpers.related(q ?? '', city));
  registerCall(app, getCreditFilters, ({ q, city }) => helpers.creditFilters(q ?? '', city));
  registerCall(app, getItemShopRecommended, ({ q, city }, request) =>
    helpers.otherCities(q ?? '', city, viewerOf(request).lang),
  );
}
