import { z } from 'zod';
import { defineCall, pageInput } from './call.ts';
import { itemCard, shopCard } from './catalogue.ts';
import { homeFeedRoute } from './routes.ts';
import { cityLangInput } from './shell.ts';

export const feedPage = z.object({
  list: z.array(itemCard),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type FeedPage = z.infer<typeof feedPage>;

export const homeFeedInput = cityLangInput.extend(pageInput);
export type HomeFeedInput = z.input<typeof homeFeedInput>;

/** The home page's feed of item cards, in floors of five (spec 3 §7 home feed). */
export const getHomeFeed = defineCall({ ...homeFeedRoute, input: homeFeedInput, data: feedPage });

/** The home page's row of stalls (spec 3 §7 home feed). */
export const getGoodShops = defineCall({
  method: 'GET',
  path: '/apif/index/goodShops',
  input: cityLangInput,
  data: z.array(shopCard),
});

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
