// The storefront module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
// The storefront is what a buyer sees composed: item and stall cards, and the pages made of them
// (item page, same style, stall home, search results, home). It stands above catalogue, shops and search
// and is imported by no module it composes (docs/decisions/080-the-storefront-composes.md).

export { homeRoutes } from './home-routes.ts';
export { createHomeService } from './home-service.ts';
export { type CardMarks, createItemCards, type ItemCards } from './item-cards.ts';
export { createItemPageService } from './item-page-service.ts';
export { type ItemViews, itemRoutes } from './item-routes.ts';
export { createSameStylePageService } from './same-style-page-service.ts';
export { sameStyleRoutes } from './same-style-routes.ts';
export { searchPageRoutes } from './search-page-routes.ts';
export { createSearchPageService } from './search-page-service.ts';
export { createStallCards, type StallCards, toStallCard } from './stall-cards.ts';
export { stallHomeRoutes } from './stall-home-routes.ts';
export { createStallHomeService } from './stall-home-service.ts';
