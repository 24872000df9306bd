import {
  type CategoryMenuEntry,
  categoryListPath,
  type Language,
  type StyleEntry,
} from '@stallhub/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { keyedReferenceCache, referenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { groupBy, pickTranslation } from '../../i18n/translation.ts';
import type { SiteSignals } from '../../signals/site-signals.ts';
import {
  categories,
  categoryTags,
  categoryTagTranslations,
  categoryTranslations,
  items,
  styles,
  styleTranslations,
} from './tables.ts';

/** Category leaves link to the city's category list (spec 3 §2: /{city}/list/set-{vcid}-0.html). */
export const categoryHref = (city: string, vcid: number) => categoryListPath(city, { vcid });
/** Styles link to the category list of every category in that style (/{city}/list/set-0-{styleId}.html). */
export const styleHref = (city: string, styleId: number) => categoryListPath(city, { styleId });

/** Categories and styles: reference data, cached in memory. */
/** How long the categories and their item counts are kept when no signal says they changed first. */
const KEPT_MS = 60_000;

export function createCategoriesService(db: Db, signals: Pick<SiteSignals, 'when'>) {
  const load = referenceCache(
    async () => {
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
    },
    KEPT_MS,
    signals.when('reference'),
  );

  /** On-shelf items per category in a city: what the city's menu lists, and in which order. */
  const itemCounts = keyedReferenceCache(
    async (city: string): Promise<Map<number, number>> => {
      const rows = await db
        .select({ categoryId: items.categoryId, n: sql<number>`count(*)::int` })
        .from(items)
        .where(and(eq(items.city, city), eq(items.status, 1)))
        .groupBy(items.categoryId);
      return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
    },
    KEPT_MS,
    signals.when('catalogue'),
  );

  return {
    /**
     * The city's menu: top-level categories with on-shelf items in the city, most items first (the shoe
     * market jfn leads with shoes), each with only its leaves that have items there.
     */
    async menu(city: string, lang: Language): Promise<CategoryMenuEntry[]> {
      const [{ cats, catNames, tags, tagNames }, counts] = await Promise.all([load(), itemCounts(city)]);
      const name = (id: number) => pickTranslation(catNames.get(id) ?? [], lang, 'name') ?? String(id);
      const leavesByParent = groupBy(
        cats.filter((c) => c.parentId !== null && (counts.get(c.id) ?? 0) > 0),
        (c) => c.parentId,
      );
      const total = (topId: number) =>
        (counts.get(topId) ?? 0) +
        (leavesByParent.get(topId) ?? []).reduce((sum, leaf) => sum + (counts.get(leaf.id) ?? 0), 0);
      // Tops come in their reference order, so the stable sort keeps it between equal counts.
      return cats
        .filter((c) => c.parentId === null && total(c.id) > 0)
        .sort((a, b) => total(b.id) - total(a.id))
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

    async styles(city: string, lang: Language): Promise<StyleEntry[]> {
      const { styleRows, styleNames } = await load();
      return styleRows.map((s) => ({
        styleId: s.id,
        styleName: pickTranslation(styleNames.get(s.id) ?? [], lang, 'name') ?? s.urlPath,
        urlPath: s.urlPath,
        href: styleHref(city, s.id),
      }));
    },

    /** Every translated name of a category and of the category above it: what search indexes items by. */
    async namesForSearch(categoryId: number): Promise<string[]> {
      const { cats, catNames } = await load();
      const parentId = cats.find((c) => c.id === categoryId)?.parentId ?? null;
      return [categoryId, parentId].flatMap((id) =>
        id === null ? [] : (catNames.get(id) ?? []).map((r) => r.name),
      );
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
