// The image search benchmark of issue 15: on the labelled evaluation set built from the seed's pictures
// (apps/server/src/modules/imagesearch/evaluation-set.ts), recall@1, recall@10 and precision@10 per
// transformation for the default embedder through the HNSW index, beside a plain 64-bit perceptual hash
// (Hamming distance, exact scan) on the same set; then descriptors per second, query p50/p95, and the
// index's size at --scale pictures (synthetic descriptors near the real ones' spread).
//   npm run bench:image-search -- --pictures 400 --queries 60 --scale 1000000

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRandom } from '@stallhub/seed';
import {
  createHandcraftedEmbedder,
  createUsearchIndex,
  evaluate,
  MATCH_DISTANCE,
  perceptualHash,
} from '../apps/server/src/modules/imagesearch/index.ts';

const { values } = parseArgs({
  options: {
    pictures: { type: 'string', default: '400' },
    queries: { type: 'string', default: '60' },
    scale: { type: 'string', default: '100000' },
  },
});

const embedder = createHandcraftedEmbedder();
const report = await evaluate({
  embedder,
  pictures: Number(values.pictures),
  queriesPerTransformation: Number(values.queries),
  baseline: perceptualHash,
  cutoff: MATCH_DISTANCE,
});
const fmt = (n: number) => n.toFixed(3);
console.log(`Evaluation set: ${report.pictures} seed pictures, ${report.queries} queries.`);
console.log('transformation   recall@1  recall@10  precision@10 | pHash recall@1  recall@10  precision@10');
// Every transformation has as many queries, so the overall figure is the rows' mean.
const mean = (pick: (row: (typeof report.rows)[number]) => number) =>
  report.rows.reduce((sum, row) => sum + pick(row), 0) / report.rows.length;
const overall = {
  transformation: 'overall',
  recall1: mean((r) => r.recall1),
  recall10: mean((r) => r.recall10),
  precision10: mean((r) => r.precision10),
  baselineRecall1: mean((r) => r.baselineRecall1),
  baselineRecall10: mean((r) => r.baselineRecall10),
  baselinePrecision10: mean((r) => r.baselinePrecision10),
};
for (const row of [...report.rows, overall]) {
  console.log(
    `${row.transformation.padEnd(16)} ${fmt(row.recall1).padStart(8)} ${fmt(row.recall10).padStart(10)} ${fmt(row.precision10).padStart(13)} | ${fmt(row.baselineRecall1).padStart(14)} ${fmt(row.baselineRecall10).padStart(10)} ${fmt(row.baselinePrecision10).padStart(13)}`,
  );
}
console.log(
  "precision@10 counts the answers within the match distance that are the query's one right picture, so it is at most 0.1 here (decision 046)",
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
const big = createUsearchIndex({ dimensions: embedder.dimensions, version: embedder.version, file });
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
big.save();
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
const reloaded = createUsearchIndex({ dimensions: embedder.dimensions, version: embedder.version, file });
const loadMs = performance.now() - started;
console.log(
  `index at ${scale.toLocaleString('en')} pictures: built in ${addSeconds.toFixed(1)} s (${Math.round(scale / addSeconds).toLocaleString('en')}/s), ` +
    `${(fs.statSync(file).size / 2 ** 20).toFixed(0)} MB on disk (saved in ${saveMs.toFixed(0)} ms, loaded in ${loadMs.toFixed(0)} ms, ${reloaded.size().toLocaleString('en')} pictures), ` +
    `~${(rss / 2 ** 20).toFixed(0)} MB resident; k=200 search p50 ${timings[250]!.toFixed(2)} ms, p95 ${timings[475]!.toFixed(2)} ms`,
);
fs.rmSync(dir, { recursive: true, force: true });
