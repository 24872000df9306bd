import type { Language } from '@stallhub/contracts';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { DropWhen } from '../../signals/site-signals.ts';
import type { CategoriesService } from '../catalogue/index.ts';
import { analyseTyped, CATEGORY_TERM, conceptTerms } from './understanding.ts';

interface Leaf {
  vcid: number;
  /** The `k:` terms its items are indexed by: what its names and its top category's names mean. */
  terms: ReadonlySet<string>;
}

/**
 * The city's leaf categories a text names as search reads it (decision 054): a category is named when its
 * items are indexed by the garment the text names (`k:` terms, read from the category's names in every
 * language), so "men's jackets", 男士夹克 and 男款外套 name the men's jackets whatever the category is
 * called. The audience named narrows them when a category of it exists.
 */
export function createUnderstoodCategories(
  categories: Pick<CategoriesService, 'menu' | 'namesForSearch'>,
  dropWhen?: DropWhen,
) {
  const leavesOf = keyedReferenceCache(
    async (city: string): Promise<Leaf[]> => {
      const menu = await categories.menu(city, 'cn');
      const ids = [
        ...new Set(menu.flatMap((top) => top.list.flatMap((tag) => tag.catlist.map((l) => l.vcid)))),
      ];
      return Promise.all(
        ids.map(async (vcid) => ({
          vcid,
          terms: new Set(conceptTerms([], { categoryNames: await categories.namesForSearch(vcid) })),
        })),
      );
    },
    5 * 60_000,
    dropWhen,
  );

  return {
    async matching(text: string, city: string, lang: Language, limit: number) {
      const spans = analyseTyped(text);
      const named = (kind: string) =>
        spans.filter((s) => s.concept?.kind === kind).map((s) => CATEGORY_TERM + s.concept!.key);
      const garments = named('category');
      if (garments.length === 0) return [];
      const audiences = named('audience');
      const leaves = (await leavesOf(city)).filter((leaf) => garments.every((t) => leaf.terms.has(t)));
      const ofAudience = leaves.filter((leaf) => audiences.every((t) => leaf.terms.has(t)));
      // The narrowest first: a leaf meaning fewer things is more nearly the garment named.
      const found = (ofAudience.length > 0 ? ofAudience : leaves)
        .toSorted((a, b) => a.terms.size - b.terms.size)
        .slice(0, limit);
      if (found.length === 0) return [];
      const menu = await categories.menu(city, lang);
      const names = new Map(
        menu.flatMap((top) => top.list.flatMap((tag) => tag.catlist.map((l) => [l.vcid, l.vcname] as const))),
      );
      return found.map(({ vcid }) => ({ vcid, vcname: names.get(vcid) ?? String(vcid) }));
    },
  };
}
