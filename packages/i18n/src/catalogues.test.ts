import { LANGUAGES, type Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { leaves, readCatalogue, readCatalogueAreas } from './catalogue-files.ts';
import { SOURCE_LANGUAGE } from './setup.ts';

const translations = LANGUAGES.filter((lang) => lang !== SOURCE_LANGUAGE);
const sourceKeys = leaves(readCatalogue(SOURCE_LANGUAGE));

describe('the page catalogues', () => {
  it.each(translations)('%s has exactly the keys of the Chinese catalogue', (lang) => {
    const keys = leaves(readCatalogue(lang));
    const missing = [...sourceKeys.keys()].filter((k) => !keys.has(k));
    const extra = [...keys.keys()].filter((k) => !sourceKeys.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(translations)('%s splits its catalogue into the same area files as Chinese', (lang) => {
    const areaKeys = (l: Language) =>
      [...readCatalogueAreas(l)].map(([area, texts]) => [area, Object.keys(texts)]);
    expect(areaKeys(lang)).toEqual(areaKeys(SOURCE_LANGUAGE));
  });

  it('gives every top-level key to one area file only', () => {
    const owners = [...readCatalogueAreas(SOURCE_LANGUAGE)].flatMap(([area, texts]) =>
      Object.keys(texts).map((key) => `${key}:${area}`),
    );
    const keys = owners.map((owner) => owner.split(':')[0]);
    expect(owners.filter((_, i) => keys.indexOf(keys[i]) !== i)).toEqual([]);
  });

  it.each([...LANGUAGES])('%s has no empty text', (lang) => {
    const empty = [...leaves(readCatalogue(lang))].filter(
      ([, v]) => typeof v !== 'string' || v.trim() === '',
    );
    expect(empty.map(([k]) => k)).toEqual([]);
  });
});
