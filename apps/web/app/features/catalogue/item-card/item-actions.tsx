import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeartIcon, SameStyleIcon, UploadIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

const ACTION = 'flex flex-col items-center gap-0.5 py-1.5 hover:bg-brand focus-visible:bg-brand';

/**
 * The strip over the picture: one-click listing, favourite, find same style. Listing opens the upload
 * drawer for a buyer (`onListing`) and leads a guest to the login page with the way back; favourite
 * toggles for a buyer and sends a guest to sign in (spec 3 §5). Same style is open to all, with the count
 * of other stalls' items of the style once the grid has it.
 */
export function ItemActions({
  loginHref,
  sameStyleHref,
  sameStyleCount,
  favourite,
  onListing,
}: {
  loginHref: string;
  sameStyleHref: string;
  /** Shown beside "找同款" when other stalls sell the style. */
  sameStyleCount?: number;
  favourite: { isFavorited: boolean; busy: boolean; toggle: () => void };
  onListing?: () => void;
}) {
  const { t } = useT();
  const listingIcon = <UploadIcon className="size-4" />;
  return (
    <div className="grid grid-cols-3 divide-x divide-white/25 bg-ink/80 text-white text-xs backdrop-blur-sm">
      {onListing ? (
        <button type="button" data-testid="card-listing" onClick={onListing} className={ACTION}>
          {listingIcon}
          <span className="max-w-full truncate px-0.5">{t('card.action.listing')}</span>
        </button>
      ) : (
        <Action href={loginHref} icon={listingIcon} label={t('card.action.listing')} />
      )}
      <button
        type="button"
        data-testid="card-favourite"
        aria-pressed={favourite.isFavorited}
        disabled={favourite.busy}
        onClick={favourite.toggle}
        className="flex flex-col items-center gap-0.5 py-1.5 hover:bg-brand focus-visible:bg-brand disabled:opacity-60"
      >
        <HeartIcon className={favourite.isFavorited ? 'size-4 fill-current text-brand-soft' : 'size-4'} />
        <span className="max-w-full truncate px-0.5">
          {favourite.isFavorited ? t('favourites.favourited') : t('card.action.favourite')}
        </span>
      </button>
      <Action
        href={sameStyleHref}
        internal
        icon={<SameStyleIcon className="size-4" />}
        label={
          sameStyleCount ? t('card.action.sameStyleCount', { n: sameStyleCount }) : t('card.action.sameStyle')
        }
      />
    </div>
  );
}

function Action({
  href,
  icon,
  label,
  internal,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  internal?: boolean;
}) {
  const content = (
    <>
      {icon}
      <span className="max-w-full truncate px-0.5">{label}</span>
    </>
  );
  // The login page is outside the app's routes: without scripts a full page load, with them the dialog.
  return internal ? (
    <Link to={href} className={ACTION}>
      {content}
    </Link>
  ) : (
    <a href={href} className={ACTION} data-gate="login">
      {content}
    </a>
  );
}
