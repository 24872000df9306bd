import type { Language } from '@stallhub/contracts';
import i18next, { type i18n, type Resource } from 'i18next';

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

/** An i18next instance over `resources` (language, then namespace), answering in `lang` from `namespace`. */
export function createInstance(lang: Language, namespace: string, resources: Resource): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    // Languages are named as the spec's URLs name them ("pt-br"); i18next would otherwise look for "pt-BR".
    lowerCaseLng: true,
    load: 'currentOnly',
    fallbackLng: (code: string) => fallbackLanguages(code as Language).slice(1),
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: namespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // The library's sponsor notice would otherwise land in the server log.
    showSupportNotice: false,
  });
  const resolver = instance.services.pluralResolver as {
    getRule: (code: string, options?: object) => unknown;
  };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(pluralLocale(code as Language), options);
  return instance;
}
