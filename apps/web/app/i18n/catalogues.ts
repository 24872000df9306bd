import type { Language } from '@stallhub/contracts';
import type { Catalogue } from './i18n.ts';

// One chunk per language: a page downloads only its own catalogue.
const loaders = import.meta.glob<Catalogue>('../locales/*.json', { import: 'default' });

export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  const load = loaders[`../locales/${lang}.json`];
  if (!load) throw new Error(`No catalogue for language ${lang}`);
  return load();
}
