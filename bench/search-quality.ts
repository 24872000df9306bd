// The search quality benchmark of issue 17: the labelled buyer queries (Chinese, and English as `lang=en`
// buyers type them) over the demo catalogue, run as the results page runs them, printing success@5,
// precision@10 and the zero-result count per language (decision 047).
//   npm run bench:search-quality            the figures
//   npm run bench:search-quality -- --misses and every query whose first ten are mostly not relevant
// The labels come from the seed's structured facts (apps/server/src/modules/search/quality), never from
// the engine; search-quality.test.ts holds the same figures as a floor.

import { parseArgs } from 'node:util';
import { labelledCatalogue, measureQuality } from '../apps/server/src/modules/search/quality/index.ts';

const { values } = parseArgs({ options: { misses: { type: 'boolean', default: false } } });
const started = performance.now();
const catalogue = labelledCatalogue();
const { figures, answers } = await measureQuality(catalogue);
console.log(
  `${catalogue.items.length} items, ${catalogue.queries.length} labelled queries (${Math.round(performance.now() - started)} ms)`,
);
console.log('lang  queries  success@5  precision@10  zero-result');
for (const [lang, f] of Object.entries(figures)) {
  console.log(
    `${lang.padEnd(4)}  ${String(f.queries).padStart(7)}  ${(f.successAt5 * 100).toFixed(1).padStart(8)}%  ${(f.precisionAt10 * 100).toFixed(1).padStart(11)}%  ${String(f.zeroResults).padStart(11)}`,
  );
}
if (values.misses) {
  catalogue.queries.forEach((query, i) => {
    const top = answers[i]!;
    const hits = top.filter((id) => query.relevant.has(id)).length;
    if (top.length === 0 || hits * 2 < top.length) {
      console.log(
        `${query.lang} ${query.city} ${JSON.stringify(query.q)}: ${hits}/${top.length} relevant of ${query.relevant.size}`,
      );
    }
  });
}
