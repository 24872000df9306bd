import type { Language } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { loadCatalogue } from '@stallhub/i18n/pages';
import type { i18n } from 'i18next';

// A page render only reads its instance (the language never changes within a page), so every render of a
// language shares one instead of building and initialising i18next per request.
const instances = new Map<Language, Promise<i18n>>();

/** The server's i18next instance for `lang`. */
export function serverI18n(lang: Language): Promise<i18n> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = loadCatalogue(lang).then((catalogue) => createI18n(lang, catalogue));
    instance.catch(() => instances.delete(lang));
    instances.set(lang, instance);
  }
  return instance;
}
