import type { Language } from '@stallhub/contracts';
import { marketDate } from '../../components/market-time.ts';

/** A market day (YYYY-MM-DD) as the reader writes a date: the day itself, whatever the reader's zone. */
export function formatMarketDay(lang: Language, date: string): string {
  return marketDate(lang, date, 'monthDay');
}

/** A real calendar day written YYYY-MM-DD (2024-02-30 is not one): what /{city}/new/{date} takes. */
export function isMarketDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}
