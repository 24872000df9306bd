import type { i18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

const memos = new WeakMap<i18n, TFunction>();

/**
 * `i18n.t`, remembering the answers for bare keys: a page asks for the same labels hundreds of times
 * (every card, badge and link), and the language and catalogue of an instance never change.
 */
function rememberingT(instance: i18n): TFunction {
  let t = memos.get(instance);
  if (!t) {
    const translate = instance.t as unknown as (...args: unknown[]) => string;
    const bare = new Map<string, string>();
    t = ((...args: unknown[]) => {
      const [key] = args;
      if (args.length !== 1 || typeof key !== 'string') return translate(...args);
      let text = bare.get(key);
      if (text === undefined) {
        text = translate(key);
        bare.set(key, text);
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
