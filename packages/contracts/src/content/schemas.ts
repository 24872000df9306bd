// content: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { pageInput } from '../call.ts';
import { itemCard } from '../catalogue/schemas.ts';
import { cityLangInput } from '../shell/schemas.ts';

export const feedPage = z.object({
  list: z.array(itemCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPage>;

export const homeFeedInput = cityLangInput.extend(pageInput);
export type HomeFeedInput = z.input<typeof homeFeedInput>;

export const topicCard = z.object({
  topicId: z.number().int(),
  materialId: z.number().int(),
  indexImgUrl: z.string(),
  topicBg: z.string(),
  topicRgb: z.string(),
  topicColumn: z.number().int(),
  title: z.string(),
  slogan: z.string(),
});
export type TopicCard = z.infer<typeof topicCard>;
