import { LANGUAGES, type Language } from '@stallhub/contracts';

/** A text in every language of the product. Chinese is the source. */
export type Translated = Readonly<Record<Language, string>>;

/** Builds a Translated from texts in the order of LANGUAGES (cn en ko ja de fr es vi th pt-br). */
export function tr(...texts: readonly string[]): Translated {
  if (texts.length !== LANGUAGES.length) {
    throw new Error(`tr needs ${LANGUAGES.length} texts, got ${texts.length}: ${texts[0]}`);
  }
  return Object.fromEntries(LANGUAGES.map((lang, i) => [lang, texts[i]])) as Record<Language, string>;
}

/** Fills a template per language: `{name}` is replaced by the language's value of `name`. */
export function fill(template: Translated, values: Record<string, Translated | string>): Translated {
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      template[lang].replace(/\{(\w+)\}/g, (_, key: string) => {
        const value = values[key];
        if (value === undefined) throw new Error(`fill: no value for {${key}}`);
        return typeof value === 'string' ? value : value[lang];
      }),
    ]),
  ) as Record<Language, string>;
}
