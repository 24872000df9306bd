import {
  LISTING_COOKIE,
  LISTING_COOKIE_DAYS,
  LISTING_TOOL,
  type ListingChannel,
  type RememberedChoiceState,
  type UploadWay,
} from '@stallhub/contracts';
import { writeCookie } from '../../components/cookie.ts';
import { readCookie } from '../../routing/locale.ts';

const DAY_SECONDS = 86_400;

export const browserCookie = (name: string) => readCookie(document.cookie, name);

/** Seconds left until the end of the current day, in the reader's own time (spec 2 §9). */
export function secondsToEndOfDay(now = new Date()): number {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return Math.max(1, Math.round((midnight.getTime() - now.getTime()) / 1000));
}

/** Remembers (or forgets) the chosen tool of a platform (spec 2 §4 "Tool chooser"). */
export function rememberTool(channel: ListingChannel, toolId: number, remember: boolean) {
  const lifetime = LISTING_COOKIE_DAYS * DAY_SECONDS;
  writeCookie(LISTING_COOKIE.tool(channel), String(toolId), lifetime);
  if (remember) writeCookie(LISTING_COOKIE.selected(channel), '1', lifetime);
  else writeCookie(LISTING_COOKIE.selected(channel), '', 0);
  if (channel === 'taobao') writeCookie(LISTING_COOKIE.taobaoToolId, String(toolId), lifetime);
}

/**
 * The Taobao way. "Don't pop up again today" keeps it until the end of the day (spec 2 §3, §9); chosen
 * after "remember my choice" was ticked it is part of that choice and kept as long (decision 072).
 */
export function rememberTaobaoWay(way: UploadWay, today: boolean, remembered = false) {
  if (remembered) writeCookie(LISTING_COOKIE.taobaoWay, way, LISTING_COOKIE_DAYS * DAY_SECONDS);
  else if (today) writeCookie(LISTING_COOKIE.taobaoWay, way, secondsToEndOfDay());
}

/**
 * Forgets a platform's remembered choice (the upload settings page's "change"): the next push asks again.
 */
export function forgetChoice(channel: ListingChannel) {
  writeCookie(LISTING_COOKIE.selected(channel), '', 0);
  writeCookie(LISTING_COOKIE.tool(channel), '', 0);
  writeCookie(LISTING_COOKIE.way(channel), '', 0);
}

export const taobaoToolId = () =>
  Number(browserCookie(LISTING_COOKIE.taobaoToolId)) === LISTING_TOOL.thirdParty
    ? LISTING_TOOL.thirdParty
    : LISTING_TOOL.own;

/**
 * Choices remembered on another device (the server keeps them, decision 072) hold on this one too, unless
 * this device has its own.
 */
export function adoptRememberedChoices(choices: readonly RememberedChoiceState[]) {
  for (const choice of choices) {
    if (browserCookie(LISTING_COOKIE.selected(choice.channel)) === '1') continue;
    rememberTool(choice.channel, choice.toolId, true);
    if (choice.way && !browserCookie(LISTING_COOKIE.taobaoWay)) rememberTaobaoWay(choice.way, false, true);
  }
}
