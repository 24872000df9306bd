import type { Language } from '@stallhub/contracts';
import { type Catalogue, pluralLocale } from './setup.ts';

/**
 * What a text may be asked with: `count` picks the plural form and fills {{count}}, `context` picks the
 * `_<context>` variant, `defaultValue` answers a key no catalogue has; every other value fills the
 * {{name}} placeholder of its name.
 */
export interface TextOptions {
  count?: number;
  context?: string;
  defaultValue?: string;
  [name: string]: unknown;
}

/** A text by its dotted key ("nav.home"), its placeholders filled from `options`. */
export type TFunction = (key: string, options?: TextOptions) => string;

/** What a page renders its texts with: its language and the translate function over its catalogue. */
export interface Translator {
  language: Language;
  t: TFunction;
}

/** One language's catalogue, with the plural rules its counted texts follow. */
export interface LanguageTexts {
  catalogue: Catalogue;
  plurals: Intl.PluralRules;
}

/** `catalogue` read in `lang`. */
export const languageTexts = (lang: Language, catalogue: Catalogue): LanguageTexts => ({
  catalogue,
  plurals: new Intl.PluralRules(pluralLocale(lang)),
});

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function lookUp(catalogue: Catalogue, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

/**
 * The keys a text may be written under in one language, most particular first: the context's plural
 * form, the context's, then (a count of 0 may have its own `_zero`) the plural form, then the bare key.
 */
function candidates(key: string, texts: LanguageTexts, options: TextOptions): string[] {
  const counted = typeof options.count === 'number';
  const suffixes = counted ? [`_${texts.plurals.select(options.count as number)}`] : [];
  if (counted && options.count === 0) suffixes.unshift('_zero');
  const { context } = options;
  const particular =
    context !== undefined && context !== ''
      ? [...suffixes.map((s) => `${key}_${context}${s}`), `${key}_${context}`]
      : [];
  return [...particular, ...suffixes.map((s) => key + s), key];
}

/** {{name}} filled from `values`; a placeholder nothing names stays as written, as i18next leaves it. */
function fill(text: string, values: TextOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) return Object.hasOwn(values, name.trim()) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

/**
 * The text for `key` in the first of `languages` (a language, then its fallbacks) that has it, its
 * placeholders filled; `defaultValue`, else the key itself, when none has it. Answers what i18next
 * answered with the options the catalogues use (checked key by key in translator.test.ts).
 */
export function translate(
  languages: readonly LanguageTexts[],
  key: string,
  options: TextOptions = {},
): string {
  for (const texts of languages) {
    for (const candidate of candidates(key, texts, options)) {
      const text = lookUp(texts.catalogue, candidate);
      if (typeof text === 'string') return fill(text, options);
    }
  }
  return fill(options.defaultValue ?? key, options);
}
