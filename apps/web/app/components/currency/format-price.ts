import { BASE_CURRENCY, CURRENCIES, type Currency } from '@stallhub/contracts';
import { numberFormat } from '../intl-formats.ts';

/** Currencies shown without decimals: their smallest coin is too small to matter on a price tag. */
const WHOLE_UNITS: readonly Currency[] = ['VND', 'KRW', 'JPY'];

/** Converts a CNY amount with the rates table (units of each currency per 1 CNY). */
export function convertFromCny(cny: number, currency: Currency, rates: Readonly<Record<string, number>>) {
  const rate = currency === BASE_CURRENCY ? 1 : rates[currency];
  return rate === undefined ? null : cny * rate;
}

/**
 * A CNY price in the chosen currency, formatted for the page's locale (separators and symbol position)
 * with the spec's own symbols (spec 1 §1: NT$, RM, ...), which Intl's narrow symbols do not all match.
 * A currency missing from the rates table falls back to CNY rather than showing a wrong amount.
 */
export function formatPrice(
  cny: number,
  currency: Currency,
  rates: Readonly<Record<string, number>>,
  locale: string,
): string {
  const converted = convertFromCny(cny, currency, rates);
  const shown = converted === null ? BASE_CURRENCY : currency;
  const digits = WHOLE_UNITS.includes(shown) ? 0 : 2;
  const format = numberFormat(locale, {
    style: 'currency',
    currency: shown,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format
    .formatToParts(converted ?? cny)
    .map((part) => (part.type === 'currency' ? CURRENCIES[shown] : part.value))
    .join('');
}
