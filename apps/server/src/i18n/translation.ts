import type { Language } from '@stallhub/contracts';
import { fallbackLanguages } from '@stallhub/i18n';

/** Picks `field` from the best translation row for `lang`: the catalogues' fallback rule, on rows. */
export function pickTranslation<T extends { lang: string }, K extends keyof T>(
  rows: readonly T[],
  lang: Language,
  field: K,
): T[K] | undefined {
  for (const candidate of fallbackLanguages(lang)) {
    const row = rows.find((r) => r.lang === candidate);
    if (row) return row[field];
  }
  return rows[0]?.[field];
}

/** Groups translation rows by their owner id. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}
