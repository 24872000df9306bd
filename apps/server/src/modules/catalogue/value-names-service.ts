import type { Language } from '@stallhub/contracts';
import { fallbackLanguages } from '@stallhub/i18n';
import { referenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { catalogueValueTranslations } from './tables.ts';

/** What a Chinese catalogue value names (catalogue_value_translations.kind). */
export type CatalogueValueKind = 'color' | 'size' | 'lackReason' | 'refundRule';

/** Names Chinese catalogue values in one language; a value without a translation stays as stored. */
export type ValueNamer = (kind: CatalogueValueKind, value: string) => string;

/**
 * Colours, sizes, lack reasons and return rules in the viewer's language (issue 16 point 4). SKUs,
 * carts and orders keep the Chinese value, the key a line matches its SKU by; pages show these names.
 * The table is small and changes by seed or operator, so it is read whole and kept a minute.
 */
export function createValueNamesService(db: Db) {
  const texts = referenceCache(async () => {
    const byKey = new Map<string, string>();
    for (const row of await db.select().from(catalogueValueTranslations)) {
      byKey.set(`${row.kind}\u0000${row.value}\u0000${row.lang}`, row.text);
    }
    return byKey;
  });

  return {
    async namer(lang: Language): Promise<ValueNamer> {
      const byKey = await texts();
      const languages = fallbackLanguages(lang);
      return (kind, value) => {
        for (const candidate of languages) {
          const text = byKey.get(`${kind}\u0000${value}\u0000${candidate}`);
          if (text !== undefined) return text;
        }
        return value;
      };
    },
  };
}

export type ValueNamesService = ReturnType<typeof createValueNamesService>;
