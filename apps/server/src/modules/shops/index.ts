// The shops module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { importShops, syncShopSequences } from './import.ts';
export { fillMissingShopTerms } from './missing-terms.ts';
export { shopsRoutes } from './routes.ts';
export { createShopsService, type ShopSummary, type ShopsService } from './service.ts';
export { createShopPageService, type ShopPageService } from './shop-page-service.ts';
export { createStallFinder, type StallFinder } from './stall-finder.ts';
export type { StallTerms } from './stall-terms.ts';
export { createShopVisitsService } from './visits-service.ts';
