/**
 * Rows the generator produces, one interface per table of apps/server/src/modules/*\/tables.ts, with
 * every column present so two runs can be compared byte for byte. The server's import.ts files insert
 * them as they are; TypeScript checks the shapes against the Drizzle tables there.
 */

export interface CityMarketRow {
  code: string;
  marketId: number;
  sort: number;
  showHot: boolean;
  hasHome: boolean;
  allowMoveToNational: boolean;
}

export interface CityMarketTranslationRow {
  code: string;
  lang: string;
  name: string;
  introduction: string;
}

export interface MarketBuildingRow {
  bid: number;
  city: string;
  sort: number;
}

export interface MarketBuildingTranslationRow {
  bid: number;
  lang: string;
  name: string;
}

export interface MarketFloorRow {
  id: number;
  bid: number;
  name: string;
  sort: number;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  tagId: number | null;
  sort: number;
  showInline: boolean;
}

export interface CategoryTranslationRow {
  categoryId: number;
  lang: string;
  name: string;
}

export interface CategoryTagRow {
  id: number;
  sort: number;
}

export interface CategoryTagTranslationRow {
  tagId: number;
  lang: string;
  name: string;
}

/** A Chinese catalogue value (a colour, size, lack reason, return rule) in one language. */
export interface CatalogueValueTranslationRow {
  kind: string;
  value: string;
  lang: string;
  text: string;
}

export interface StyleRow {
  id: number;
  urlPath: string;
  sort: number;
}

export interface StyleTranslationRow {
  styleId: number;
  lang: string;
  name: string;
}

export interface ItemRow {
  id: number;
  vid: string;
  shopId: number;
  city: string;
  categoryId: number;
  styleId: number | null;
  styleGroupId: number | null;
  title: string;
  artNo: string;
  price: number;
  originalPrice: number;
  priceType: number;
  indexImgUrl: string;
  hasVideo: boolean;
  upTime: Date;
  uploadNum: number;
  favNum: number;
  saleNum: number;
  color: string;
  pattern: string;
  fabric: string;
  season: string;
  suitableAge: string;
  modelId: number | null;
  isGoodsInStock: boolean;
  stockLevel: number;
  panggeFlag: boolean;
  isSp: boolean;
  isTx: boolean;
  isDf: boolean;
  isTheft: boolean;
  isPreSell: boolean;
  isSpecialOffer: boolean;
  isFirstLaunch: boolean;
  systemRecognizeLogoFlag: boolean;
  saleOffRatio: number | null;
  promotionType: number | null;
  transactionMode: number;
  refundRuleContent: string | null;
  status: number;
}

export interface ItemTranslationRow {
  itemId: number;
  lang: string;
  title: string;
}

export interface ItemImageRow {
  itemId: number;
  sort: number;
  /** A picture base URL; each size is `<url>_<size>.webp`. */
  url: string;
  /** The SKU colour the picture shows; null for another angle of the item. */
  colorId: number | null;
}

export interface SkuRow {
  id: number;
  itemId: number;
  colorId: number;
  color: string;
  sizeId: number;
  size: string;
  price: number;
  stock: number;
  isLack: boolean;
  lackReason: string | null;
  arriveTime: Date | null;
  lackDate: Date | null;
}

export interface FactoryInfo {
  adCate: string;
  cityArea: string;
  area: number;
  fixedEmpNum: number;
  processingTechnology: string;
  processingMethod: string;
}

export interface ShopRow {
  id: number;
  city: string;
  bid: number;
  floorId: number;
  name: string;
  slogan: string;
  remark: string;
  position: string;
  isGoldShop: boolean;
  cooperateShop: boolean;
  shopType: number;
  years: number;
  top: number;
  supportRank: boolean;
  strength: boolean;
  strengthType: number;
  strengthYear: number | null;
  shopMarginAccountActivated: boolean;
  shopMarginBalance: number;
  upshelfItemNum365d: number;
  creditLevel: number;
  showShopBizRate: boolean;
  showStock: boolean;
  showSp: boolean;
  stockRate: number | null;
  stockRateRankType: number | null;
  spRate: number | null;
  spRateRankType: number | null;
  focusStall: number;
  stallSales: number;
  wangwang: boolean;
  wwNickname: string | null;
  factoryInfo: FactoryInfo | null;
  openedAt: Date;
}

export interface ShopCreditRow {
  shopId: number;
  cycleType: number;
  type: number;
  value: number;
  dataPoor: boolean;
  overSameMarketRatio: number | null;
}

export interface TopicRow {
  id: number;
  city: string;
  materialId: number;
  indexImgUrl: string;
  topicBg: string;
  topicRgb: string;
  topicColumn: number;
  sort: number;
}

export interface TopicTranslationRow {
  topicId: number;
  lang: string;
  title: string;
  slogan: string;
}

export interface HotWordRow {
  city: string;
  lang: string;
  word: string;
  sort: number;
}

export interface SearchPlaceholderRow {
  city: string;
  lang: string;
  word: string;
  type: number;
  topicId: number | null;
  sort: number;
}

export interface SearchTermRow {
  city: string;
  term: string;
  weight: number;
}

export interface NavEntryRow {
  city: string;
  key: string;
  path: string;
  tag: string | null;
  showNewAmount: boolean;
  sort: number;
}

export interface CurrencyRateRow {
  currency: string;
  rate: number;
  updatedAt: Date;
}

/** Pieces of one item sold on one market day (UTC+8, YYYY-MM-DD); days without a sale have no row. */
export interface ItemDailySalesRow {
  itemId: number;
  city: string;
  day: string;
  pieces: number;
}
