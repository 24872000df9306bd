import type { ItemSearchDocument } from './search-index.ts';
import { documentTerms } from './segmenter.ts';

export const at = (day: number) => new Date(Date.UTC(2026, 10, day));

/** A search document of shop 1 in gz, titled `title`, art number A{itemId}. */
export function doc(
  itemId: number,
  title: string,
  overrides: Partial<ItemSearchDocument> = {},
): ItemSearchDocument {
  return {
    itemId,
    city: 'gz',
    categoryId: 101,
    parentCategoryId: 1,
    styleId: 1,
    shopId: 1,
    styleGroupId: null,
    price: 50,
    upTime: at(1),
    saleNum: 0,
    uploadNum: 0,
    colors: ['黑色'],
    sizes: ['M'],
    pattern: '纯色',
    fabric: '棉',
    season: '秋季',
    suitableAge: '18-24',
    modelId: null,
    creditLevel: 2,
    strengthType: -1,
    services: [],
    buyable: true,
    terms: documentTerms({ title, artNo: `A${itemId}` }),
    ...overrides,
  };
}
