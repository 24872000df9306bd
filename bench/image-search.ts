// The image search benchmark of issue 15: on the labelled evaluation set built from the seed's pictures
// (apps/server/src/modules/imagesearch/evaluation-set.ts), recall@1, recall@10 and precision@10 per
// transformation for the default embedder through the HNSW index, beside a plain 64-bit perceptual hash
// (Hamming distance, exact scan) on the same set; then descriptors per second, query p50/p95, and the
// index's size at --scale pictures (synthetic descriptors near the real ones' spread).
// Then how the photos of one style sit: same-style pair distances against each picture's nearest other
// style, and how the pictures group at the same-style distance (decisions 055, 066).
//   npm run bench:image-search -- --pictures 400 --queries 60 --scale 1000000 [--embedder handcrafted]

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SAME_STYLE_PICTURE_DISTANCE } from '@stallhub/contracts';
import { createRandom } from '@stallhub/seed';
import { evaluate } from '../apps/server/src/modules/imagesearch/evaluation/index.ts';
import {
  createGarmentEmbedder,
  createHandcraftedEmbedder,
  createUsearchIndex,
  MATCH_DISTANCE,
  perceptualHash,
  styleDistances,
} from '../apps/server/src/modules/imagesearch/index.ts';

const { values } = parseArgs({
  options: {
    pictures: { type: 'string', default: '400' },
    queries: { type: 'string', default: '60' },
    scale: { type: 'string', default: '100000' },
    /** The embedder before decision 066, to compare on the same set. */
    embedder: { type: 'string', default: 'garment' },
  },
});

const embedder = values.embedder === 'handcrafted' ? createHandcraftedEmbedder() : createGarmentEmbedder();
const report = await evaluate({
  embedder,
  pictures: Number(values.pictures),
  queriesPerTransformation: Number(values.queries),
  baseline: perceptualHash,
  cutoffs: [MATCH_DISTANCE, SAME_STYLE_PICTURE_DISTANCE],
});
const fmt = (n: number) => n.toFixed(3);
console.log(
  `Evaluation set: ${report.pictures} seed pictures, ${report.queries} queries; embedder ${embedder.version}.`,
);
console.log(
  `transformation   recall@1  recall@10  precision@10 (≤${MATCH_DISTANCE}, ≤${SAME_STYLE_PICTURE_DISTANCE}) | pHash recall@1  recall@10  precision@10`,
);
// Every transformation has as many queries, so the overall figure is the rows' mean.
const mean = (pick: (row: (typeof report.rows)[number]) => number) =>
  report.rows.reduce((sum, row) => sum + pick(row), 0) / report.rows.length;
const overall = {
  transformation: 'overall',
  recall1: mean((r) => r.recall1),
  recall10: mean((r) => r.recall10),
  precision10: [0, 1].map((c) => mean((r) => r.precision10[c]!)),
  baselineRecall1: mean((r) => r.baselineRecall1),
  baselineRecall10: mean((r) => r.baselineRecall10),
  baselinePrecision10: mean((r) => r.baselinePrecision10),
};
for (const row of [...report.rows, overall]) {
  console.log(
    `${row.transformation.padEnd(16)} ${fmt(row.recall1).padStart(8)} ${fmt(row.recall10).padStart(10)} ${row.precision10.map(fmt).join(' ').padStart(25)} | ${fmt(row.baselineRecall1).padStart(14)} ${fmt(row.baselineRecall10).padStart(10)} ${fmt(row.baselinePrecision10).padStart(13)}`,
  );
}
console.log(
  "recall@10: share of the query's style's pictures (at most ten) in the first ten; precision@10: share of right pictures among the first ten within the match distance; pHash keeps all ten (decision 066)",
);
const q = (list: number[], at: number) =>
  [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) * at)]!;
const spread = (list: number[]) =>
  `p5 ${fmt(q(list, 0.05))}, median ${fmt(q(list, 0.5))}, p95 ${fmt(q(list, 0.95))}`;
const styles = styleDistances(report.views, report.styles, SAME_STYLE_PICTURE_DISTANCE);
console.log(
  `same-style pairs (${styles.sameStyle.length}): ${spread(styles.sameStyle)}; a picture's nearest other style: ${spread(styles.nearestOther)}`,
);
console.log(
  `grouped at ${SAME_STYLE_PICTURE_DISTANCE}: ${styles.together}/${styles.styles} styles with several photos in one group; ${styles.groups} groups of ${report.pictures} pictures, the largest ${styles.largest}; ${styles.mixed} pictures share a group with another style`,
);
console.log(
  `load average (1/5/15 min) after the evaluation: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')}`,
);
console.log(
  `descriptors: ${report.embedPerSecond.toFixed(0)} pictures/s on one thread; query embed+search p50 ${report.queryP50.toFixed(1)} ms, p95 ${report.queryP95.toFixed(1)} ms`,
);

// The index at scale: real descriptors of the set, jittered, stand for a catalogue of --scale pictures.
const scale = Number(values.scale);
const base = report.descriptors;
const random = createRandom(7);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-index-'));
const file = path.join(dir, 'pictures.usearch');
const big = createUsearchIndex({ dimensions: embedder.dimensions, file });
const batch = 10_000;
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
for (let from = 0; from < scale; from += batch) {
  const entries = [];
  for (let id = from + 1; id <= Math.min(scale, from + batch); id++) {
    const source = base[id % base.length]!;
    const vector = new Float32Array(source.length);
    for (let i = 0; i < vector.length; i++) vector[i] = source[i]! + (random.next() - 0.5) * 0.08;
    entries.push({ id, vector });
  }
  big.add(entries);
}
const addSeconds = (performance.now() - started) / 1000;
started = performance.now();
// A stand-in key and position: this index is no database's.
big.save({ format: 0, database: 'bench', schema: 'bench', horizon: '0', savedAt: new Date().toISOString() });
const saveMs = performance.now() - started;
const rss = process.memoryUsage().rss - rssBefore;
const timings: number[] = [];
for (let q = 0; q < 500; q++) {
  const at = performance.now();
  big.search(base[q % base.length]!, 200);
  timings.push(performance.now() - at);
}
timings.sort((a, b) => a - b);
started = performance.now();
const reloaded = createUsearchIndex({ dimensions: embedder.dimensions, file });
reloaded.restore(reloaded.saved()!.header);
const loadMs = performance.now() - started;
console.log(
  `index at ${scale.toLocaleString('en')} pictures: built in ${addSeconds.toFixed(1)} s (${Math.round(scale / addSeconds).toLocaleString('en')}/s), ` +
    `${(fs.statSync(path.join(dir, reloaded.saved()!.header.graph!.file)).size / 2 ** 20).toFixed(0)} MB on disk (saved in ${saveMs.toFixed(0)} ms, loaded in ${loadMs.toFixed(0)} ms, ${reloaded.size().toLocaleString('en')} pictures), ` +
    `~${(rss / 2 ** 20).toFixed(0)} MB resident; k=200 search p50 ${timings[250]!.toFixed(2)} ms, p95 ${timings[475]!.toFixed(2)} ms`,
);
fs.rmSync(dir, { recursive: true, force: true });
