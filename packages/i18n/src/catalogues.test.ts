import { LANGUAGES, type Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { leaves, readCatalogue, readCatalogueAreas } from './catalogue-files.ts';
import { serverCatalogues } from './server-messages.ts';
import { type Catalogue, pluralCategories, SOURCE_LANGUAGE } from './setup.ts';

const translations = LANGUAGES.filter((lang) => lang !== SOURCE_LANGUAGE);

/** The {{name}} placeholders of a text, sorted. */
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: "total_one" and "total_other" are both the text "total". */
const textKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

/** The plural forms each counted text of a catalogue has, by text key; a text without forms is left out. */
function pluralForms(keys: Iterable<string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of keys) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (form) forms.set(textKey(key), [...(forms.get(textKey(key)) ?? []), form].sort());
  }
  return forms;
}

const catalogues: [string, (lang: Language) => Catalogue][] = [
  ['page', readCatalogue],
  ['server', (lang) => serverCatalogues[lang]],
];

describe.each(catalogues)('the %s catalogues', (_, read) => {
  const source = leaves(read(SOURCE_LANGUAGE));

  const sourceTexts = new Set([...source.keys()].map(textKey));

  it.each(translations)('%s has exactly the texts of the Chinese catalogue, plural forms aside', (lang) => {
    const texts = new Set([...leaves(read(lang)).keys()].map(textKey));
    const missing = [...sourceTexts].filter((k) => !texts.has(k));
    const extra = [...texts].filter((k) => !sourceTexts.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each([...LANGUAGES])('%s gives each counted text exactly the plural forms of its language', (lang) => {
    const expected = pluralCategories(lang).sort();
    const wrong = [...pluralForms(leaves(read(lang)).keys())].filter(
      ([, forms]) => forms.join() !== expected.join(),
    );
    expect(wrong.map(([key, forms]) => `${key}: ${forms.join()}`)).toEqual([]);
  });

  it.each([...LANGUAGES])('%s counts with {{count}} only in texts that have plural forms', (lang) => {
    // A number read aloud with a noun ("1 items") must choose its form: that is what `count` is for.
    // Figures that name no noun ("+3", "Page 2") use another placeholder.
    const counted = [...leaves(read(lang))].filter(
      ([k, v]) => /\{\{count\}\}/.test(String(v)) && !PLURAL_SUFFIX.test(k),
    );
    expect(counted.map(([k]) => k)).toEqual([]);
  });

  it.each([...LANGUAGES])('%s has no empty text', (lang) => {
    const empty = [...leaves(read(lang))].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it.each(translations)('%s fills the placeholders of the Chinese text', (lang) => {
    const differing = [...leaves(read(lang))].filter(
      ([k, v]) => placeholders(v) !== placeholders(source.get(k) ?? source.get(`${textKey(k)}_other`)),
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
    // A platform's brand (listing.platform.*) is written the same in the Latin-script languages: not a slip.
    const same = [...leaves(serverCatalogues[lang])].filter(
      ([k, v]) => v === english.get(k) && !k.startsWith('listing.platform.'),
    );
    expect(same.map(([k]) => k)).toEqual([]);
  });
});
