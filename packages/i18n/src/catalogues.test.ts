import { LANGUAGES, type Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { leaves, readCatalogue, readCatalogueAreas } from './catalogue-files.ts';
import { serverCatalogues } from './server-messages.ts';
import { type Catalogue, SOURCE_LANGUAGE } from './setup.ts';

const translations = LANGUAGES.filter((lang) => lang !== SOURCE_LANGUAGE);

/** The {{name}} placeholders of a text, sorted. */
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

const catalogues: [string, (lang: Language) => Catalogue][] = [
  ['page', readCatalogue],
  ['server', (lang) => serverCatalogues[lang]],
];

describe.each(catalogues)('the %s catalogues', (_, read) => {
  const source = leaves(read(SOURCE_LANGUAGE));

  it.each(translations)('%s has exactly the keys of the Chinese catalogue', (lang) => {
    const keys = leaves(read(lang));
    const missing = [...source.keys()].filter((k) => !keys.has(k));
    const extra = [...keys.keys()].filter((k) => !source.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each([...LANGUAGES])('%s has no empty text', (lang) => {
    const empty = [...leaves(read(lang))].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it.each(translations)('%s fills the placeholders of the Chinese text', (lang) => {
    const differing = [...leaves(read(lang))].filter(
      ([k, v]) => placeholders(v) !== placeholders(source.get(k)),
    );
    expect(differing.map(([k]) => k)).toEqual([]);
  });
});

describe('the page catalogues', () => {
  it.each(translations)('%s splits its catalogue into the same area files as Chinese', (lang) => {
    const areaKeys = (l: Language) =>
      [...readCatalogueAreas(l)].map(([area, texts]) => [area, Object.keys(texts)]);
    expect(areaKeys(lang)).toEqual(areaKeys(SOURCE_LANGUAGE));
  });

  it('give every top-level key to one area file only', () => {
    const owners = [...readCatalogueAreas(SOURCE_LANGUAGE)].flatMap(([area, texts]) =>
      Object.keys(texts).map((key) => `${key}:${area}`),
    );
    const keys = owners.map((owner) => owner.split(':')[0]);
    expect(owners.filter((_, i) => keys.indexOf(keys[i]) !== i)).toEqual([]);
  });
});

describe('the server catalogues', () => {
  const english = leaves(serverCatalogues.en);

  it.each(translations.filter((lang) => lang !== 'en'))('%s leave no text in English by mistake', (lang) => {
    const same = [...leaves(serverCatalogues[lang])].filter(([k, v]) => v === english.get(k));
    expect(same.map(([k]) => k)).toEqual([]);
  });
});
