type Column = Int32Array | Uint32Array | Float64Array | Uint8Array;

/** The column with room for `size` values: doubled when full, so appends stay amortised O(1). */
export function withRoom<T extends Column>(column: T, size: number): T {
  if (size <= column.length) return column;
  const Kind = column.constructor as new (length: number) => T;
  const grown = new Kind(Math.max(size, column.length * 2, 64));
  grown.set(column);
  return grown;
}

/** Facet values as small integers: counting then indexes an array instead of hashing strings. */
export class Dictionary {
  private readonly codes = new Map<string, number>();
  readonly values: string[] = [];

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a known value, or -1: a filter on a value no document has matches nothing. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }

  get size() {
    return this.values.length;
  }

  /** The dictionary holding `values` (as `values` of another one), each at its code there. */
  static of(values: readonly string[]): Dictionary {
    const dictionary = new Dictionary();
    for (const value of values) dictionary.code(value);
    return dictionary;
  }
}

/**
 * One value per document in each of `width` columns, stored row by row: counting every column of a
 * document then reads one place in memory, not one per column.
 */
export class ScalarRows {
  readonly dictionaries: Dictionary[];
  codes = new Int32Array(0);

  constructor(readonly width: number) {
    this.dictionaries = Array.from({ length: width }, () => new Dictionary());
  }

  /** Sets column `slot` of `ordinal`; -1 where the document has no value. */
  set(ordinal: number, slot: number, value: string | null) {
    this.codes = withRoom(this.codes, (ordinal + 1) * this.width);
    this.codes[ordinal * this.width + slot] =
      value === null || value === '' ? -1 : this.dictionaries[slot]!.code(value);
  }

  /** What a snapshot keeps of the rows of the first `count` documents (see DocumentTable.pack). */
  pack(count: number) {
    return { values: this.dictionaries.map((d) => d.values), codes: this.codes.slice(0, count * this.width) };
  }

  restore(packed: ReturnType<ScalarRows['pack']>) {
    packed.values.forEach((values, slot) => {
      this.dictionaries[slot] = Dictionary.of(values);
    });
    this.codes = packed.codes;
  }

  /** Keeps the rows `moved` gives a new ordinal (of `count`). */
  compact(moved: Int32Array, count: number) {
    const codes = new Int32Array(Math.max(count * this.width, 64));
    for (let o = 0; o < moved.length; o++) {
      const next = moved[o]!;
      if (next >= 0) codes.set(this.codes.subarray(o * this.width, (o + 1) * this.width), next * this.width);
    }
    this.codes = codes;
  }
}

/** Several values per document (colours, sizes, services), packed into one pool. */
export class MultiColumn {
  dictionary = new Dictionary();
  starts = new Uint32Array(0);
  lengths = new Uint8Array(0);
  pool = new Int32Array(0);
  poolSize = 0;

  set(ordinal: number, values: readonly string[]) {
    const codes = [...new Set(values.filter((v) => v !== '').map((v) => this.dictionary.code(v)))].slice(
      0,
      255,
    );
    this.starts = withRoom(this.starts, ordinal + 1);
    this.lengths = withRoom(this.lengths, ordinal + 1);
    this.pool = withRoom(this.pool, this.poolSize + codes.length);
    this.starts[ordinal] = this.poolSize;
    this.lengths[ordinal] = codes.length;
    this.pool.set(codes, this.poolSize);
    this.poolSize += codes.length;
  }

  /** What a snapshot keeps of the values of the first `count` documents (see DocumentTable.pack). */
  pack(count: number) {
    return {
      values: this.dictionary.values,
      starts: this.starts.slice(0, count),
      lengths: this.lengths.slice(0, count),
      pool: this.pool.slice(0, this.poolSize),
    };
  }

  restore(packed: ReturnType<MultiColumn['pack']>) {
    this.dictionary = Dictionary.of(packed.values);
    this.starts = packed.starts;
    this.lengths = packed.lengths;
    this.pool = packed.pool;
    this.poolSize = packed.pool.length;
  }

  /** Keeps the documents `moved` gives a new ordinal (of `count`), with a pool free of dead values. */
  compact(moved: Int32Array, count: number) {
    const starts = new Uint32Array(Math.max(count, 64));
    const lengths = new Uint8Array(Math.max(count, 64));
    const pool = new Int32Array(Math.max(this.poolSize, 64));
    let size = 0;
    for (let o = 0; o < moved.length; o++) {
      const next = moved[o]!;
      if (next < 0) continue;
      const length = this.lengths[o]!;
      pool.set(this.pool.subarray(this.starts[o]!, this.starts[o]! + length), size);
      starts[next] = size;
      lengths[next] = length;
      size += length;
    }
    this.starts = starts;
    this.lengths = lengths;
    this.pool = pool;
    this.poolSize = size;
  }
}
