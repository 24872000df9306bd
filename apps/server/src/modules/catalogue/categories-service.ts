import type { CategoryMenuEntry, Language, StyleEntry } from '@stallhub/contracts';
import { asc } from 'drizzle-orm';
import { referenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { groupBy, pickTranslation } from '../../i18n/translation.ts';
import {
  categories,
  categoryTags,
  categoryTagTranslations,
  categoryTranslations,
  styles,
  styleTranslations,
} from './tables.ts';

/** Category leaves link to item search by vcid (spec 3 §2: /{city}/search/index.html?vcid=). */
export const categoryHref = (city: string, vcid: number) => `/${city}/search/index.html?vcid=${vcid}`;

/** Categories and styles: reference data, cached in memory. */
export function createCategoriesService(db: Db) {
  const load = referenceCache(async () => {
    const [cats, catNames, tags, tagNames, styleRows, styleNames] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.sort)),
      db.select().from(categoryTranslations),
      db.select().from(categoryTags).orderBy(asc(categoryTags.sort)),
      db.select().from(categoryTagTranslations),
      db.select().from(styles).orderBy(asc(styles.sort)),
      db.select().from(styleTranslations),
    ]);
    return {
      cats,
      catNames: groupBy(catNames, (r) => r.categoryId),
      tags,
      tagNames: groupBy(tagNames, (r) => r.tagId),
      styleRows,
      styleNames: groupBy(styleNames, (r) => r.styleId),
    };
  });

  return {
    async menu(city: string, lang: Language): Promise<CategoryMenuEntry[]> {
      const { cats, catNames, tags, tagNames } = await load();
      const name = (id: number) => pickTranslation(catNames.get(id) ?? [], lang, 'name') ?? String(id);
      const leavesByParent = groupBy(
        cats.filter((c) => c.parentId !== null),
        (c) => c.parentId,
      );
      return cats
        .filter((c) => c.parentId === null)
        .map((top) => {
          const leaves = leavesByParent.get(top.id) ?? [];
          const byTag = groupBy(leaves, (c) => c.tagId ?? 0);
          return {
            pid: top.id,
            pname: name(top.id),
            showList: leaves
              .filter((c) => c.showInline)
              .map((c) => ({ vcid: c.id, vcname: name(c.id), hrefUrl: categoryHref(city, c.id) })),
            list: tags
              .filter((t) => byTag.has(t.id))
              .map((t) => ({
                tag_id: t.id,
                tag_name: pickTranslation(tagNames.get(t.id) ?? [], lang, 'name') ?? '',
                catlist: (byTag.get(t.id) ?? []).map((c) => ({
                  vcid: c.id,
                  vcname: name(c.id),
                  href_url: categoryHref(city, c.id),
                })),
              })),
          };
        });
    },

    async styles(lang: Language): Promise<StyleEntry[]> {
      const { styleRows, styleNames } = await load();
      return styleRows.map((s) => ({
        styleId: s.id,
        styleName: pickTranslation(styleNames.get(s.id) ?? [], lang, 'name') ?? s.urlPath,
        urlPath: s.urlPath,
      }));
    },

    /** Leaf category names matching typed text, for search suggestions. */
    async matching(text: string, lang: Language, limit: number) {
      const { cats, catNames } = await load();
      const needle = text.toLowerCase();
      const found: { vcid: number; vcname: string }[] = [];
      for (const c of cats) {
        if (c.parentId === null) continue;
        const vcname = pickTranslation(catNames.get(c.id) ?? [], lang, 'name') ?? '';
        if (vcname.toLowerCase().includes(needle)) found.push({ vcid: c.id, vcname });
        if (found.length >= limit) break;
      }
      return found;
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
