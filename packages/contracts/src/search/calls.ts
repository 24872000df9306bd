// search: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { cityInput } from '../shell/schemas.ts';
import { searchSuggestRoute, searchSuggestTopicRoute, suggestionRoute } from './routes.ts';
import {
  hotWord,
  placeholderRecommendation,
  searchSuggest,
  searchSuggestion,
  suggestInput,
  suggestTopicInput,
  topicMatch,
} from './schemas.ts';

export const getHotWords = defineCall({
  method: 'GET',
  path: '/apif/search/hot/word',
  input: cityInput,
  data: z.array(hotWord),
  example: { city: 'gz' },
});

/** Rotating placeholder entries of the search box (path not shown in the spec; ours). */
export const getPlaceholders = defineCall({
  method: 'GET',
  path: '/apif/search/placeholder',
  input: cityInput,
  data: z.array(placeholderRecommendation),
  example: { city: 'gz' },
});

/** Tips shown in the dropdown when the box is focused and empty (path not shown; ours). */
export const getSuggestion = defineCall({
  ...suggestionRoute,
  input: cityInput,
  data: searchSuggestion,
  example: { city: 'gz' },
});

/** Completions while typing (spec 3 §7). */
export const getSearchSuggest = defineCall({
  ...searchSuggestRoute,
  input: suggestInput,
  data: searchSuggest,
  example: { q: 'dre', type: 'item', city: 'gz' },
});

/** The topic whose title matches the typed text, if any (spec 3 §7). */
export const getSearchSuggestTopic = defineCall({
  ...searchSuggestTopicRoute,
  input: suggestTopicInput,
  data: topicMatch,
  example: { q: 'dre', type: 'item', city: 'gz' },
});
