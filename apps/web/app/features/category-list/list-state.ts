import {
  type CategoryListSelection,
  type City,
  categoryListPath,
  type Language,
  parseCategoryListPath,
  type SearchPageInput,
} from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';
import { parseSearch, type SearchState, toApiInput } from '../search-results/search-params.ts';

// A category list is an item search whose category, style and market building are in the path
// (spec 3 §2 set-/collection-/collect- forms); filters, sort and page stay in the query string, as on
// the results page, so the results page's filter, sort and pager links work here unchanged.

export interface CategoryListState {
  selection: CategoryListSelection;
  /** The query string's part: words, filters, sort, page. Its vcid is ignored: the path names it. */
  search: SearchState;
}

/** Reads a list URL's path tail (after /list/) and query; null when the path is not a category list. */
export function parseCategoryList(tail: string, params: URLSearchParams): CategoryListState | null {
  const selection = parseCategoryListPath(tail);
  if (!selection) return null;
  return { selection, search: { ...parseSearch(params), vcid: undefined } };
}

/** The list's own path in a language: what every filter, sort and page link is built on. */
export const categoryListHref = (lang: Language, city: City, selection: CategoryListSelection) =>
  localePath(lang, categoryListPath(city, selection));

/** The search the list is: the path's category, style and building added to the query's filters. */
export function toListApiInput(state: CategoryListState, city: City, lang: Language): SearchPageInput {
  const { selection, search } = state;
  const input = toApiInput(search, city, lang);
  if (selection.vcid !== undefined) input.vcid = selection.vcid;
  if (selection.bid !== undefined) input.bid = selection.bid;
  if (selection.styleId !== undefined) {
    // The path's style narrows the list; a style ticked in the filters narrows it to those instead.
    if (search.filters.style.length === 0) input.style = String(selection.styleId);
  }
  return input;
}
