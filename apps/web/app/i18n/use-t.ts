import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const memos = new WeakMap<i18n, TFunction>();

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
 * `i18n.t`, remembering its answers: a page asks for the same labels and badges hundreds of times (every
 * card, chip and link), and the language and catalogue of an instance never change.
 */
function rememberingT(instance: i18n): TFunction {
  let t = memos.get(instance);
  if (!t) {
    const translate = instance.t as unknown as (...args: unknown[]) => string;
    const texts = new Map<string, string>();
    t = ((...args: unknown[]) => {
      const memoKey = args.length <= 2 ? callKey(args[0], args[1]) : null;
      if (memoKey === null) return translate(...args);
      let text = texts.get(memoKey);
      if (text === undefined) {
        text = translate(...args);
        if (texts.size >= REMEMBERED_TEXTS) texts.clear();
        texts.set(memoKey, text);
      }
      return text;
    }) as unknown as TFunction;
    memos.set(instance, t);
  }
  return t;
}

/**
 * The page's translate function. react-i18next's useTranslation copies the whole i18next instance
 * for every component that calls it, which dominated server rendering (a page has hundreds of
 * components); the language never changes within a page here (switching reloads), so reading the
 * instance from context is enough.
 */
export function useT(): { t: TFunction } {
  const { i18n } = useContext(I18nContext);
  return { t: rememberingT(i18n) };
}
