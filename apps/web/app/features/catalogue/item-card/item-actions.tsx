import type { Ref } from 'react';
import { Link } from 'react-router';
import { HeartIcon, SameStyleIcon, UploadIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

const ACTION = 'flex flex-col items-center gap-0.5 py-1.5 hover:bg-brand focus-visible:bg-brand';

/**
 * The strip over the picture: one-click listing, favourite, find same style. Listing shows and hides the
 * card's upload box (its platforms); favourite toggles for a buyer and sends a guest to sign in (spec 3
 * §5). Same style is open to all, with the count of other stalls' items of the style once the grid has it.
 */
export function ItemActions({
  sameStyleHref,
  sameStyleCount,
  favourite,
  listing,
}: {
  sameStyleHref: string;
  /** Shown beside "找同款" when other stalls sell the style. */
  sameStyleCount?: number;
  favourite: { isFavorited: boolean; busy: boolean; toggle: () => void };
  /** The upload box this button shows (`controls` is its id). */
  listing: { ref: Ref<HTMLButtonElement>; shown: boolean; controls: string; toggle: () => void };
}) {
  const { t } = useT();
  return (
    <div className="grid grid-cols-3 divide-x divide-white/25 bg-ink/80 text-white text-xs backdrop-blur-sm">
      <button
        ref={listing.ref}
        type="button"
        data-testid="card-listing"
        aria-expanded={listing.shown}
        aria-controls={listing.controls}
        onClick={listing.toggle}
        className={ACTION}
      >
        <UploadIcon className="size-4" />
        <span className="max-w-full truncate px-0.5">{t('card.action.listing')}</span>
      </button>
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
      <Link to={sameStyleHref} className={ACTION}>
        <SameStyleIcon className="size-4" />
        <span className="max-w-full truncate px-0.5">
          {sameStyleCount
            ? t('card.action.sameStyleCount', { n: sameStyleCount })
            : t('card.action.sameStyle')}
        </span>
      </Link>
    </div>
  );
}
