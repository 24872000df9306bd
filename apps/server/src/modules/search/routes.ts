import {
  getHotWords,
  getPlaceholders,
  getSearchSuggest,
  getSearchSuggestTopic,
  getShopSearchFilters,
  getSuggestion,
} from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { SearchService } from './service.ts';
import type { StallSearchService } from './stall-search-service.ts';

export function searchRoutes(
  app: FastifyInstance,
  deps: { search: SearchService; stallSearch: StallSearchService },
) {
  const { search, stallSearch } = deps;
  registerCall(app, getHotWords, ({ city }, request) => search.hotWords(city, viewerOf(request).lang));
  registerCall(app, getPlaceholders, ({ city }, request) =>
    search.placeholders(city, viewerOf(request).lang),
  );
  registerCall(app, getSuggestion, ({ city }, request) => {
    const { lang } = viewerOf(request);
    return search.suggestion(city, lang, serverMessage(lang, 'web:nav.itemRanking'));
  });
  registerCall(app, getSearchSuggest, ({ q, city, type }, request) =>
    search.suggest(q, city, viewerOf(request).lang, type),
  );
  registerCall(app, getSearchSuggestTopic, ({ q, city }, request) =>
    search.topicFor(q, city, viewerOf(request).lang),
  );
  registerCall(app, getShopSearchFilters, ({ city }, request) =>
    stallSearch.filters(city, viewerOf(request).lang),
  );
}
