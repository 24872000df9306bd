import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { insertInBatches } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import { hotWords, searchPlaceholders, searchTerms } from './tables.ts';

/** Writes hot words and search-box placeholders in one transaction. */
export async function importSearchWords(
  db: Db,
  rows: {
    hotWords: (typeof hotWords.$inferInsert)[];
    placeholders: (typeof searchPlaceholders.$inferInsert)[];
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, hotWords, rows.hotWords);
    await insertInBatches(tx, searchPlaceholders, rows.placeholders);
  });
}

export async function importSearchTerms(db: Db, rows: (typeof searchTerms.$inferInsert)[]): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, searchTerms, rows);
  });
}

let jieba: Jieba | undefined;

/** A term worth completing to: two characters or more, not a bare number such as a year. */
const isTerm = (word: string) => word.length >= 2 && !/^[\d.]+$/.test(word) && /[\p{L}]/u.test(word);

/**
 * Counts, per city, how many item titles contain each term, with titles segmented by jieba in search
 * mode (so 羽绒服 also yields 羽绒). Feed it titles as they stream by; `rows` gives the weighted terms.
 */
export function createTermCounter(options: { maxTermsPerCity?: number } = {}) {
  jieba ??= Jieba.withDict(dict);
  const segmenter = jieba;
  const counts = new Map<string, Map<string, number>>();
  return {
    add(city: string, title: string) {
      const terms = counts.get(city) ?? new Map<string, number>();
      counts.set(city, terms);
      for (const term of new Set(segmenter.cutForSearch(title, true).map((w) => w.toLowerCase()))) {
        if (isTerm(term)) terms.set(term, (terms.get(term) ?? 0) + 1);
      }
    },
    rows(): (typeof searchTerms.$inferInsert)[] {
      const limit = options.maxTermsPerCity ?? 5000;
      return [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([city, terms]) =>
          [...terms.entries()]
            .sort(([ta, a], [tb, b]) => b - a || ta.localeCompare(tb))
            .slice(0, limit)
            .map(([term, weight]) => ({ city, term, weight })),
        );
    },
  };
}
