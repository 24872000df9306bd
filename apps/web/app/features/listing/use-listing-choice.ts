import { type Language, LISTING_TOOL, type ListingChannel, type UploadWay } from '@stallhub/contracts';
import { useT } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { browserCookie, rememberTaobaoWay, rememberTool } from './listing-cookies.ts';
import type { Show } from './listing-shown.ts';
import {
  type ClickedItem,
  type ClickStep,
  platformClick,
  routeByDefault,
  savedTaobaoWay,
  uploadPageHref,
} from './platform-click.ts';
import { saveRememberedChoice } from './remember-choice.ts';
import type { ListingPush } from './use-listing-push.ts';

export interface ListingChoice {
  /** A platform button's click (spec 2 §4 "Platform button click"). */
  clickPlatform: (channel: ListingChannel, disabled: boolean) => void;
  /** A tool (and for Taobao a way) chosen: saved, then on its way. */
  go: (channel: ListingChannel, toolId: number, way: UploadWay | null, remember: boolean) => void;
  /** Listing on from a blocked stall, the way the platform goes by default. */
  continueBlocked: (channel: ListingChannel) => void;
  /** The Taobao way chosen in its dialog. */
  chooseWay: (way: UploadWay, today: boolean, remembered: boolean) => void;
  /** Douyin's logo warning answered "adjust": the upload page, to edit the pictures. */
  adjustLogo: () => void;
  /** The upload page's edit way for the platform of the push. */
  editPage: () => void;
}

export const currentPath = () => window.location.pathname + window.location.search;

/** Where a platform button leads: login, a notice, the tool or way to choose, a page or the push. */
export function useListingChoice(
  item: ClickedItem,
  lang: Language,
  signedIn: boolean,
  show: Show,
  push: ListingPush,
): ListingChoice {
  const { t } = useT();
  const page = (path: string) => localePath(lang, path);
  const openPage = (href: string, newWindow: boolean) => {
    if (newWindow) window.open(page(href), '_blank', 'noopener');
    else window.location.assign(page(href));
  };
  const editPage = () => openPage(uploadPageHref([item.vid], push.target(), 'edit'), false);

  const follow = (step: ClickStep) => {
    switch (step.kind) {
      case 'login':
        window.location.assign(page(loginPath(currentPath())));
        return;
      case 'ignore':
      case 'blocked-stall':
        return;
      case 'custom-made':
        show({ kind: 'notice', text: t('listing.customMade') });
        return;
      case 'open-page':
        openPage(step.href, step.newWindow);
        return;
      case 'direct-upload':
        void push.start(step.channel);
        return;
      case 'choose-tool':
        show({ kind: 'tool', channel: step.channel });
        return;
      case 'choose-way':
        // Asked only after a remembered tool (platform-click): the way is remembered with it.
        show({ kind: 'way', remembered: true });
        return;
    }
  };

  // Douyin penalises a trademark logo in the main picture: a push there is warned of first (spec 2 §4
  // "Douyin logo warning"), whichever way it goes, tool 1 or tool 4.
  const warnsOfLogo = (channel: ListingChannel) =>
    channel === 'douyin' && item.systemRecognizeLogoFlag === true;
  const followTo = (channel: ListingChannel, step: ClickStep) => {
    if ((step.kind === 'open-page' || step.kind === 'direct-upload') && warnsOfLogo(channel))
      show({ kind: 'logo', proceed: () => follow(step) });
    else follow(step);
  };

  const goOn = (channel: ListingChannel, toolId: number, way: UploadWay | null, remember: boolean) => {
    rememberTool(channel, toolId, remember);
    // The server keeps it for the buyer's other devices, or forgets it (decision 072).
    saveRememberedChoice(channel, toolId, remember, remember ? way : null);
    if (toolId === LISTING_TOOL.thirdParty) return openPage(uploadPageHref([item.vid], channel, null), true);
    // The same push for every platform; only Taobao has a way to choose (spec 2 §2 item 3).
    if (channel !== 'taobao') return void push.start(channel);
    if (way && remember) rememberTaobaoWay(way, false, true);
    const chosen = way ?? savedTaobaoWay(browserCookie);
    if (chosen === null) return show({ kind: 'way', remembered: remember });
    if (chosen === 'edit') return editPage();
    void push.start('taobao');
  };

  return {
    clickPlatform: (channel, disabled) => {
      const step = platformClick(channel, item, { signedIn, disabled }, browserCookie);
      if (step.kind === 'blocked-stall') show({ kind: 'blocked-stall', channel });
      else followTo(channel, step);
    },
    go: (channel, toolId, way, remember) => {
      if (warnsOfLogo(channel)) show({ kind: 'logo', proceed: () => goOn(channel, toolId, way, remember) });
      else goOn(channel, toolId, way, remember);
    },
    continueBlocked: (channel) => followTo(channel, routeByDefault(channel, item, browserCookie)),
    chooseWay: (way, today, remembered) => {
      rememberTaobaoWay(way, today, remembered);
      if (remembered) saveRememberedChoice('taobao', LISTING_TOOL.own, true, way);
      if (way === 'edit') editPage();
      else void push.start('taobao');
    },
    adjustLogo: () => openPage(uploadPageHref([item.vid], 'douyin', 'edit', true), false),
    editPage,
  };
}
