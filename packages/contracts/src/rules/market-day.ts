import { MARKET_UTC_OFFSET_HOURS } from '../rankings/constants.ts';

const OFFSET_MS = MARKET_UTC_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/** The market day (UTC+8) an instant falls on, as YYYY-MM-DD; `daysBack` days before it. */
export const marketDay = (at: Date | number, daysBack = 0) =>
  new Date(new Date(at).getTime() + OFFSET_MS - daysBack * DAY_MS).toISOString().slice(0, 10);

/** The instant a market day starts. */
export const marketDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
