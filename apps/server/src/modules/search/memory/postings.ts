import { lowerBound } from '../lower-bound.ts';
import { withRoom } from './columns.ts';

interface Posting {
  ordinals: Uint32Array;
  size: number;
}

const EMPTY = new Uint32Array(0);

/**
 * Ordinals of the documents holding each key, ascending. Documents are only ever appended with a
 * higher ordinal, so appending keeps every list sorted. Most art-number terms belong to one document:
 * such a key holds its ordinal as a bare number until a second one arrives.
 */
export class Postings {
  private readonly lists = new Map<string, number | Posting>();

  add(key: string, ordinal: number) {
    const list = this.lists.get(key);
    if (list === undefined) {
      this.lists.set(key, ordinal);
    } else if (typeof list === 'number') {
      if (list === ordinal) return;
      const ordinals = new Uint32Array(4);
      ordinals[0] = list;
      ordinals[1] = ordinal;
      this.lists.set(key, { ordinals, size: 2 });
    } else if (list.ordinals[list.size - 1] !== ordinal) {
      list.ordinals = withRoom(list.ordinals, list.size + 1);
      list.ordinals[list.size++] = ordinal;
    }
  }

  get(key: string): Uint32Array {
    const list = this.lists.get(key);
    if (list === undefined) return EMPTY;
    if (typeof list === 'number') return Uint32Array.of(list);
    return list.ordinals.subarray(0, list.size);
  }

  /** Every list end to end, with its key and length: what a snapshot keeps (see DocumentTable.pack). */
  pack() {
    const keys: string[] = [];
    let total = 0;
    for (const [key, list] of this.lists) {
      keys.push(key);
      total += typeof list === 'number' ? 1 : list.size;
    }
    const lengths = new Uint32Array(keys.length);
    const ordinals = new Uint32Array(total);
    let k = 0;
    let at = 0;
    for (const list of this.lists.values()) {
      if (typeof list === 'number') {
        lengths[k++] = 1;
        ordinals[at++] = list;
      } else {
        lengths[k++] = list.size;
        ordinals.set(list.ordinals.subarray(0, list.size), at);
        at += list.size;
      }
    }
    return { keys, lengths, ordinals };
  }

  /**
   * The lists of a snapshot. A list is a view into the packed ordinals, exactly as long as it is: the
   * first append copies it out (withRoom), so no list ever writes into its neighbour's.
   */
  restore(packed: ReturnType<Postings['pack']>) {
    this.lists.clear();
    let at = 0;
    packed.keys.forEach((key, k) => {
      const size = packed.lengths[k]!;
      this.lists.set(
        key,
        size === 1 ? packed.ordinals[at]! : { ordinals: packed.ordinals.subarray(at, at + size), size },
      );
      at += size;
    });
  }

  /**
   * Renumbers: `moved[old]` is the new ordinal, or -1 for a dropped document. With `reordered` the new
   * ordinals do not follow the old order, so each list is sorted again.
   */
  compact(moved: Int32Array, options: { reordered: boolean }) {
    for (const [key, list] of this.lists) {
      if (typeof list === 'number') {
        if (moved[list]! < 0) this.lists.delete(key);
        else this.lists.set(key, moved[list]!);
        continue;
      }
      let size = 0;
      for (let i = 0; i < list.size; i++) {
        const next = moved[list.ordinals[i]!]!;
        if (next >= 0) list.ordinals[size++] = next;
      }
      if (size === 0) this.lists.delete(key);
      else if (size === 1) this.lists.set(key, list.ordinals[0]!);
      else {
        const ordinals = list.ordinals.slice(0, size);
        if (options.reordered) ordinals.sort();
        this.lists.set(key, { ordinals, size });
      }
    }
  }
}

/** Ordinals with how many of the query's terms each holds (the relevance of a match). */
export interface Matches {
  ordinals: Uint32Array;
  hits: Uint8Array;
}

export function single(ordinals: Uint32Array): Matches {
  return { ordinals, hits: new Uint8Array(ordinals.length).fill(1) };
}

/** Documents in either list; hits add up for documents in both. */
export function union(a: Matches, b: Matches): Matches {
  const ordinals = new Uint32Array(a.ordinals.length + b.ordinals.length);
  const hits = new Uint8Array(ordinals.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.ordinals.length || j < b.ordinals.length) {
    const x = i < a.ordinals.length ? a.ordinals[i]! : Number.POSITIVE_INFINITY;
    const y = j < b.ordinals.length ? b.ordinals[j]! : Number.POSITIVE_INFINITY;
    if (x === y) {
      ordinals[n] = x;
      hits[n++] = a.hits[i++]! + b.hits[j++]!;
    } else if (x < y) {
      ordinals[n] = x;
      hits[n++] = a.hits[i++]!;
    } else {
      ordinals[n] = y;
      hits[n++] = b.hits[j++]!;
    }
  }
  return { ordinals: ordinals.subarray(0, n), hits: hits.subarray(0, n) };
}

/** Documents in both lists. A much shorter list probes the longer by binary search. */
export function intersect(a: Matches, b: Matches): Matches {
  const [small, large] = a.ordinals.length <= b.ordinals.length ? [a, b] : [b, a];
  const ordinals = new Uint32Array(small.ordinals.length);
  const hits = new Uint8Array(small.ordinals.length);
  let n = 0;
  const probe = large.ordinals.length > small.ordinals.length * 16;
  let j = 0;
  for (let i = 0; i < small.ordinals.length; i++) {
    const x = small.ordinals[i]!;
    if (probe) {
      j = lowerBound(large.ordinals, x, j);
    } else {
      while (j < large.ordinals.length && large.ordinals[j]! < x) j++;
    }
    if (j < large.ordinals.length && large.ordinals[j] === x) {
      ordinals[n] = x;
      hits[n++] = small.hits[i]! + large.hits[j]!;
    }
  }
  return { ordinals: ordinals.subarray(0, n), hits: hits.subarray(0, n) };
}

/**
 * The part of a posting list that can be in a city: its block [start, end), and everything from
 * `groupedEnd` on (appended since the grouping, in any city).
 */
export function withinBlock(list: Uint32Array, block: { start: number; end: number; groupedEnd: number }) {
  const from = lowerBound(list, block.start);
  const to = lowerBound(list, block.end);
  const appended = lowerBound(list, block.groupedEnd);
  if (appended === list.length) return list.subarray(from, to);
  const part = new Uint32Array(to - from + list.length - appended);
  part.set(list.subarray(from, to));
  part.set(list.subarray(appended), to - from);
  return part;
}
