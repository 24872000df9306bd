import {
  CUSTOM_MADE_TRANSACTION_MODE,
  DEFAULT_TOOL,
  LISTING_CHANNELS,
  LISTING_COOKIE,
  LISTING_PAGE,
  LISTING_TOOL,
  type ListingChannel,
  THIRD_PARTY_TOOL_CHANNELS,
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
  | { kind: 'direct-upload'; channel: ListingChannel }
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

/** The platforms that offer the third-party tool (spec 2 §1); on the others there is nothing to choose. */
export const offersToolChoice = (channel: ListingChannel) => THIRD_PARTY_TOOL_CHANNELS.includes(channel);

/**
 * After the blocked-stall question (or without one): one flow for every platform (issue 26 point 7,
 * decision 072). The remembered tool decides, else the tool chooser asks (Stallhub's own preselected);
 * the third-party tool opens the upload page in a new window; Stallhub's own tool pushes the item from
 * this page: the shop's authorisation, then the push, then the platform's answer. Where platforms
 * differ, spec 2 makes them: Xiaohongshu offers no third-party tool (§1), so nothing is asked; Taobao
 * asks its way, direct or edit, unless one is remembered (§2 item 3, §4 "Tool 1 ... for Taobao it
 * goes to direct or edit upload according to the saved way").
 */
export function routeByDefault(channel: ListingChannel, item: ClickedItem, cookie: CookieReader): ClickStep {
  const vids = [item.vid];
  const tool = offersToolChoice(channel) ? savedTool(channel, cookie) : LISTING_TOOL.own;
  if (tool === null) return { kind: 'choose-tool', channel };
  if (tool === LISTING_TOOL.thirdParty)
    return { kind: 'open-page', href: uploadPageHref(vids, channel, null), newWindow: true };
  if (channel !== 'taobao') return { kind: 'direct-upload', channel };
  const way = savedTaobaoWay(cookie);
  if (way === null) return { kind: 'choose-way' };
  return way === 'direct'
    ? { kind: 'direct-upload', channel }
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

/** A platform's remembered choice, as the upload settings page lists it (decision 072). */
export interface RememberedChoice {
  channel: ListingChannel;
  toolId: number;
  /** Taobao's remembered way with Stallhub's own tool, when there is one. */
  way: UploadWay | null;
}

/** The choices "remember my choice" keeps, platform by platform (read from the request's or page's cookies). */
export const rememberedChoices = (cookie: CookieReader): RememberedChoice[] =>
  LISTING_CHANNELS.flatMap((channel) => {
    const toolId = offersToolChoice(channel) ? savedTool(channel, cookie) : null;
    if (toolId === null) return [];
    const way = channel === 'taobao' && toolId === LISTING_TOOL.own ? savedTaobaoWay(cookie) : null;
    return [{ channel, toolId, way }];
  });
