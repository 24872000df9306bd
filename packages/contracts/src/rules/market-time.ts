// A moment in market time: the one clock every page shows (issue 26 point 4). The stalls, their orders and
// their days run on China's time, so every date and time is written in it, whatever the zone of the
// server that renders the page or of the reader's browser, and server and browser agree on the text.
import { MARKET_UTC_OFFSET_HOURS } from '../rankings/constants.ts';
import { marketDayStart } from './market-day.ts';

/** The markets' time zone (UTC+8, no daylight saving). */
export const MARKET_TIME_ZONE = 'Asia/Shanghai';

/** The shapes a page writes a moment in; each is the reader's own way of writing it (Intl). */
const STYLES = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  longDate: { year: 'numeric', month: 'long', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  numericMonthDay: { month: 'numeric', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type MarketTimeStyle = keyof typeof STYLES;

export interface MarketTimeOptions {
  /**
   * Whether to name the zone ("GMT+8"). By default it is named where a reader abroad could take a time
   * of day for their own: a style with a time, in any language but Chinese. A date alone never needs it.
   */
  zone?: boolean;
}

// Intl formatters are costly to build and a page writes hundreds of dates: each is built once.
const formats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (locale: string, style: MarketTimeStyle, zone: boolean) => {
  const key = `${locale}|${style}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...STYLES[style],
      timeZone: MARKET_TIME_ZONE,
      ...(zone ? { timeZoneName: 'shortOffset' } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

const showsTimeOfDay = (style: MarketTimeStyle) => 'hour' in STYLES[style];
const readsChinese = (locale: string) => /^zh(-|$)/i.test(locale);

/** Whether `formatMarketTime` names the zone for this locale and style when not told. */
export const namesZone = (locale: string, style: MarketTimeStyle) =>
  showsTimeOfDay(style) && !readsChinese(locale);

/**
 * An instant (a Date, epoch milliseconds or an ISO string) written for a reader of `locale` (BCP 47,
 * e.g. zh-CN, en, pt-BR) in market time.
 */
export function formatMarketTime(
  locale: string,
  at: Date | number | string,
  style: MarketTimeStyle = 'dateTime',
  { zone = namesZone(locale, style) }: MarketTimeOptions = {},
): string {
  return formatOf(locale, style, zone).format(new Date(at));
}

/** A market day (YYYY-MM-DD), a calendar day of the markets, written for a reader of `locale`. */
export const formatMarketDate = (
  locale: string,
  day: string,
  style: Extract<MarketTimeStyle, 'date' | 'longDate' | 'monthDay' | 'numericMonthDay'> = 'date',
) => formatMarketTime(locale, marketDayStart(day), style);

const OFFSET_MS = MARKET_UTC_OFFSET_HOURS * 3_600_000;

/**
 * An instant as a Chinese platform's seller pages write it, `YYYY-MM-DD HH:mm:ss` in market time, and
 * with the zone (" GMT+8") when asked: pages read in English too.
 */
export const marketTimestamp = (at: Date | number | string, { zone = false }: MarketTimeOptions = {}) =>
  `${new Date(new Date(at).getTime() + OFFSET_MS).toISOString().replace('T', ' ').slice(0, 19)}${zone ? ` GMT+${MARKET_UTC_OFFSET_HOURS}` : ''}`;
