import { type City, type Language, SAME_STYLE_SORTS, type SameStyleSort } from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';
import { parseSearch, type SearchState } from '../search-results/search-params.ts';

// The same-style page's URL: /{city}/samestyle/{itemId}, the path's city being the market compared, and
// only a sort and a page in the query string, written as the results page writes them so that its sort
// bar and pager work here unchanged.

export const isSameStyleSort = (sort: string | undefined): sort is SameStyleSort =>
  (SAME_STYLE_SORTS as readonly string[]).includes(sort ?? '');

/** The page's sort and page from its query string; anything else in it (or another sort) is dropped. */
export function parseSameStyle(params: URLSearchParams): SearchState & { sort?: SameStyleSort } {
  const { sort, page } = parseSearch(params);
  return { ...parseSearch(new URLSearchParams()), sort: isSameStyleSort(sort) ? sort : undefined, page };
}

/** The page comparing an item's style in a city's market. */
export const sameStylePath = (lang: Language, city: City, itemId: number) =>
  localePath(lang, `/${city}/samestyle/${itemId}`);
