/// <reference types="vite/client" />
import type { Language } from '@stallhub/contracts';
import type { Catalogue } from './setup.ts';

// The pages' catalogues as Vite loads them: one chunk per area file, so a page downloads only its own
// language's files and never the server's texts (catalogues/server is outside this glob).
const loaders = import.meta.glob<Catalogue>('../catalogues/web/*/*.json', { import: 'default' });
// Loaded once per language: on the server every request renders with one, and each dynamic import
// otherwise goes back through the module loader.
const loaded = new Map<Language, Promise<Catalogue>>();

async function loadAreas(lang: Language): Promise<Catalogue> {
  const prefix = `../catalogues/web/${lang}/`;
  const areas = Object.entries(loaders).filter(([file]) => file.startsWith(prefix));
  if (areas.length === 0) throw new Error(`No catalogue for language ${lang}`);
  return Object.assign({}, ...(await Promise.all(areas.map(([, load]) => load()))));
}

/** One language's page catalogue, its area files merged. */
export function loadCatalogue(lang: Language): Promise<Catalogue> {
  let catalogue = loaded.get(lang);
  if (!catalogue) {
    catalogue = loadAreas(lang).catch((error: unknown) => {
      loaded.delete(lang);
      throw error;
    });
    loaded.set(lang, catalogue);
  }
  return catalogue;
}
