import type { Language } from '@stallhub/contracts';
import type { Catalogue } from './i18n.ts';

// One chunk per language: a page downloads only its own catalogue.
const loaders = import.meta.glob<Catalogue>('../locales/*.json', { import: 'default' });
// Loaded once per language: on the server every request renders with one, and each dynamic import
// otherwise goes back through the module loader.
const loaded = new Map<Language, Promise<Catalogue>>();

export function loadCatalogue(lang: Language): Promise<Catalogue> {
  let catalogue = loaded.get(lang);
  if (!catalogue) {
    const load = loaders[`../locales/${lang}.json`];
    if (!load) return Promise.reject(new Error(`No catalogue for language ${lang}`));
    catalogue = load().catch((error: unknown) => {
      loaded.delete(lang);
      throw error;
    });
    loaded.set(lang, catalogue);
  }
  return catalogue;
}
