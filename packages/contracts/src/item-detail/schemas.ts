// item-detail: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { pageInput } from '../call.ts';
import { itemCard } from '../catalogue/schemas.ts';
import { CITIES, ITEM_ROW_SIZE, LANGUAGES, POPULAR_GOODS_SIZE, REMIND_TYPE_CHAT } from '../constants.ts';
import { id, idOrNone } from '../ids.ts';

// The item page's calls (spec 3 §7 "Item and shop") and the remind-to-open call (spec 1 §7).

export const itemDetailInput = z.object({
  vid: z.string().trim().min(1, 'vid is required').max(40, 'vid: at most 40 characters'),
  lang: z.enum(LANGUAGES).optional(),
});

/** One SKU row: colour × size, its price (absent for guests), and lack and arrival data (spec 3 §3). */
export const skuEntry = z.object({
  id: z.number().int(),
  /** ";colorId;sizeId;" as the add-to-cart dialog matches it. */
  skuid: z.string(),
  colorId: z.number().int(),
  color: z.string(),
  sizeId: z.number().int(),
  size: z.string(),
  discountPrice: z.number().nullable().optional(),
  isLack: z.boolean(),
  lackReason: z.string().nullable(),
  arriveTime: z.string().nullable(),
  lackDate: z.string().nullable(),
});
export type SkuEntry = z.infer<typeof skuEntry>;

/** The stall block of the item page: the card's stall fields and its chat and volume figures. */
export const itemStall = z.object({
  shopId: z.number().int(),
  name: z.string(),
  city: z.string(),
  subName: z.string(),
  floor: z.string(),
  position: z.string(),
  isGoldShop: z.boolean(),
  cooperateShop: z.boolean(),
  years: z.number().int(),
  top: z.number().int(),
  strength: z.boolean(),
  strengthType: z.number().int(),
  creditLevel: z.number().int(),
  /** rightsData.wangwang: chat opens only when true (spec 3 §4 "Chat"). */
  rightsData: z.object({ wangwang: z.number().int() }),
  wwNickname: z.string().nullable(),
  focusStall: z.number().int(),
  upshelfItemNum365d: z.number().int(),
});
export type ItemStall = z.infer<typeof itemStall>;

export const itemDetail = z.object({
  item: itemCard.extend({
    originalPrice: z.number().nullable().optional(),
    city: z.string(),
    categoryId: z.number().int(),
    isPreSell: z.boolean(),
    isSpecialOffer: z.boolean(),
    /** A trademark logo recognised in the main picture: a push to Douyin warns first (spec 2 §3, §4). */
    systemRecognizeLogoFlag: z.boolean(),
    refundRuleContent: z.string().nullable(),
    /** Other stalls' on-shelf items of the same style in the item's city: what its same-style page lists. */
    sameStyleCount: z.number().int(),
    images: z.array(z.string()),
    colors: z.array(z.object({ id: z.number().int(), name: z.string(), pic: z.string().nullable() })),
    sizes: z.array(z.object({ id: z.number().int(), name: z.string() })),
    skus: z.array(skuEntry),
  }),
  stall: itemStall,
  /** Whether the asker is signed in: the page shows the member actions only then. */
  signedIn: z.boolean(),
});
export type ItemDetail = z.infer<typeof itemDetail>;
export type ItemDetailInput = z.input<typeof itemDetailInput>;

export const itemRowInput = itemDetailInput.extend({
  pageSize: z.coerce.number().int().min(1).max(40).default(ITEM_ROW_SIZE),
});
export type ItemRowInput = z.input<typeof itemRowInput>;

export const relatedItems = z.object({
  /** The same style from other stalls, cheapest first for buyers (by sales for guests: no prices). */
  sameStyle: z.array(itemCard),
  /** More from the same stall, newest first. */
  sameShop: z.array(itemCard),
});
export type RelatedItems = z.infer<typeof relatedItems>;

export const midHotInput = z.object({
  city: z.enum(CITIES),
  lang: z.enum(LANGUAGES).optional(),
  pageSize: z.coerce.number().int().min(1).max(40).default(POPULAR_GOODS_SIZE),
});
export type MidHotInput = z.input<typeof midHotInput>;

export const remindInput = z.object({
  /** Device id; sent by the page as the spec says, kept with the reminder. */
  cu: z.string().trim().max(64, 'cu: at most 64 characters').optional(),
  /** Sent by the page; the server uses the session's user, never this. */
  userId: idOrNone.optional(),
  remindShopId: id,
  type: z.coerce
    .number({ message: 'type is required' })
    .refine((v) => v === REMIND_TYPE_CHAT, `type: must be ${REMIND_TYPE_CHAT}`),
});
export type RemindInput = z.input<typeof remindInput>;
export const reminderRecord = z.object({
  record: z.object({ id: z.number().int(), remindShopId: z.number().int(), createdAt: z.string() }),
});
export type ReminderRecord = z.infer<typeof reminderRecord>;

export const goodsHistoryInput = z.object({ ...pageInput, lang: z.enum(LANGUAGES).optional() });
export type GoodsHistoryInput = z.input<typeof goodsHistoryInput>;
export const goodsHistoryPage = z.object({
  list: z.array(itemCard.extend({ viewedAt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GoodsHistoryPage = z.infer<typeof goodsHistoryPage>;
