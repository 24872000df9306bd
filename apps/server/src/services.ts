import type { Db } from './db/connection.ts';
import { createCategoriesService } from './modules/catalogue/categories-service.ts';
import { createItemsService } from './modules/catalogue/items-service.ts';
import { createMarketsService } from './modules/catalogue/markets-service.ts';
import { createContentService } from './modules/content/service.ts';
import { createTopicsService } from './modules/content/topics-service.ts';
import { createSearchIndexer } from './modules/search/indexer.ts';
import { createItemSearchService } from './modules/search/item-search-service.ts';
import { createPostgresSearchIndex } from './modules/search/postgres-search-index.ts';
import { createSearchService } from './modules/search/service.ts';
import { createShellService } from './modules/shell/service.ts';
import { createShopsService } from './modules/shops/service.ts';

/** Every module's service, wired once: the composition root of the server. */
export function createServices(db: Db) {
  const markets = createMarketsService(db);
  const categories = createCategoriesService(db);
  const shops = createShopsService(db, markets);
  const items = createItemsService(db, shops);
  const topics = createTopicsService(db);
  const searchIndex = createPostgresSearchIndex(db);
  return {
    markets,
    categories,
    shops,
    items,
    topics,
    search: createSearchService(db, { shops, categories, topics }),
    itemSearch: createItemSearchService({ index: searchIndex, items }),
    searchIndexer: createSearchIndexer({ items, shops, index: searchIndex }),
    content: createContentService({ items, shops }),
    shell: createShellService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
