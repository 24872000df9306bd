import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@stallhub/contracts';

// One catalogue per language, shared by the pages and the server's few texts.
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/app/locales');
const catalogues = new Map<Language, Record<string, unknown>>();

function catalogue(lang: Language) {
  let found = catalogues.get(lang);
  if (!found) {
    found = JSON.parse(fs.readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Record<
      string,
      unknown
    >;
    catalogues.set(lang, found);
  }
  return found;
}

/** The text at a dotted key in `lang`, else in English; the key itself when missing everywhere. */
export function message(lang: Language, key: string): string {
  for (const candidate of [lang, 'en'] as Language[]) {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue(candidate));
    if (typeof value === 'string') return value;
  }
  return key;
}
