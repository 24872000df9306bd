// search: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { SEARCH_WORDS_MAX } from '../constants.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';

const sensorData = z.object({ traceId: z.string(), exposureData: z.string(), clickData: z.string() });

export const hotWord = z.object({ word: z.string(), sensorData });
export type HotWord = z.infer<typeof hotWord>;

export const placeholderRecommendation = z.object({
  word: z.string(),
  type: z.number().int(),
  topicId: z.number().int().nullable(),
});
export type PlaceholderRecommendation = z.infer<typeof placeholderRecommendation>;

export const suggestionEntry = z.object({
  type: z.number().int(),
  title: z.string(),
  hrefUrl: z.string(),
  topicId: z.number().int().nullable(),
  rankId: z.number().int().nullable(),
  shopId: z.number().int().nullable(),
});
export type SuggestionEntry = z.infer<typeof suggestionEntry>;

export const searchSuggestion = z.object({
  title: z.string().nullable(),
  topicId: z.number().int().nullable(),
  suggestList: z.array(suggestionEntry),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

export const suggestType = z.enum(['item', 'shop']);

export const suggestInjectedItem = z.object({
  id: z.number().int(),
  vid: z.string(),
  title: z.string(),
  slogan: z.string(),
  sloganType: z.number().int(),
  indexImgUrl: z.string(),
  algoId: z.string(),
});

export const searchSuggest = z.object({
  shops: z.array(z.object({ shopId: z.number().int(), shopName: z.string(), isFlag: z.boolean() })),
  cats: z.array(z.object({ vcid: z.number().int(), vcname: z.string() })),
  suggests: z.array(z.string()),
  injecting_suggest_items: z.array(suggestInjectedItem),
  injecting_suggest_topic: z.array(suggestInjectedItem),
  requestId: z.string(),
});
export type SearchSuggest = z.infer<typeof searchSuggest>;

export const suggestInput = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, 'q is required')
    .max(SEARCH_WORDS_MAX, `q is at most ${SEARCH_WORDS_MAX} characters`),
  type: suggestType.default('item'),
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
});

export type SuggestInput = z.input<typeof suggestInput>;

export const topicMatch = z.object({ topicId: z.number().int(), title: z.string() }).nullable();

export const suggestTopicInput = suggestInput.extend({ page_attr: z.string().max(40).optional() });
export type SuggestTopicInput = z.input<typeof suggestTopicInput>;
export type TopicMatch = z.infer<typeof topicMatch>;
