// favourites: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { pageInput } from '../call.ts';
import { itemCard } from '../catalogue/schemas.ts';
import { CITIES, DEFAULT_CITY, FAVOURITE_BATCH_MAX, LANGUAGES } from '../constants.ts';
import { id } from '../ids.ts';

// Favourite items, followed stalls and blocked stalls (spec 3 §4, §7 "Cart, purchase list,
// favourites, follows, blocks, reminders", §8 "Favourite add", "Follow stall", §9).

/** Ids as a JSON array or a comma-separated form field ("1,2,3"). */
const idList = (field: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
      z.array(id, { message: `${field} must be a list of ids` }),
    )
    .pipe(
      z
        .array(z.number())
        .min(1, `${field} must name at least one id`)
        .max(FAVOURITE_BATCH_MAX, `${field}: at most ${FAVOURITE_BATCH_MAX} ids`),
    );

const lang = z.enum(LANGUAGES).optional();

export const favouriteItemInput = z.object({ itemId: id, lang });
export type FavouriteItemInput = z.input<typeof favouriteItemInput>;
export const favouriteItemsInput = z.object({ itemIds: idList('itemIds'), lang });
export type FavouriteItemsInput = z.input<typeof favouriteItemsInput>;
export const stallIdInput = z.object({ shopId: id, lang });
export type StallIdInput = z.input<typeof stallIdInput>;
export const stallIdsInput = z.object({ shopIds: idList('shopIds'), lang });
export type StallIdsInput = z.input<typeof stallIdsInput>;
export const favouritesPageInput = z.object({ ...pageInput, lang });
export type FavouritesPageInput = z.input<typeof favouritesPageInput>;
export const followAdviceInput = favouritesPageInput.extend({ city: z.enum(CITIES).default(DEFAULT_CITY) });
export type FollowAdviceInput = z.input<typeof followAdviceInput>;

/** The item's state after the call: isFavorited 0/1 as the cards carry it. */
export const favouriteState = z.object({ itemId: z.number().int(), isFavorited: z.number().int() });
export type FavouriteState = z.infer<typeof favouriteState>;
export const favouriteBatchResult = z.object({
  added: z.array(z.number().int()),
  already: z.array(z.number().int()),
});
export type FavouriteBatchResult = z.infer<typeof favouriteBatchResult>;
export const followState = z.object({ shopId: z.number().int(), hasFavorite: z.boolean() });
export type FollowState = z.infer<typeof followState>;
/** hasFavorite, and whether the user blocked the stall: the stall header's two buttons. */
export const stallRelation = followState.extend({ isBlock: z.boolean() });
export type StallRelation = z.infer<typeof stallRelation>;
export const followBatchResult = z.object({
  added: z.array(z.number().int()),
  already: z.array(z.number().int()),
});
export type FollowBatchResult = z.infer<typeof followBatchResult>;
export const blockState = z.object({ shopId: z.number().int(), isBlock: z.boolean() });
export type BlockState = z.infer<typeof blockState>;

/** A stall row of the user-centre lists: where it is, and its latest pictures. */
export const stallRow = z.object({
  shopId: z.number().int(),
  name: z.string(),
  city: z.string(),
  subName: z.string(),
  floor: z.string(),
  position: z.string(),
  years: z.number().int(),
  creditLevel: z.number().int(),
  isGoldShop: z.boolean(),
  /** When the user followed or blocked it (ISO); null in the advice list. */
  since: z.string().nullable(),
  thumbs: z.array(z.object({ itemId: z.number().int(), vid: z.string(), indexImgUrl: z.string() })),
});
export type StallRow = z.infer<typeof stallRow>;

const paged = <T extends z.ZodType>(entry: T) =>
  z.object({
    list: z.array(entry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const favouriteItemsPage = paged(itemCard.extend({ favouritedAt: z.string() }));
export type FavouriteItemsPage = z.infer<typeof favouriteItemsPage>;
export const itemCardsPage = paged(itemCard);
export type ItemCardsPage = z.infer<typeof itemCardsPage>;
export const stallRowsPage = paged(stallRow);
export type StallRowsPage = z.infer<typeof stallRowsPage>;
