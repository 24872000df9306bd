import { createHash } from 'node:crypto';
import {
  ITEM_FACETS,
  type ItemFacet,
  type noResultRecommendInput,
  type SearchPage,
  type searchPageInput,
} from '@stallhub/contracts';
import type { z } from 'zod';
import type { Viewer } from '../../http/viewer.ts';
import type { ValueNamesService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import { searchRelaxing } from './relaxation.ts';
import type { SearchIndex } from './search-index.ts';

type Input = z.output<typeof searchPageInput>;
type RecommendInput = z.output<typeof noResultRecommendInput>;

/** One page of found items: the results page without its cards, which the storefront makes from `itemIds`. */
export type FoundItems = Omit<SearchPage, 'list'> & { itemIds: number[] };

/** Item search by what the words mean, relaxed when they find nothing together. */
export function createItemSearchService(deps: {
  index: SearchIndex;
  shops: Pick<StallsService, 'idsInBuilding'>;
  valueNames: ValueNamesService;
}) {
  return {
    /** `shopId` keeps the search to one stall's items (the stall home). */
    async search(input: Input, viewer: Viewer, shopId?: number): Promise<FoundItems> {
      const q = input.q ?? '';
      const sort = input.sort ?? (q ? 'relevance' : 'newest');
      const filters = Object.fromEntries(
        ITEM_FACETS.filter((f) => f !== 'modelId').map((f) => [f, input[f as Exclude<ItemFacet, 'modelId'>]]),
      );
      const base = {
        city: input.city,
        categoryId: input.vcid,
        shopId,
        shopIds: input.bid === undefined ? undefined : await deps.shops.idsInBuilding(input.city, input.bid),
        filters: { ...filters, modelId: input.modelId },
        priceMin: input.priceMin,
        priceMax: input.priceMax,
        sort,
        merge: input.merge ?? false,
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      };
      const [{ answer: result, relaxed }, name] = await Promise.all([
        searchRelaxing(
          q,
          (terms) => deps.index.search({ ...base, terms }),
          (found) => found.total > 0,
        ),
        deps.valueNames.namer(viewer.lang),
      ]);
      // Colour and size values stay the stalls' Chinese (the filter's key); the label is the viewer's.
      const labelled = (kind: 'color' | 'size') =>
        result.facets[kind].map((facet) => ({ ...facet, label: name(kind, facet.value) }));
      return {
        itemIds: result.itemIds,
        total: result.total,
        page: input.page,
        pageSize: input.pageSize,
        sort,
        relaxed,
        facets: { ...result.facets, color: labelled('color'), size: labelled('size') },
        requestId: createHash('sha1').update(JSON.stringify(input)).digest('hex').slice(0, 16),
      };
    },

    /** The city's best sellers, one per style, for a search that found nothing. */
    async noResultRecommend(input: RecommendInput): Promise<number[]> {
      const { itemIds } = await deps.index.search({
        city: input.city,
        terms: [],
        filters: {},
        sort: 'sales',
        merge: true,
        offset: 0,
        limit: input.pageSize,
        facets: false,
      });
      return itemIds;
    },
  };
}

export type ItemSearchService = ReturnType<typeof createItemSearchService>;
