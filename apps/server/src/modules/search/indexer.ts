import { VALID_PRICE_TYPES } from '@stallhub/contracts';
import type { CategoriesService, ItemsService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { ItemSearchDocument, SearchIndex } from './search-index.ts';
import { documentTerms } from './segmenter.ts';

const REBUILD_BATCH = 1_000;

/** Service filters a buyer can tick, from the item's flags. */
function servicesOf(item: {
  isSp: boolean;
  isTx: boolean;
  isDf: boolean;
  isGoodsInStock: boolean;
}): string[] {
  return [item.isSp && 'sp', item.isTx && 'tx', item.isDf && 'df', item.isGoodsInStock && 'stock'].filter(
    (s): s is string => Boolean(s),
  );
}

/**
 * Which same-style group each item belongs to, decided by its main picture (issue 15 point 6, decision
 * 055): what merged results fold on. Declared here and answered by the image search module, which reads
 * the catalogue's pictures (wired in services.ts); an item absent from the answer folds with nothing.
 */
export interface SameStyleGroups {
  styleGroupsOf(itemIds: readonly number[]): Promise<Map<number, number>>;
}

/**
 * Keeps the search index in step with the catalogue: the catalogue calls `indexItems` after every item
 * write, so a new, changed or delisted item is found (or not) at once.
 */
export function createSearchIndexer(deps: {
  items: ItemsService;
  shops: StallsService;
  categories: Pick<CategoriesService, 'namesForSearch'>;
  index: SearchIndex;
  groups: SameStyleGroups;
}) {
  async function indexItems(ids: readonly number[]) {
    const rows = await deps.items.forSearch(ids);
    const [shops, groups] = await Promise.all([
      deps.shops.summaries(
        rows.map((r) => r.shopId),
        'cn',
      ),
      deps.groups.styleGroupsOf(ids),
    ]);
    const documents: ItemSearchDocument[] = [];
    const delisted: number[] = ids.filter((id) => !rows.some((r) => r.id === id));
    for (const item of rows) {
      const shop = shops.get(item.shopId);
      if (item.status !== 1 || !shop) {
        delisted.push(item.id);
        continue;
      }
      documents.push({
        itemId: item.id,
        city: item.city,
        categoryId: item.categoryId,
        parentCategoryId: item.parentCategoryId,
        styleId: item.styleId,
        shopId: item.shopId,
        styleGroupId: groups.get(item.id) ?? null,
        price: item.price,
        upTime: item.upTime,
        saleNum: item.saleNum,
        uploadNum: item.uploadNum,
        colors: item.colors,
        sizes: item.sizes,
        pattern: item.pattern,
        fabric: item.fabric,
        season: item.season,
        suitableAge: item.suitableAge,
        modelId: item.modelId,
        creditLevel: shop.creditLevel,
        strengthType: shop.strength ? shop.strengthType : -1,
        services: servicesOf(item),
        buyable: (VALID_PRICE_TYPES as readonly number[]).includes(item.priceType),
        terms: documentTerms({
          title: item.title,
          englishTitle: item.englishTitle,
          artNo: item.artNo,
          facts: {
            categoryNames: await deps.categories.namesForSearch(item.categoryId),
            colors: item.colors,
            pattern: item.pattern,
            fabric: item.fabric,
            season: item.season,
            modelId: item.modelId,
          },
        }),
      });
    }
    await deps.index.upsert(documents);
    await deps.index.remove(delisted);
  }

  return {
    indexItems,

    /** Indexes the whole catalogue in batches; returns how many items it walked. */
    rebuild: (onProgress?: (done: number) => void): Promise<number> =>
      deps.items.walkIds(REBUILD_BATCH, indexItems, onProgress),
  };
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;
