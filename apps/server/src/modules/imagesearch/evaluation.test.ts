import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluation.ts';
import { createHandcraftedEmbedder, perceptualHash } from './image-embedder.ts';

// The floor under the evaluation set of issue 15 point 7, on a small slice of it (bench/image-search.ts
// measures the whole set): each transformation of a seed picture finds that picture in the first ten.
describe('the default embedder on the evaluation set', () => {
  it('finds the source picture in the first ten for every transformation, where a plain pHash does not', async () => {
    const report = await evaluate({
      embedder: createHandcraftedEmbedder(),
      pictures: 120,
      queriesPerTransformation: 12,
      baseline: perceptualHash,
    });
    for (const row of report.rows) expect(row.recall10, row.transformation).toBeGreaterThanOrEqual(0.9);
    const mean = (key: 'recall10' | 'baselineRecall10') =>
      report.rows.reduce((sum, row) => sum + row[key], 0) / report.rows.length;
    expect(mean('recall10')).toBeGreaterThan(mean('baselineRecall10'));
  }, 120_000);
});
