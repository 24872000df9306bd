import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { readCatalogue, readCatalogueAreas } from './catalogue-files.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const read = (lang: Language) => readCatalogue(lang);

/** Dotted keys of every leaf string. */
function leaves(node: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (typeof node !== 'object' || node === null) {
    found.set(prefix, node);
    return found;
  }
  for (const [key, value] of Object.entries(node)) {
    for (const [k, v] of leaves(value, prefix ? `${prefix}.${key}` : key)) found.set(k, v);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const source = read('cn');
const sourceKeys = leaves(source);

describe('i18n catalogues', () => {
  it.each(LANGUAGES.filter((lang) => lang !== 'cn'))(
    '%s has exactly the keys of the Chinese catalogue',
    (lang) => {
      const keys = leaves(read(lang));
      const missing = [...sourceKeys.keys()].filter((k) => !keys.has(k));
      const extra = [...keys.keys()].filter((k) => !sourceKeys.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LANGUAGES.filter((lang) => lang !== 'cn'))(
    '%s splits its catalogue into the same area files as Chinese',
    (lang) => {
      const areaKeys = (l: Language) =>
        [...readCatalogueAreas(l)].map(([area, texts]) => [area, Object.keys(texts)]);
      expect(areaKeys(lang)).toEqual(areaKeys('cn'));
    },
  );

  it('gives every top-level key to one area file only', () => {
    const owners = [...readCatalogueAreas('cn')].flatMap(([area, texts]) =>
      Object.keys(texts).map((key) => `${key}:${area}`),
    );
    const keys = owners.map((owner) => owner.split(':')[0]);
    expect(owners.filter((_, i) => keys.indexOf(keys[i]) !== i)).toEqual([]);
  });

  it.each([...LANGUAGES])('%s has no empty text', (lang) => {
    const empty = [...leaves(read(lang))].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it('has every key the pages ask for with a literal t("...")', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1]!);
    }
    const pluralBase = (k: string) => [...sourceKeys.keys()].some((s) => s.startsWith(`${k}_`));
    const missing = [...used].filter((k) => !sourceKeys.has(k) && !pluralBase(k));
    expect(missing).toEqual([]);
  });
});
