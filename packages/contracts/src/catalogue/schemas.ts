// catalogue: the zod schemas of the calls' inputs and answers, and their types.
import { z } from 'zod';

/**
 * The item card as the API serves it (spec 3 §3 "Item card"). A guest's card has no `price` at all
 * (price-fields.ts): prices never leave the server for a visitor who is not signed in.
 */
export const itemCard = z.object({
  itemId: z.number().int(),
  vid: z.string(),
  title: z.string(),
  indexImgUrl: z.string(),
  price: z.number().nullable().optional(),
  priceType: z.number().int(),
  artNo: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  subName: z.string(),
  floor: z.string(),
  position: z.string(),
  address: z.string(),
  upTime: z.string(),
  hasVideo: z.boolean(),
  uploadNum: z.number().int(),
  favNum: z.number().int(),
  saleNum: z.number().int(),
  isFavorited: z.number().int(),
  isBlock: z.boolean(),
  isGoldShop: z.boolean(),
  cooperateShop: z.boolean(),
  years: z.number().int(),
  top: z.number().int(),
  strength: z.boolean(),
  strengthType: z.number().int(),
  creditLevel: z.number().int(),
  wangwang: z.boolean(),
  isGoodsInStock: z.boolean(),
  isSp: z.boolean(),
  isTx: z.boolean(),
  isDf: z.boolean(),
  saleOffRatio: z.number().nullable(),
  promotionType: z.number().int().nullable(),
  transactionMode: z.number().int(),
  isFirstLaunch: z.boolean(),
});
export type ItemCard = z.infer<typeof itemCard>;

export const shopCard = z.object({
  shopId: z.number().int(),
  name: z.string(),
  slogan: z.string(),
  subName: z.string(),
  floor: z.string(),
  position: z.string(),
  cityMarketCode: z.string(),
  isGoldShop: z.boolean(),
  cooperateShop: z.boolean(),
  years: z.number().int(),
  top: z.number().int(),
  strength: z.boolean(),
  strengthType: z.number().int(),
  creditLevel: z.number().int(),
  items: z.array(z.object({ itemId: z.number().int(), vid: z.string(), indexImgUrl: z.string() })),
});
export type ShopCard = z.infer<typeof shopCard>;

export const categoryMenuEntry = z.object({
  pid: z.number().int(),
  pname: z.string(),
  showList: z.array(z.object({ vcid: z.number().int(), vcname: z.string(), hrefUrl: z.string() })),
  list: z.array(
    z.object({
      tag_id: z.number().int(),
      tag_name: z.string(),
      catlist: z.array(z.object({ vcid: z.number().int(), vcname: z.string(), href_url: z.string() })),
    }),
  ),
});
export type CategoryMenuEntry = z.infer<typeof categoryMenuEntry>;

export const marketEntry = z.object({ bid: z.number().int(), name: z.string(), href: z.string() });
export const styleEntry = z.object({
  styleId: z.number().int(),
  styleName: z.string(),
  urlPath: z.string(),
  /** The category list of this style: `/{city}/list/set-0-{styleId}.html`. */
  href: z.string(),
});
export type MarketEntry = z.infer<typeof marketEntry>;
export type StyleEntry = z.infer<typeof styleEntry>;
