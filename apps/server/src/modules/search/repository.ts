import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { searchTerms } from './tables.ts';

// The search module's data access for what buyers searched (issue 27 point 3, docs/decisions/081); the
// item documents' queries are the PostgreSQL engine's (postgres-search-index.ts).

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Terms buyers search in a city that contain one of `words`, other than `text` itself, most searched first.
 */
export function searchedTermsContaining(
  on: Db,
  input: { city: string; text: string; words: readonly string[]; limit: number },
): Promise<{ word: string; count: number }[]> {
  return on
    .select({ word: searchTerms.term, count: searchTerms.weight })
    .from(searchTerms)
    .where(
      and(
        eq(searchTerms.city, input.city),
        ne(searchTerms.term, input.text),
        or(...input.words.map((w) => sql`${searchTerms.term} like ${`%${escapeLike(w)}%`}`)),
      ),
    )
    .orderBy(desc(searchTerms.weight), searchTerms.term)
    .limit(input.limit);
}
