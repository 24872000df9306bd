import { LISTING_CHANNELS, type PrecheckResult } from '@stallhub/contracts';
import clsx from 'clsx';
import { platformName } from '../../components/platform-name.ts';
import { HoverPopover } from '../../components/popover.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { ListingFlow } from './use-listing-flow.tsx';

const HIDE_MS = 200;

/**
 * The upload box's row of platform buttons (spec 2 §2 item 1): a platform the precheck lists as unable
 * is `aria-disabled` and explains itself with its `bubbleMsg` on hover or tap; a guest's buttons are
 * links to sign-in and back (spec 2 §6), so they work before the scripts run.
 */
export function PlatformButtons({
  precheck,
  flow,
  signedIn,
  loginHref,
  className,
  cellClassName,
}: {
  precheck: PrecheckResult | null;
  flow: Pick<ListingFlow, 'clickPlatform' | 'busy'>;
  signedIn: boolean;
  loginHref: string;
  /** Each button's look: size and layout are the box's. */
  className: string;
  /** The box around each button (and its tip), where the box's layout needs one. */
  cellClassName?: string;
}) {
  const { t } = useT();
  const unable = new Map(precheck?.uploadConf.unableChannels.map((entry) => [entry.channelKey, entry]) ?? []);

  return LISTING_CHANNELS.map((channel) => {
    const name = platformName(t, channel);
    const off = unable.get(channel);
    const look = clsx(
      className,
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
        wrapperClassName={cellClassName}
        label={t('listing.box.unavailable', { platform: name })}
        trigger={button}
        side="top"
        testId={`platform-tip-${channel}`}
        className="max-w-64 px-3 py-2 text-sm"
      >
        {off.bubbleMsg}
      </HoverPopover>
    ) : (
      <span key={channel} className={cellClassName}>
        {button}
      </span>
    );
  });
}
