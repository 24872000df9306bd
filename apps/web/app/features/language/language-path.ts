import type { Language } from '@stallhub/contracts';
import { localePath, splitLanguage } from '../../routing/locale.ts';

/** The same page in another language: the prefix swapped (none for Chinese), the query kept. */
export function languagePath(pathname: string, search: string, lang: Language): string {
  return localePath(lang, splitLanguage(pathname).rest) + search;
}
