import type { CategoryMenuEntry, StyleEntry } from '@stallhub/contracts';

/** The category menu's names the results page needs: a category by vcid, a style by id. */
export interface MenuNames {
  categories: Record<string, string>;
  styles: Record<string, string>;
}

/** Collects names from the menu: top categories, their featured leaves and every leaf of every tag. */
export function menuNames(menu: { categories: CategoryMenuEntry[]; styles: StyleEntry[] } | null): MenuNames {
  const categories: Record<string, string> = {};
  for (const top of menu?.categories ?? []) {
    categories[top.pid] = top.pname;
    for (const leaf of top.showList) categories[leaf.vcid] = leaf.vcname;
    for (const tag of top.list) for (const leaf of tag.catlist) categories[leaf.vcid] = leaf.vcname;
  }
  const styles = Object.fromEntries((menu?.styles ?? []).map((s) => [String(s.styleId), s.styleName]));
  return { categories, styles };
}

/**
 * What the results are of, for the heading and the page title: the words; else the category; else the
 * one style chosen (the menu's style links land here); else nothing in particular (all items).
 */
export function resultsSubject(
  state: { q: string; vcid?: number; filters: { style: string[] } },
  names: MenuNames,
): { kind: 'words' | 'name'; text: string } | null {
  if (state.q) return { kind: 'words', text: state.q };
  const category = state.vcid !== undefined ? names.categories[state.vcid] : undefined;
  if (category) return { kind: 'name', text: category };
  const [style, ...others] = state.filters.style;
  const styleName = style !== undefined && others.length === 0 ? names.styles[style] : undefined;
  return styleName ? { kind: 'name', text: styleName } : null;
}
