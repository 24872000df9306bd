// search: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { CityInput } from '../shell/schemas.ts';
import type {
  SearchSuggest,
  SearchSuggestion,
  SuggestInput,
  SuggestTopicInput,
  TopicMatch,
} from './schemas.ts';

export const suggestionRoute = defineRoute<CityInput, SearchSuggestion>('GET', '/apif/search/suggestion');
export const searchSuggestRoute = defineRoute<SuggestInput, SearchSuggest>('GET', '/apif/search/suggest');
export const searchSuggestTopicRoute = defineRoute<SuggestTopicInput, TopicMatch>(
  'GET',
  '/apif/search/suggest/topic',
);
