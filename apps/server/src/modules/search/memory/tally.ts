import type { FacetCount } from '../search-index.ts';
import type { Dictionary } from './columns.ts';

/**
 * Counts per value code of one column, kept between queries: a query touches the codes its documents
 * hold, and only those are read out and cleared, so a count costs the documents counted, not the size of
 * the column's dictionary (no array of every value allocated, filled and scanned per request). Queries
 * run one at a time (each is one synchronous pass), so one tally a column serves them all.
 */
export class Tally {
  counts = new Int32Array(0);
  /** The style group last counted at each code (-1: none), so a group counts once per value. */
  lastGroup = new Int32Array(0);
  /** The codes counted so far, each once, in the order first met. */
  touched = new Int32Array(0);
  size = 0;

  /** Makes room for every code of a dictionary of `size` values; counts start at zero. */
  ready(size: number): this {
    this.clear();
    if (this.counts.length < size) {
      const length = Math.max(size, this.counts.length * 2, 64);
      this.counts = new Int32Array(length);
      this.lastGroup = new Int32Array(length).fill(-1);
      this.touched = new Int32Array(length);
    }
    return this;
  }

  /** Zeroes the codes counted (a tally left unread by a failed query is cleared by the next). */
  private clear() {
    for (let t = 0; t < this.size; t++) {
      const code = this.touched[t]!;
      this.counts[code] = 0;
      this.lastGroup[code] = -1;
    }
    this.size = 0;
  }

  /**
   * The values counted, most first (ties by value), at most `limit`; clears the tally for the next query.
   */
  take(dictionary: Dictionary, limit: number): FacetCount[] {
    const found: FacetCount[] = [];
    for (let t = 0; t < this.size; t++) {
      const code = this.touched[t]!;
      found.push({ value: dictionary.values[code]!, count: this.counts[code]! });
    }
    this.clear();
    found.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return found.length > limit ? found.slice(0, limit) : found;
  }
}
