import { describe, expect, it } from 'vitest';
import { labelledCatalogue } from './labelled-queries.ts';
import { measureQuality } from './measure.ts';

/**
 * The quality floor of issue 17 (figures measured by bench/search-quality.ts, decision 047). It counts
 * answers, not time: raise a floor when search gets better, never lower it to let a change in.
 */
const FLOOR = {
  cn: { successAt5: 0.99, precisionAt10: 0.91, zeroResults: 0 },
  en: { successAt5: 0.99, precisionAt10: 0.91, zeroResults: 0 },
};

describe('the labelled buyer queries', () => {
  const catalogue = labelledCatalogue();

  it('number at least 150, in Chinese and English, each with relevant items in its city', () => {
    expect(catalogue.queries.length).toBeGreaterThanOrEqual(150);
    for (const lang of ['cn', 'en'] as const) {
      expect(catalogue.queries.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(75);
    }
    expect(catalogue.queries.every((q) => q.relevant.size >= 3)).toBe(true);
  });

  it('keep success@5, precision@10 and the zero-result count at their floor in each language', async () => {
    const { figures } = await measureQuality(catalogue);
    for (const lang of ['cn', 'en'] as const) {
      expect(figures[lang].successAt5, lang).toBeGreaterThanOrEqual(FLOOR[lang].successAt5);
      expect(figures[lang].precisionAt10, lang).toBeGreaterThanOrEqual(FLOOR[lang].precisionAt10);
      expect(figures[lang].zeroResults, lang).toBeLessThanOrEqual(FLOOR[lang].zeroResults);
    }
  }, 120_000);
});
