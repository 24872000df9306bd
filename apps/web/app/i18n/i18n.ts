import type { Language } from '@stallhub/contracts';

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
