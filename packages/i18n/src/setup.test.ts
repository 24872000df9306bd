import { LANGUAGES } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { leaves, readCatalogue } from './catalogue-files.ts';
import { createI18n } from './index.ts';
import { fallbackLanguages } from './setup.ts';

describe('the languages a text is read in', () => {
  it.each([...LANGUAGES])('answers a %s page from its own catalogue, every key', (lang) => {
    const catalogue = readCatalogue(lang);
    const { t } = createI18n(lang, catalogue);
    const wrong = [...leaves(catalogue)].filter(
      ([key, text]) => !/_(zero|one|two|few|many|other)$/.test(key) && t(key) !== text,
    );
    expect(wrong.map(([key]) => key)).toEqual([]);
  });

  it('looks in English and Chinese after a language, and only in Chinese for Chinese', () => {
    expect(fallbackLanguages('th')).toEqual(['th', 'en', 'cn']);
    expect(fallbackLanguages('en')).toEqual(['en', 'cn']);
    expect(fallbackLanguages('cn')).toEqual(['cn']);
  });
});
