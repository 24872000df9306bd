import { getNoResultRecommend, getSearchPage, getSearchRec, searchShops } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { SearchPageService } from './search-page-service.ts';

/** The search results pages' cards: items found, the recommendations beside them, stalls found. */
export function searchPageRoutes(app: FastifyInstance, deps: { searchPage: SearchPageService }) {
  const { searchPage } = deps;
  registerCall(app, getSearchPage, (input, request) => searchPage.items(input, viewerOf(request)));
  registerCall(app, getNoResultRecommend, (input, request) =>
    searchPage.noResultRecommend(input, viewerOf(request)),
  );
  registerCall(app, getSearchRec, ({ q, city, pageSize }, request) =>
    searchPage.recommended(q ?? '', city, pageSize, viewerOf(request)),
  );
  registerCall(app, searchShops, (input, request) => searchPage.stalls(input, viewerOf(request).lang));
}
