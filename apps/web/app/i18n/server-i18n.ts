import type { Language } from '@stallhub/contracts';
import { createI18n, type Translator } from '@stallhub/i18n';
import { loadCatalogue } from '@stallhub/i18n/pages';

// A page render only reads its instance (the language never changes within a page), so every render of a
// language shares one instead of building one per request.
const instances = new Map<Language, Promise<Translator>>();

/** The server's translator for `lang`. */
export function serverI18n(lang: Language): Promise<Translator> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = loadCatalogue(lang).then((catalogue) => createI18n(lang, catalogue));
    instance.catch(() => instances.delete(lang));
    instances.set(lang, instance);
  }
  return instance;
}
