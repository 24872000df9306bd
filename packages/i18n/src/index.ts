import type { Language } from '@stallhub/contracts';
import type { Catalogue } from './setup.ts';
import { languageTexts, type Translator, translate } from './translator.ts';

export { type Catalogue, fallbackLanguages, SOURCE_LANGUAGE } from './setup.ts';
export type { TextOptions, TFunction, Translator } from './translator.ts';

/**
 * The translator a page renders with, on the server and in the browser alike: its one language's page
 * catalogue. A page loads no other language (switching reloads), so there is no fallback to look in; the
 * catalogue test keeps every language complete instead.
 */
export function createI18n(lang: Language, catalogue: Catalogue): Translator {
  const texts = [languageTexts(lang, catalogue)];
  return { language: lang, t: (key, options) => translate(texts, key, options) };
}
