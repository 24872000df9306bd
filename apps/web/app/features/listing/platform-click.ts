import {
  CUSTOM_MADE_TRANSACTION_MODE,
  DEFAULT_TOOL,
  LISTING_COOKIE,
  LISTING_PAGE,
  LISTING_TOOL,
  type ListingChannel,
  type UploadWay,
} from '@stallhub/contracts';

/** The item as a platform button sees it (spec 2 §3 "Item-card fields"). */
export interface ClickedItem {
  vid: string;
  itemId: number;
  transactionMode: number;
  isBlock: boolean;
  /** A trademark logo recognised in the main picture (spec 2 §3); unknown until the item page or precheck says. */
  systemRecognizeLogoFlag?: boolean;
}

/** What one click of a platform button leads to (spec 2 §4 "Platform button click"). */
export type ClickStep =
  | { kind: 'login' }
  | { kind: 'ignore' }
  | { kind: 'custom-made' }
  | { kind: 'blocked-stall' }
  | { kind: 'open-page'; href: string; newWindow: boolean }
  | { kind: 'direct-upload' }
  | { kind: 'choose-tool'; channel: ListingChannel }
  | { kind: 'choose-way' };

export type CookieReader = (name: string) => string | undefined;

/** The upload page with the spec's query (spec 2 §2 /itemUpload). */
export function uploadPageHref(
  vids: readonly string[],
  channel: ListingChannel,
  way: UploadWay | null,
  setting = false,
) {
  const query = new URLSearchParams({
    [vids.length > 1 ? 'vids' : 'vid']: vids.join(','),
    toPlatform: channel,
  });
  if (way) query.set('defaultUploadWay', way);
  if (setting) query.set('setting', '1');
  return `${LISTING_PAGE.upload}?${query}`;
}

export const savedTool = (channel: ListingChannel, cookie: CookieReader): number | null => {
  if (cookie(LISTING_COOKIE.selected(channel)) !== '1') return null;
  const tool = Number(cookie(LISTING_COOKIE.tool(channel)));
  return tool === LISTING_TOOL.own || tool === LISTING_TOOL.thirdParty ? tool : null;
};

export const savedTaobaoWay = (cookie: CookieReader): UploadWay | null => {
  const way = cookie(LISTING_COOKIE.taobaoWay) ?? cookie(LISTING_COOKIE.way('taobao'));
  return way === 'direct' || way === 'edit' ? way : null;
};

/**
 * After the blocked-stall question (or without one): the saved default decides, else a dialog asks.
 * Tool 4 opens the upload page in a new window; tool 1 goes to the platform's page, Taobao's to the
 * direct or the edit upload by its saved way.
 */
export function routeByDefault(channel: ListingChannel, item: ClickedItem, cookie: CookieReader): ClickStep {
  const vids = [item.vid];
  if (channel === 'kuaishou' || channel === 'xiaohongshu') {
    const way = cookie(LISTING_COOKIE.way(channel));
    return {
      kind: 'open-page',
      href: uploadPageHref(vids, channel, way === 'direct' ? 'direct' : 'edit'),
      newWindow: false,
    };
  }
  const tool = savedTool(channel, cookie);
  if (tool === null) return { kind: 'choose-tool', channel };
  if (tool === LISTING_TOOL.thirdParty)
    return { kind: 'open-page', href: uploadPageHref(vids, channel, null), newWindow: true };
  if (channel !== 'taobao')
    return { kind: 'open-page', href: uploadPageHref(vids, channel, null), newWindow: false };
  const way = savedTaobaoWay(cookie);
  if (way === null) return { kind: 'choose-way' };
  return way === 'direct'
    ? { kind: 'direct-upload' }
    : { kind: 'open-page', href: uploadPageHref(vids, channel, 'edit'), newWindow: false };
}

/** The first answer to a platform button's click (spec 2 §4, §5, §6). */
export function platformClick(
  channel: ListingChannel,
  item: ClickedItem,
  state: { signedIn: boolean; disabled: boolean },
  cookie: CookieReader,
): ClickStep {
  if (!state.signedIn) return { kind: 'login' };
  if (state.disabled) return { kind: 'ignore' };
  if (item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE) return { kind: 'custom-made' };
  if (item.isBlock) return { kind: 'blocked-stall' };
  return routeByDefault(channel, item, cookie);
}

/** The tool preselected in the chooser (spec 2 §4 "Tool chooser"). */
export const preselectedTool = (channel: ListingChannel) => DEFAULT_TOOL[channel];
