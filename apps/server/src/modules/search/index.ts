// The search module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { createCopySnapshots } from './copy-snapshot.ts';
export { type CopyStart, createFollowedSearchIndex } from './followed-search-index.ts';
export { searchHelpersRoutes } from './helpers-routes.ts';
export { createSearchHelpersService, type SearchHelpersService } from './helpers-service.ts';
export { createTermCounter, importSearchTerms, importSearchWords } from './import.ts';
export { createSearchIndexer, type SameStyleGroups } from './indexer.ts';
export { createItemSearchService, type FoundItems, type ItemSearchService } from './item-search-service.ts';
export { createMemorySearchIndex } from './memory/memory-search-index.ts';
export { createPostgresSearchIndex } from './postgres-search-index.ts';
export { searchRoutes } from './routes.ts';
export type { SearchIndex } from './search-index.ts';
export { documentTerms, looseQuery, preciseQuery, type QueryTerms, toTsQuery } from './segmenter.ts';
export { createSearchService } from './service.ts';
export { createStallSearchService, type StallSearchService } from './stall-search-service.ts';
export { stallTerms } from './stall-terms.ts';
