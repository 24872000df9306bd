import {
  formatMarketDate,
  formatMarketTime,
  type Language,
  type MarketTimeOptions,
  type MarketTimeStyle,
} from '@stallhub/contracts';
import { HTML_LANG } from '../i18n/i18n.ts';

// The pages' door to the one market clock (packages/contracts rules/market-time.ts, issue 26 point 4):
// every date and time a page shows goes through these two, in the reader's language.

/** An instant (Date, epoch ms or ISO string) in market time; a time of day names the zone abroad. */
export const marketTime = (
  lang: Language,
  at: Date | number | string,
  style: MarketTimeStyle = 'dateTime',
  options?: MarketTimeOptions,
) => formatMarketTime(HTML_LANG[lang], at, style, options);

/** A market day (YYYY-MM-DD) as that calendar day. */
export const marketDate = (lang: Language, day: string, style?: Parameters<typeof formatMarketDate>[2]) =>
  formatMarketDate(HTML_LANG[lang], day, style);
