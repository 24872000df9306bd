// The deterministic catalogue generator: data, factories shared by the demo seed and tests, pictures.
export {
  type Catalogue,
  type CatalogueOptions,
  createCatalogue,
  type ItemChunk,
  type ResolvedCatalogueOptions,
  resolveOptions,
} from './catalogue.ts';
export { COLORS, FABRIC_NAMES, MODELS, PATTERN_NAMES, SEASON_NAMES } from './data/attributes.ts';
export { NAV_DATA } from './data/shell.ts';
export {
  DEMO_ITEMS,
  DEMO_NOW,
  DEMO_SEED,
  ITEMS_PER_SHOP,
  PICTURE_POOL_PREFIX,
  TOPIC_PICTURE_PREFIX,
} from './defaults.ts';
export {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  type BannerJob,
  makeCurrencyRates,
  makeHotWords,
  makeNavEntries,
  makePlaceholders,
  makeTopics,
  type Topics,
} from './factories/content.ts';
export { makeDailySales, SALES_DAYS } from './factories/daily-sales.ts';
export {
  type ItemBundle,
  type ItemDesign,
  type ItemOptions,
  makeDesign,
  makeItem,
  makeItemBundle,
  titlesOf,
  vidOf,
} from './factories/item.ts';
export { makeReferenceData, type ReferenceData } from './factories/reference.ts';
export { makeShop, makeShopCredit, type ShopOptions } from './factories/shop.ts';
export { lookName, type PictureJob, PicturePool } from './pictures/pool.ts';
export { renderWebp } from './pictures/render.ts';
export { type Shot, STYLE_SHOTS, shotOf } from './pictures/shots.ts';
export { SILHOUETTES, type Silhouette } from './pictures/silhouettes.ts';
export { bannerSvg, PATTERNS, type PatternKind, type PictureSpec, pictureSvg } from './pictures/svg.ts';
export { createRandom, mixSeeds, type Random } from './random.ts';
export type * from './rows.ts';
