import fs from 'node:fs';
import path from 'node:path';
import { Index, MetricKind, ScalarKind } from 'usearch';

/** A neighbour: the picture's id and its cosine distance (0 same, 2 opposite). */
export interface Neighbour {
  id: number;
  distance: number;
}

/** Nearest pictures by descriptor, like SearchIndex for text: the engine behind it can be swapped. */
export interface ImageIndex {
  readonly dimensions: number;
  /** Adds pictures (ids are the image_pictures rows'); an id already present is replaced. */
  add(entries: readonly { id: number; vector: Float32Array }[]): void;
  search(vector: Float32Array, k: number): Neighbour[];
  has(id: number): boolean;
  size(): number;
  /** The highest id added so far: a restart adds only the pictures after it. */
  highestId(): number;
  /** Forgets every picture (the saved file does not match the stored rows). */
  clear(): void;
  /** Writes the index to its file (no-op for an index without one). */
  save(): void;
}

/** HNSW graph links per node and search breadth: the usearch defaults raised for recall over speed. */
const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
const EXPANSION_SEARCH = 96;

/**
 * An HNSW index of usearch (docs/decisions/046), cosine over half-precision vectors, kept in memory and
 * saved to `file` (with `<file>.json` naming the highest id in it), so a restart loads the graph instead
 * of rebuilding it. Without a file (tests) it lives in memory only.
 */
export function createUsearchIndex(options: {
  dimensions: number;
  version: string;
  file?: string;
}): ImageIndex {
  const make = () =>
    new Index({
      dimensions: options.dimensions,
      metric: MetricKind.Cos,
      quantization: ScalarKind.F16,
      connectivity: CONNECTIVITY,
      expansion_add: EXPANSION_ADD,
      expansion_search: EXPANSION_SEARCH,
      multi: false,
    });
  let index = make();
  let highest = 0;
  const metaFile = options.file && `${options.file}.json`;
  if (options.file && metaFile && fs.existsSync(options.file) && fs.existsSync(metaFile)) {
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as { version?: string; highestId?: number };
    // Descriptors of another embedder version are not comparable: start again from the stored rows.
    if (meta.version === options.version) {
      index.load(options.file);
      highest = meta.highestId ?? 0;
    } else index = make();
  }

  return {
    dimensions: options.dimensions,
    add(entries) {
      if (entries.length === 0) return;
      // usearch keeps one vector per key (multi: false): a picture added again replaces its vector.
      for (const e of entries) if (index.contains(BigInt(e.id))) index.remove(BigInt(e.id));
      const fresh = entries;
      const keys = new BigUint64Array(fresh.map((e) => BigInt(e.id)));
      const matrix = new Float32Array(fresh.length * options.dimensions);
      fresh.forEach((e, i) => {
        matrix.set(e.vector, i * options.dimensions);
      });
      index.add(keys, matrix);
      for (const e of fresh) highest = Math.max(highest, e.id);
    },
    search(vector, k) {
      if (index.size() === 0) return [];
      const found = index.search(vector, Math.min(k, index.size()), 0);
      const out: Neighbour[] = [];
      for (let i = 0; i < found.keys.length; i++) {
        out.push({ id: Number(found.keys[i]), distance: found.distances[i]! });
      }
      return out;
    },
    has: (id) => index.contains(BigInt(id)) as boolean,
    size: () => index.size(),
    highestId: () => highest,
    clear() {
      index = make();
      highest = 0;
    },
    save() {
      if (!options.file || !metaFile) return;
      fs.mkdirSync(path.dirname(options.file), { recursive: true });
      // Written beside, then renamed: a crash mid-save leaves the previous file whole, and two processes
      // saving at once each rename a whole file of their own.
      const beside = `${options.file}.${process.pid}.tmp`;
      index.save(beside);
      fs.renameSync(beside, options.file);
      fs.writeFileSync(metaFile, JSON.stringify({ version: options.version, highestId: highest }));
    },
  };
}
