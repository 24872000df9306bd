import {
  getHotWords,
  getNoResultRecommend,
  getPlaceholders,
  getSearchPage,
  getSearchSuggest,
  getSearchSuggestTopic,
  getSuggestion,
} from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ItemSearchService } from './item-search-service.ts';
import type { SearchService } from './service.ts';

export function searchRoutes(
  app: FastifyInstance,
  deps: { search: SearchService; itemSearch: ItemSearchService },
) {
  const { search, itemSearch } = deps;
  registerCall(app, getSearchPage, (input, request) => itemSearch.search(input, viewerOf(request)));
  registerCall(app, getNoResultRecommend, (input, request) =>
    itemSearch.noResultRecommend(input, viewerOf(request)),
  );
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
}
