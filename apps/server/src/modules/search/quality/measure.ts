import { createMemorySearchIndex } from '../memory/memory-search-index.ts';
import { searchRelaxing } from '../relaxation.ts';
import type { ItemSearchDocument } from '../search-index.ts';
import { documentTerms } from '../segmenter.ts';
import {
  type LabelledCatalogue,
  labelledCatalogue,
  type QualityFigures,
  qualityFigures,
} from './labelled-queries.ts';

/** The labelled catalogue's documents, indexed as the indexer indexes items. */
export function qualityDocuments(catalogue: LabelledCatalogue): ItemSearchDocument[] {
  return catalogue.documents.map((d) => ({
    itemId: d.itemId,
    city: d.city,
    categoryId: d.categoryId,
    parentCategoryId: d.parentCategoryId,
    styleId: d.styleId,
    shopId: d.shopId,
    styleGroupId: d.styleGroupId,
    price: d.price,
    upTime: d.upTime,
    saleNum: d.saleNum,
    uploadNum: d.uploadNum,
    colors: d.colors,
    sizes: d.sizes,
    pattern: d.pattern,
    fabric: d.fabric,
    season: d.season,
    suitableAge: d.suitableAge,
    modelId: d.modelId,
    creditLevel: 0,
    strengthType: -1,
    services: [],
    buyable: true,
    terms: documentTerms({
      title: d.title,
      englishTitle: d.englishTitle,
      artNo: d.artNo,
      facts: {
        categoryNames: d.categoryNames,
        colors: d.colors,
        pattern: d.pattern,
        fabric: d.fabric,
        season: d.season,
        modelId: d.modelId,
      },
    }),
  }));
}

/** Runs every labelled query as the results page does (relevance, first page) and scores the answers. */
export async function measureQuality(catalogue: LabelledCatalogue = labelledCatalogue()): Promise<{
  figures: Record<'cn' | 'en', QualityFigures>;
  answers: number[][];
}> {
  const index = createMemorySearchIndex();
  await index.upsert(qualityDocuments(catalogue));
  index.groupByCity();
  const answers: number[][] = [];
  for (const query of catalogue.queries) {
    const { answer } = await searchRelaxing(
      query.q,
      (terms) =>
        index.search({
          city: query.city,
          terms,
          filters: {},
          sort: 'relevance',
          merge: false,
          offset: 0,
          limit: 10,
          facets: false,
        }),
      (found) => found.total > 0,
    );
    answers.push(answer.itemIds);
  }
  return { figures: qualityFigures(catalogue.queries, answers), answers };
}
