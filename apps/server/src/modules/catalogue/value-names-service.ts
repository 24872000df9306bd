import type { Language } from '@stallhub/contracts';
import { fallbackLanguages } from '@stallhub/i18n';
import { referenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { DropWhen } from '../../signals/site-signals.ts';
import { catalogueValueTranslations } from './tables.ts';

/** What a Chinese catalogue value names (catalogue_value_translations.kind). */
export type CatalogueValueKind = 'color' | 'size' | 'lackReason' | 'refundRule';

/** Names Chinese catalogue values in one language; a value without a translation stays as stored. */
export type ValueNamer = (kind: CatalogueValueKind, value: string) => string;

type Row = typeof catalogueValueTranslations.$inferSelect;
/** Each value's name in one language, already resolved by the fallback rule, by kind. */
type Names = Map<string, Map<string, string>>;

/** The names one language shows: its own, else its fallbacks' in order (the first found wins). */
function namesIn(rows: readonly Row[], lang: Language): Names {
  const rank = new Map(fallbackLanguages(lang).map((candidate, i) => [candidate as string, i]));
  const best = new Map<string, Map<string, { text: string; rank: number }>>();
  for (const row of rows) {
    const r = rank.get(row.lang);
    if (r === undefined) continue;
    const values = best.get(row.kind) ?? new Map<string, { text: string; rank: number }>();
    best.set(row.kind, values);
    const found = values.get(row.value);
    if (!found || r < found.rank) values.set(row.value, { text: row.text, rank: r });
  }
  return new Map(
    [...best].map(([kind, values]) => [kind, new Map([...values].map(([value, { text }]) => [value, text]))]),
  );
}

/**
 * Colours, sizes, lack reasons and return rules in the viewer's language (issue 16 point 4). SKUs,
 * carts and orders keep the Chinese value, the key a line matches its SKU by; pages show these names.
 * The table is small and changes by seed or operator, so it is read whole and kept until `referenceChanged`
 * says it was written (a minute at most, for a lost signal); each language's names are resolved once per
 * read, not per value asked (a search page names up to 80 facet values per request, decision 061).
 */
export function createValueNamesService(db: Db, referenceChanged?: DropWhen) {
  const names = referenceCache(
    async () => {
      const rows = await db.select().from(catalogueValueTranslations);
      const byLanguage = new Map<Language, Names>();
      return (lang: Language) => {
        const found = byLanguage.get(lang) ?? namesIn(rows, lang);
        byLanguage.set(lang, found);
        return found;
      };
    },
    undefined,
    referenceChanged,
  );

  return {
    async namer(lang: Language): Promise<ValueNamer> {
      const byKind = (await names())(lang);
      return (kind, value) => byKind.get(kind)?.get(value) ?? value;
    },
  };
}

export type ValueNamesService = ReturnType<typeof createValueNamesService>;
