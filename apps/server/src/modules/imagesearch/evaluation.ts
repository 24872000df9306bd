import { seedPictures, TRANSFORMATIONS, type Transformation, transform } from './evaluation-set.ts';
import { type ImageEmbedder, QUERY_VIEWS, STORED_VIEWS } from './image-embedder.ts';
import { createUsearchIndex } from './image-index.ts';

export interface EvaluationRow {
  transformation: Transformation;
  recall1: number;
  recall10: number;
  precision10: number;
  baselineRecall1: number;
  baselineRecall10: number;
  /** The hash keeps no distance cut: its ten answers all count, so this is its right answers over ten. */
  baselinePrecision10: number;
}

const popcount = (x: bigint) => {
  let n = 0;
  for (let v = x; v > 0n; v >>= 1n) n += Number(v & 1n);
  return n;
};

/**
 * Runs the evaluation set through `embedder` and an HNSW index: every seed picture indexed, each query a
 * transformed copy of one of them. A query's right answers are the pictures equal to its source (the
 * seed shares one picture among an item's same-style group, so one right picture is every right item).
 * Precision@10 counts, among the ten answers, those within the distance the service cuts results at.
 */
export async function evaluate(options: {
  embedder: ImageEmbedder;
  pictures: number;
  queriesPerTransformation: number;
  baseline?: (bytes: Uint8Array) => Promise<bigint>;
  /** Answers farther than this are dropped by the service; precision counts the rest. */
  cutoff?: number;
}) {
  const { embedder } = options;
  const pictures = await seedPictures(options.pictures);
  const index = createUsearchIndex({ dimensions: embedder.dimensions, version: embedder.version });
  const descriptors: Float32Array[] = [];
  let started = performance.now();
  for (const [i, picture] of pictures.entries()) {
    const vectors = await embedder.embed(picture.bytes, STORED_VIEWS);
    descriptors.push(vectors[0]!);
    index.add(vectors.map((vector, v) => ({ id: (i + 1) * STORED_VIEWS.length + v, vector })));
  }
  const embedPerSecond = pictures.length / ((performance.now() - started) / 1000);
  const hashes = options.baseline ? await Promise.all(pictures.map((p) => options.baseline!(p.bytes))) : [];

  const timings: number[] = [];
  const rows: EvaluationRow[] = [];
  const step = Math.max(1, Math.floor(pictures.length / options.queriesPerTransformation));
  for (const [t, transformation] of TRANSFORMATIONS.entries()) {
    let hit1 = 0;
    let hit10 = 0;
    let relevant10 = 0;
    let answered10 = 0;
    let base1 = 0;
    let base10 = 0;
    let queries = 0;
    for (let i = 0; i < pictures.length && queries < options.queriesPerTransformation; i += step) {
      queries++;
      const query = await transform(pictures[i]!.bytes, transformation, i * 31 + t);
      started = performance.now();
      const best = new Map<number, number>();
      for (const vector of await embedder.embed(query, QUERY_VIEWS)) {
        for (const n of index.search(vector, 20)) {
          const id = Math.floor(n.id / STORED_VIEWS.length);
          best.set(id, Math.min(best.get(id) ?? 2, n.distance));
        }
      }
      const found = [...best]
        .map(([id, distance]) => ({ id, distance }))
        .sort((a, b) => a.distance - b.distance)
        .slice(0, 10);
      timings.push(performance.now() - started);
      const right = (id: number) => pictures[id - 1]!.key === pictures[i]!.key;
      if (found[0] && right(found[0].id)) hit1++;
      if (found.some((n) => right(n.id))) hit10++;
      const kept = found.filter((n) => n.distance <= (options.cutoff ?? Number.POSITIVE_INFINITY));
      // One right picture per query in this set: precision@10 is how many of the answers kept are right.
      relevant10 += kept.filter((n) => right(n.id)).length;
      answered10 += Math.max(1, kept.length);
      if (options.baseline) {
        const hash = await options.baseline(query);
        const ranked = hashes
          .map((h, j) => ({ j, d: popcount(h ^ hash) }))
          .sort((a, b) => a.d - b.d)
          .slice(0, 10);
        if (ranked[0]?.j === i) base1++;
        if (ranked.some((r) => r.j === i)) base10++;
      }
    }
    rows.push({
      transformation,
      recall1: hit1 / queries,
      recall10: hit10 / queries,
      precision10: relevant10 / answered10,
      baselineRecall1: base1 / queries,
      baselineRecall10: base10 / queries,
      baselinePrecision10: base10 / (queries * 10),
    });
  }
  timings.sort((a, b) => a - b);
  return {
    pictures: pictures.length,
    queries: timings.length,
    rows,
    embedPerSecond,
    queryP50: timings[Math.floor(timings.length * 0.5)] ?? 0,
    queryP95: timings[Math.floor(timings.length * 0.95)] ?? 0,
    descriptors,
  };
}
