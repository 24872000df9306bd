import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '@stallhub/contracts';
import type { Catalogue } from './setup.ts';

// Each language's page catalogue is split into one file per area of the product
// (catalogues/web/<lang>/<area>.json, docs/decisions/010), so areas change without touching each other's
// files. Tests read them from disk; the pages load them through page-catalogues.ts.
export const pageCataloguesDir = path.resolve(import.meta.dirname, '../catalogues/web');

/** The area files of one language, by area name. */
export function readCatalogueAreas(lang: Language): Map<string, Catalogue> {
  const dir = path.join(pageCataloguesDir, lang);
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

/** One language's whole page catalogue, as the pages load it. */
export function readCatalogue(lang: Language): Catalogue {
  return Object.assign({}, ...readCatalogueAreas(lang).values()) as Catalogue;
}

/** Every leaf of a catalogue by its dotted key ("nav.home"). */
export function leaves(node: unknown, prefix = ''): Map<string, unknown> {
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
