import { type ImageEmbedder, QUERY_VIEWS, STORED_VIEWS } from '../image-embedder.ts';
import { createUsearchIndex } from '../image-index.ts';
import { seedPictures, TRANSFORMATIONS, type Transformation, transform } from './evaluation-set.ts';

export interface EvaluationRow {
  transformation: Transformation;
  recall1: number;
  recall10: number;
  /** Precision@10 at each of the `cutoffs`, in their order. */
  precision10: number[];
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
 * transformed copy of one of them. A query's right answers are the pictures of its source's style: the
 * source itself and the other stalls' photos of the garment (decision 066). Half the queries come from
 * styles with several photos. Recall@10 is the share of the right pictures (at most ten) among the first
 * ten; precision@10 the share of right pictures among the first ten kept within the cut-off.
 */
export async function evaluate(options: {
  embedder: ImageEmbedder;
  pictures: number;
  queriesPerTransformation: number;
  baseline?: (bytes: Uint8Array) => Promise<bigint>;
  /** Distances the service drops answers beyond; precision counts the rest, at each. */
  cutoffs?: readonly number[];
}) {
  const { embedder } = options;
  const pictures = await seedPictures(options.pictures);
  const index = createUsearchIndex({ dimensions: embedder.dimensions });
  const descriptors: Float32Array[] = [];
  const views: Float32Array[][] = [];
  let started = performance.now();
  for (const [i, picture] of pictures.entries()) {
    const vectors = await embedder.embed(picture.bytes, STORED_VIEWS);
    descriptors.push(vectors[0]!);
    views.push(vectors);
    index.add(vectors.map((vector, v) => ({ id: (i + 1) * STORED_VIEWS.length + v, vector })));
  }
  const embedPerSecond = pictures.length / ((performance.now() - started) / 1000);
  const hashes = options.baseline ? await Promise.all(pictures.map((p) => options.baseline!(p.bytes))) : [];

  const timings: number[] = [];
  const rows: EvaluationRow[] = [];
  const order = queryOrder(pictures, options.queriesPerTransformation);
  for (const [t, transformation] of TRANSFORMATIONS.entries()) {
    let hit1 = 0;
    let hit10 = 0;
    const cutoffs = options.cutoffs ?? [Number.POSITIVE_INFINITY];
    const relevant10 = cutoffs.map(() => 0);
    const answered10 = cutoffs.map(() => 0);
    let base1 = 0;
    let base10 = 0;
    let baseRight10 = 0;
    let queries = 0;
    for (const i of order) {
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
      const style = pictures[i]!.style;
      const right = (id: number) => pictures[id - 1]!.style === style;
      const rights = Math.min(10, pictures.filter((p) => p.style === style).length);
      if (found[0] && right(found[0].id)) hit1++;
      hit10 += found.filter((n) => right(n.id)).length / rights;
      cutoffs.forEach((cutoff, c) => {
        const kept = found.filter((n) => n.distance <= cutoff);
        relevant10[c]! += kept.filter((n) => right(n.id)).length;
        answered10[c]! += Math.max(1, kept.length);
      });
      if (options.baseline) {
        const hash = await options.baseline(query);
        const ranked = hashes
          .map((h, j) => ({ j, d: popcount(h ^ hash) }))
          .sort((a, b) => a.d - b.d)
          .slice(0, 10);
        if (ranked[0] && pictures[ranked[0].j]!.style === style) base1++;
        baseRight10 += ranked.filter((r) => pictures[r.j]!.style === style).length;
        base10 += ranked.filter((r) => pictures[r.j]!.style === style).length / rights;
      }
    }
    rows.push({
      transformation,
      recall1: hit1 / queries,
      recall10: hit10 / queries,
      precision10: relevant10.map((r, c) => r / answered10[c]!),
      baselineRecall1: base1 / queries,
      baselineRecall10: base10 / queries,
      baselinePrecision10: baseRight10 / (queries * 10),
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
    /** Every stored view of each picture, and its style, for `styleDistances`. */
    views,
    styles: pictures.map((p) => p.style),
  };
}

/**
 * The pictures queried for each transformation: half of them of styles with several photos (the test
 * that matters: other stalls' photos to find), the rest of any style, each list taken evenly.
 */
function queryOrder(pictures: readonly { style: string }[], count: number): number[] {
  const photos = new Map<string, number>();
  for (const p of pictures) photos.set(p.style, (photos.get(p.style) ?? 0) + 1);
  const several = pictures.flatMap((p, i) => (photos.get(p.style)! > 1 ? [i] : []));
  const any = pictures.map((_, i) => i);
  const evenly = (list: number[], n: number) =>
    Array.from({ length: Math.min(n, list.length) }, (_, k) => list[Math.floor((k * list.length) / n)]!);
  const order: number[] = [];
  for (const i of [...evenly(several, Math.ceil(count / 2)), ...evenly(any, count)]) {
    if (order.length >= count) break;
    if (!order.includes(i)) order.push(i);
  }
  return order;
}
