import fs from 'node:fs';
import path from 'node:path';
import { Index, MetricKind, ScalarKind } from 'usearch';
import { fileChecksum, type SnapshotHeader, writeAtomically } from '../../db/snapshots.ts';

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
  /** The highest id added so far: a start from a snapshot adds the pictures after it. */
  highestId(): number;
  /** Forgets every picture (the saved file does not match the stored rows). */
  clear(): void;
  /** The header of the saved snapshot; null without one (or without a file); throws when unreadable. */
  saved(): { header: SavedIndex } | null;
  /** Loads the snapshot `header` names, after checking its bytes; throws when they do not match. */
  restore(header: SavedIndex): void;
  /** Saves a snapshot with `header`'s key and position (no-op for an index without a file). */
  save(header: SnapshotHeader): void;
}

/** A saved index's header: its key and position, the file holding the graph, and what is in it. */
export interface SavedIndex extends Partial<SnapshotHeader> {
  highestId?: number;
  /** The graph's file, beside the header, and its crc32. */
  graph?: { file: string; crc32: number };
}

/** HNSW graph links per node and search breadth: the usearch defaults raised for recall over speed. */
const CONNECTIVITY = 16;
const EXPANSION_ADD = 128;
const EXPANSION_SEARCH = 96;

/**
 * An HNSW index of usearch (docs/decisions/046), cosine over half-precision vectors, kept in memory. With
 * a `file` it is saved as a snapshot (decision 094): the graph in a file of its own, then `<file>.json`
 * naming it, with the key, the position and the highest id in it, so a restart loads the graph instead
 * of rebuilding it. Without a file (tests) it lives in memory only.
 */
export function createUsearchIndex(options: { dimensions: number; file?: string }): ImageIndex {
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
  const headerFile = options.file && `${options.file}.json`;
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
    saved() {
      if (!headerFile || !fs.existsSync(headerFile)) return null;
      return { header: JSON.parse(fs.readFileSync(headerFile, 'utf8')) as SavedIndex };
    },
    restore(header) {
      if (!options.file || !header.graph) throw new Error('no graph named');
      const graph = path.join(path.dirname(options.file), path.basename(header.graph.file));
      if (!fs.existsSync(graph)) throw new Error('its graph file is missing');
      if (fileChecksum(graph) !== header.graph.crc32)
        throw new Error('its graph does not match its checksum');
      const loaded = make();
      loaded.load(graph);
      index = loaded;
      highest = header.highestId ?? 0;
    },
    save(header) {
      if (!options.file || !headerFile) return;
      fs.mkdirSync(path.dirname(options.file), { recursive: true });
      // The graph goes to a file of its own, then the header naming it is renamed into place: a reader
      // (or a crash) sees the previous pair or the new one whole. The graph the old header named goes last.
      const previous = readGraphName(headerFile);
      const graph = `${options.file}.${process.pid}-${Date.now()}`;
      index.save(graph);
      const saved: SavedIndex = {
        ...header,
        highestId: highest,
        graph: { file: path.basename(graph), crc32: fileChecksum(graph) },
      };
      writeAtomically(headerFile, (beside) => fs.writeFileSync(beside, JSON.stringify(saved)));
      if (previous && previous !== path.basename(graph)) {
        fs.rmSync(path.join(path.dirname(options.file), previous), { force: true });
      }
    },
  };
}

/** The graph file a header names, or null. */
function readGraphName(headerFile: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(headerFile, 'utf8')) as SavedIndex).graph?.file ?? null;
  } catch {
    return null;
  }
}
