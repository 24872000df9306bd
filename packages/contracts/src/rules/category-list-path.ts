// The category list's path (spec 3 §2): /list/index.html, /{lang}?/{city}/list/index.html, and variants
// with set-{categoryParam}-{otherParam}, optionally followed by collection-{collectParam} or
// collect-{collectParam}. Written without zod: the page's scripts parse it too.
//
// Our reading (docs/decisions/013-category-list-paths-and-rankings.md): categoryParam is a category id (a top-level
// pid or a leaf vcid), otherParam a style id, collectParam a market building (bid); 0 means "any".
// The collection part may be its own segment (set-1-0/collection-7.html) or joined with a dash
// (set-1-0-collection-7.html); collect- is the older spelling of collection-.

/** What a category list path selects; an absent field is "any". */
export interface CategoryListSelection {
  vcid?: number;
  styleId?: number;
  bid?: number;
}

const ID = '(\\d{1,9})';
const SET = new RegExp(`^set-${ID}-${ID}(?:[-/]collect(?:ion)?-${ID})?(?:\\.html)?$`);
const COLLECTION_ONLY = new RegExp(`^collect(?:ion)?-${ID}(?:\\.html)?$`);

const id = (raw: string | undefined) => {
  const n = raw === undefined ? 0 : Number(raw);
  return n > 0 ? n : undefined;
};

/**
 * Reads the part of a category list path after `/list/` ("index.html", "set-16-0.html",
 * "set-16-0/collection-3.html", "collect-3.html"); null when it is not a category list path.
 */
export function parseCategoryListPath(rest: string): CategoryListSelection | null {
  const tail = rest
    .replace(/^\/+/, '')
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '');
  if (tail === '' || tail === 'index.html') return {};
  const set = SET.exec(tail);
  if (set) return { vcid: id(set[1]), styleId: id(set[2]), bid: id(set[3]) };
  const collection = COLLECTION_ONLY.exec(tail);
  if (collection) return { bid: id(collection[1]) };
  return null;
}

/** The canonical path of a selection in a city, without language prefix: one selection, one URL. */
export function categoryListPath(city: string, selection: CategoryListSelection): string {
  const { vcid = 0, styleId = 0, bid } = selection;
  if (vcid === 0 && styleId === 0 && bid === undefined) return `/${city}/list/index.html`;
  const collection = bid === undefined ? '' : `/collection-${bid}`;
  return `/${city}/list/set-${vcid}-${styleId}${collection}.html`;
}
