import type { Language } from '@stallhub/contracts';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** BCP 47 tags for <html lang> and Intl formatting. */
export const HTML_LANG: Record<Language, string> = {
  cn: 'zh-CN',
  en: 'en',
  ko: 'ko',
  ja: 'ja',
  de: 'de',
  fr: 'fr',
  es: 'es',
  vi: 'vi',
  th: 'th',
  'pt-br': 'pt-BR',
};

export type Catalogue = Record<string, unknown>;

/** An i18next instance holding one language's catalogue. */
export function createI18n(lang: Language, catalogue: Catalogue): i18n {
  const instance = i18next.createInstance();
  const resources: Resource = { [lang]: { translation: catalogue } };
  instance.use(initReactI18next).init({
    lng: lang,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // The library's sponsor notice would otherwise land in the server log.
    showSupportNotice: false,
  });
  return instance;
}
