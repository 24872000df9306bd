// The catalogue module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { type CategoriesService, createCategoriesService } from './categories-service.ts';
export { backfillDailySalesIfEmpty, type SalesHistoryOf } from './daily-sales-backfill.ts';
export {
  demoBrowsingPools,
  hasItems,
  importCatalogueReference,
  importItems,
  syncCatalogueSequences,
} from './import.ts';
export {
  type CommitBatch,
  createItemChangeFeed,
  type ItemChangeConsumer,
  type ItemChangeFeed,
} from './item-change-feed.ts';
export { createItemChangesService, type ItemChangesService } from './item-changes-service.ts';
export { createItemDetailService, type ItemDetailService } from './item-detail-service.ts';
export {
  createItemPicturesService,
  type ItemPictureSource,
  type ItemPicturesService,
} from './item-pictures-service.ts';
export { createItemsService, type ItemsService } from './items-service.ts';
export {
  createListingSourcesService,
  type ListingSource,
  type ListingSourcesService,
} from './listing-source-service.ts';
export { createMarketsService, type MarketsService } from './markets-service.ts';
export type { ItemCardRow } from './repository/item-cards.ts';
export { catalogueRoutes } from './routes.ts';
export { createSalesService, type SalesService } from './sales-service.ts';
export type { SameStyleMatches, StyleSource } from './same-style-matches.ts';
export { createSameStyleService, type SameStyleService } from './same-style-service.ts';
export { createSkusService, type ItemForSale, type SkuLine, type SkusService } from './skus-service.ts';
export { createUploadsService, type UploadsService } from './uploads-service.ts';
export { createValueNamesService, type ValueNamesService } from './value-names-service.ts';
