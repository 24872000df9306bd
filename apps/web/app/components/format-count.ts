import { numberFormat } from './intl-formats.ts';

/** A count in the page's locale, shortened for big numbers: 12,345 reads 1.2万 in Chinese, 12K in English. */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}
