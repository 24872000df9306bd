import type { Language } from '@stallhub/contracts';
import { createI18n, type TFunction, type Translator } from '@stallhub/i18n';
import { createContext, createElement, type ReactNode, useContext } from 'react';

// Without a provider (a component rendered alone) texts answer as their keys, in the source language.
const I18nContext = createContext<Translator>(createI18n('cn', {}));

/** Hands the page's translator to every component below: entry.server and entry.client, and tests. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

const memos = new WeakMap<Translator, TFunction>();

/** Enough for every label and badge of the pages; past it the memory starts over (titles in options vary). */
const REMEMBERED_TEXTS = 5_000;

/** The memo key of a call, or null when its options are not plain values (then it is not remembered). */
function callKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    if (value !== null && typeof value === 'object') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * `t`, remembering its answers: a page asks for the same labels and badges hundreds of times (every
 * card, chip and link), and the language and catalogue of a translator never change.
 */
function rememberingT(translator: Translator): TFunction {
  let t = memos.get(translator);
  if (!t) {
    const translate = translator.t;
    const texts = new Map<string, string>();
    t = (key, options) => {
      const memoKey = callKey(key, options);
      if (memoKey === null) return translate(key, options);
      let text = texts.get(memoKey);
      if (text === undefined) {
        text = translate(key, options);
        if (texts.size >= REMEMBERED_TEXTS) texts.clear();
        texts.set(memoKey, text);
      }
      return text;
    };
    memos.set(translator, t);
  }
  return t;
}

/**
 * The page's translate function, one per translator: the language never changes within a page here
 * (switching reloads), so components share it and its memory.
 */
export function useT(): { t: TFunction } {
  return { t: rememberingT(useContext(I18nContext)) };
}

/** The language the page renders in: the one its catalogue was loaded in. */
export const useLanguage = (): Language => useContext(I18nContext).language;
