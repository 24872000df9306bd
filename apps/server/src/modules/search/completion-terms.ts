import { eq } from 'drizzle-orm';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { DropWhen } from '../../signals/site-signals.ts';
import { lowerBound } from './lower-bound.ts';
import { searchTerms } from './tables.ts';

/** A term buyers complete to, and how many titles of the city hold it. */
export interface Completion {
  term: string;
  weight: number;
}

/** A city's completion terms in code-unit order, with their weights: a prefix's terms are one run. */
interface CityTerms {
  terms: string[];
  weights: Int32Array;
}

/**
 * The terms buyers complete to, per city, held in memory: they change only when the catalogue's terms
 * are imported (which the site's `reference` signal tells), and a keystroke's completion is then a binary
 * search and a short scan, not a query.
 */
export function createCompletionTerms(db: Db, dropWhen?: DropWhen, ttlMs = 5 * 60_000) {
  const termsOf = keyedReferenceCache(
    async (city: string): Promise<CityTerms> => {
      const rows = await db
        .select({ term: searchTerms.term, weight: searchTerms.weight })
        .from(searchTerms)
        .where(eq(searchTerms.city, city));
      // Code-unit order, as `<` compares, whatever the database's collation.
      rows.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
      return { terms: rows.map((r) => r.term), weights: Int32Array.from(rows, (r) => r.weight) };
    },
    ttlMs,
    dropWhen,
  );

  /** The `limit` heaviest terms of the city starting with `prefix`, with their weights; equal weights in term order. */
  async function weighted(city: string, prefix: string, limit: number): Promise<Completion[]> {
    const { terms, weights } = await termsOf(city);
    const heaviest: number[] = [];
    for (let i = lowerBound(terms, prefix); i < terms.length && terms[i]!.startsWith(prefix); i++) {
      const weight = weights[i]!;
      if (heaviest.length === limit && weight <= weights[heaviest[limit - 1]!]!) continue;
      let at = heaviest.length;
      while (at > 0 && weights[heaviest[at - 1]!]! < weight) at--;
      heaviest.splice(at, 0, i);
      if (heaviest.length > limit) heaviest.pop();
    }
    return heaviest.map((i) => ({ term: terms[i]!, weight: weights[i]! }));
  }

  return {
    weighted,
    /** The `limit` heaviest terms of the city starting with `prefix`; equal weights in term order. */
    async complete(city: string, prefix: string, limit: number): Promise<string[]> {
      return (await weighted(city, prefix, limit)).map((c) => c.term);
    },
  };
}
