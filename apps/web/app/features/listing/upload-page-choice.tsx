import { LISTING_CHANNELS, type ListingChannel, UPLOAD_WAYS, type UploadWay } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { platformName } from '../../components/platform-name.ts';
import { useT } from '../../i18n/use-t.ts';

const CHOICE = 'rounded-md border px-3 py-1.5 text-sm';
const chosenClass = (on: boolean) => (on ? 'border-brand bg-brand/5 text-brand' : 'border-line text-ink');

/**
 * The upload page's platform, each a link to the page on that platform, and for Taobao the way its
 * items go one by one: direct, or edited first.
 */
export function UploadPageChoice({
  channel,
  way,
  hrefOf,
  onWay,
}: {
  channel: ListingChannel;
  way: UploadWay;
  hrefOf: (channel: ListingChannel) => string;
  onWay: (way: UploadWay) => void;
}) {
  const { t } = useT();
  return (
    <>
      <h2 className="font-medium text-ink text-sm">{t('listing.drawer.platform')}</h2>
      <nav className="mt-2 flex flex-wrap gap-2" aria-label={t('listing.drawer.platform')}>
        {LISTING_CHANNELS.map((entry) => (
          <Link
            key={entry}
            to={hrefOf(entry)}
            replace
            aria-current={channel === entry ? 'page' : undefined}
            className={clsx(CHOICE, chosenClass(channel === entry))}
          >
            {platformName(t, entry)}
          </Link>
        ))}
      </nav>
      {channel === 'taobao' && (
        <>
          <h2 className="mt-4 font-medium text-ink text-sm">{t('listing.way.title')}</h2>
          <div className="mt-2 flex flex-wrap gap-2">
            {UPLOAD_WAYS.map((entry) => (
              <button
                key={entry}
                type="button"
                aria-pressed={way === entry}
                onClick={() => onWay(entry)}
                className={clsx(CHOICE, chosenClass(way === entry))}
              >
                {entry === 'direct' ? t('listing.way.direct') : t('listing.way.edit')}
              </button>
            ))}
          </div>
          <p className="mt-2 text-ink-faint text-xs">
            {way === 'direct' ? t('listing.way.recommended') : t('listing.way.editTip')}
          </p>
        </>
      )}
    </>
  );
}
