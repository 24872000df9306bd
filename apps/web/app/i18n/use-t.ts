import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/**
 * The page's translate function. react-i18next's useTranslation copies the whole i18next instance
 * for every component that calls it, which dominated server rendering (a page has hundreds of
 * components); the language never changes within a page here (switching reloads), so reading the
 * instance from context is enough.
 */
export function useT(): { t: TFunction } {
  const { i18n } = useContext(I18nContext);
  return { t: i18n.t };
}
