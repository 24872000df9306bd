import {
  batchDownloadPath,
  canLinkTo,
  type Language,
  LISTING_CHANNEL_NAME,
  LISTING_CHANNELS,
  LISTING_PAGE,
  type PrecheckResult,
  precheckRoute,
} from '@stallhub/contracts';
import clsx from 'clsx';
import { useEffect, useState } from 'react';
import { UploadIcon } from '../../components/icons.tsx';
import { HoverPopover } from '../../components/popover.tsx';
import { useT } from '../../i18n/use-t.ts';
import { quietApi } from '../../lib/api.ts';
import { localePath } from '../../routing/locale.ts';
import type { ClickedItem } from './platform-click.ts';
import { UploadDrawer } from './upload-drawer.tsx';
import { useListingFlow } from './use-listing-flow.tsx';

const HIDE_MS = 200;
const PLATFORM =
  'inline-flex items-center justify-center rounded-md border px-3 py-1.5 text-sm transition-colors';

/**
 * The upload box of an item (spec 2 §2 item 1): a button per platform, disabled ones explaining why on
 * hover or tap; the one-click upload drawer; links to the settings, the pictures' download and the
 * same style; the early-warning tip. A guest's buttons lead to sign-in and back (spec 2 §6).
 */
export function UploadBox({
  item,
  lang,
  signedIn,
  loginHref,
  sameStyleHref,
}: {
  item: ClickedItem;
  lang: Language;
  signedIn: boolean;
  loginHref: string;
  sameStyleHref: string;
}) {
  const { t } = useT();
  const flow = useListingFlow(item, lang, signedIn);
  const [precheck, setPrecheck] = useState<PrecheckResult | null>(null);
  const [drawer, setDrawer] = useState(false);

  // The disable reasons and the tip come from the precheck; until it answers every button is live
  // and the server still refuses what it must (decision 042). Its failure leaves the buttons as they are.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    quietApi
      .call(precheckRoute, { itemId: item.itemId })
      .then((answer) => live && setPrecheck(answer))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [signedIn, item.itemId]);

  const unable = new Map(precheck?.uploadConf.unableChannels.map((entry) => [entry.channelKey, entry]) ?? []);
  const settingsHref = canLinkTo(LISTING_PAGE.settings) ? localePath(lang, LISTING_PAGE.settings) : null;

  return (
    <section
      data-testid="upload-box"
      aria-label={t('listing.box.label')}
      className="rounded-lg border border-line p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        {signedIn ? (
          <button
            type="button"
            data-testid="open-drawer"
            onClick={() => setDrawer(true)}
            className={clsx(PLATFORM, 'gap-1.5 border-brand bg-brand text-white hover:bg-brand-dark')}
          >
            <UploadIcon className="size-4" />
            {t('listing.box.upload')}
          </button>
        ) : (
          <a
            href={loginHref}
            className={clsx(PLATFORM, 'gap-1.5 border-brand bg-brand text-white hover:bg-brand-dark')}
          >
            <UploadIcon className="size-4" />
            {t('listing.box.upload')}
          </a>
        )}
        {LISTING_CHANNELS.map((channel) => {
          const name = LISTING_CHANNEL_NAME[channel];
          const off = unable.get(channel);
          const look = clsx(
            PLATFORM,
            off
              ? 'cursor-not-allowed border-line text-ink-faint'
              : 'border-line text-ink hover:border-brand hover:text-brand',
          );
          if (!signedIn)
            return (
              <a key={channel} href={loginHref} data-platform={channel} className={look}>
                {name}
              </a>
            );
          const button = (
            <button
              key={channel}
              type="button"
              data-platform={channel}
              aria-disabled={off ? true : undefined}
              disabled={flow.busy}
              onClick={() => flow.clickPlatform(channel, off !== undefined)}
              className={look}
            >
              {name}
            </button>
          );
          return off ? (
            <HoverPopover
              key={channel}
              hideMs={HIDE_MS}
              label={t('listing.box.unavailable', { platform: name })}
              trigger={button}
              side="top"
              testId={`platform-tip-${channel}`}
              className="max-w-64 px-3 py-2 text-sm"
            >
              {off.bubbleMsg}
            </HoverPopover>
          ) : (
            <span key={channel}>{button}</span>
          );
        })}
      </div>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {settingsHref && (
          <a href={settingsHref} className="text-brand hover:underline">
            {t('listing.box.settings')}
          </a>
        )}
        {canLinkTo(batchDownloadPath([item.vid])) && (
          <a
            href={signedIn ? localePath(lang, batchDownloadPath([item.vid])) : loginHref}
            className="text-ink-soft hover:text-brand"
            data-testid="download-pictures"
          >
            {t('listing.box.download')}
          </a>
        )}
        <a href={sameStyleHref} className="text-ink-soft hover:text-brand">
          {t('listing.box.sameStyle')}
        </a>
      </div>
      {precheck?.earlyWarningTips && (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-amber-800 text-xs" data-testid="early-warning">
          {precheck.earlyWarningTips}
        </p>
      )}
      {drawer && (
        <UploadDrawer
          itemId={item.itemId}
          settingsHref={settingsHref}
          helpHref={localePath(lang, LISTING_PAGE.help)}
          onGo={flow.go}
          onClose={() => setDrawer(false)}
        />
      )}
      {flow.dialogs}
    </section>
  );
}
