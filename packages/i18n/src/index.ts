import type { Language } from '@stallhub/contracts';
import type { i18n } from 'i18next';
import { type Catalogue, createInstance } from './setup.ts';

export { type Catalogue, fallbackLanguages, SOURCE_LANGUAGE } from './setup.ts';

/** The pages' namespace: catalogues/web/<lang>/<area>.json, merged. */
export const PAGE_NAMESPACE = 'web';

/**
 * The i18next instance a page renders with: its one language's page catalogue. A page loads no other
 * language (switching reloads), so the fallback never has a text to find there; the catalogue test
 * keeps every language complete instead.
 */
export function createI18n(lang: Language, catalogue: Catalogue): i18n {
  return createInstance(lang, PAGE_NAMESPACE, { [lang]: { [PAGE_NAMESPACE]: catalogue } });
}
