import type { Language } from '@stallhub/contracts';
import { readCatalogue } from '@stallhub/i18n/files';

// One catalogue per language, shared by the pages and the server's few texts.
const catalogues = new Map<Language, Record<string, unknown>>();

function catalogue(lang: Language) {
  let found = catalogues.get(lang);
  if (!found) {
    found = readCatalogue(lang);
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
