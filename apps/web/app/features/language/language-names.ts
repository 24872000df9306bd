import type { Language } from '@stallhub/contracts';

/** Each language in its own name: a reader finds theirs whatever the page language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  cn: '中文',
  en: 'English',
  ko: '한국어',
  ja: '日本語',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  vi: 'Tiếng Việt',
  th: 'ไทย',
  'pt-br': 'Português (Brasil)',
};
