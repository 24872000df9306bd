// The calls the browser makes, zod-free so no schema reaches the page's scripts. Each is used by its
// call definition beside its schemas, so the path is written once.
import type { FeedPage, HomeFeedInput } from './content.ts';
import { defineRoute } from './route.ts';
import type {
  SearchSuggest,
  SearchSuggestion,
  SuggestInput,
  SuggestTopicInput,
  TopicMatch,
} from './search.ts';
import type { CityInput } from './shell.ts';

export const homeFeedRoute = defineRoute<HomeFeedInput, FeedPage>('GET', '/apif/index/globalFeed');
export const suggestionRoute = defineRoute<CityInput, SearchSuggestion>('GET', '/apif/search/suggestion');
export const searchSuggestRoute = defineRoute<SuggestInput, SearchSuggest>('GET', '/apif/search/suggest');
export const searchSuggestTopicRoute = defineRoute<SuggestTopicInput, TopicMatch>(
  'GET',
  '/apif/search/suggest/topic',
);
