import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@stallhub/contracts';
import type { Catalogue } from './i18n.ts';

// Each language's catalogue is split into one file per area of the product (locales/<lang>/<area>.json),
// so areas change without touching each other's files; tests and the server read them from disk.
export const localesDir = path.resolve(import.meta.dirname, '../locales');

/** The area files of one language, by area name. */
export function readCatalogueAreas(lang: Language): Map<string, Catalogue> {
  const dir = path.join(localesDir, lang);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [
        file.slice(0, -'.json'.length),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Catalogue,
      ]),
  );
}

/** One language's whole catalogue, as the pages load it. */
export function readCatalogue(lang: Language): Catalogue {
  return Object.assign({}, ...readCatalogueAreas(lang).values()) as Catalogue;
}
