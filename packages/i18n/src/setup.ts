import type { Language } from '@stallhub/contracts';

/** The language every text is first written in; the other nine catalogues translate it. */
export const SOURCE_LANGUAGE: Language = 'cn';

/** Where a text missing in `lang` is looked for: English next, then the source; the source has no other. */
export const fallbackLanguages = (lang: Language): Language[] =>
  lang === SOURCE_LANGUAGE ? [lang] : [...new Set<Language>([lang, 'en', SOURCE_LANGUAGE])];

/**
 * The Intl locale whose plural rules a language follows. Only "cn" is not a BCP 47 tag: Intl would read it
 * as an unknown language and apply English rules, asking Chinese texts for a `_one` form they lack.
 */
export const pluralLocale = (lang: Language): string => (lang === 'cn' ? 'zh' : lang);

/** The plural forms (`one`, `many`, `other` …) a language's catalogue gives for every counted text. */
export const pluralCategories = (lang: Language): string[] =>
  new Intl.PluralRules(pluralLocale(lang)).resolvedOptions().pluralCategories;

/** One catalogue: texts by key, grouped in nested sections. */
export type Catalogue = Record<string, unknown>;
