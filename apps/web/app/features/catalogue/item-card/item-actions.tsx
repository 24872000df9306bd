import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeartIcon, SameStyleIcon, UploadIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The strip over the picture: one-click listing, favourite, find same style. Listing leads to the login
 * page with the way back until it exists; favourite toggles for a buyer and sends a guest to sign in
 * (spec 3 §5). Same style is open to all.
 */
export function ItemActions({
  loginHref,
  sameStyleHref,
  favourite,
}: {
  loginHref: string;
  sameStyleHref: string;
  favourite: { isFavorited: boolean; busy: boolean; toggle: () => void };
}) {
  const { t } = useT();
  return (
    <div className="grid grid-cols-3 divide-x divide-white/25 bg-ink/80 text-white text-xs backdrop-blur-sm">
      <Action href={loginHref} icon={<UploadIcon className="size-4" />} label={t('card.action.listing')} />
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
        label={t('card.action.sameStyle')}
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
  const className = 'flex flex-col items-center gap-0.5 py-1.5 hover:bg-brand focus-visible:bg-brand';
  const content = (
    <>
      {icon}
      <span className="max-w-full truncate px-0.5">{label}</span>
    </>
  );
  // The login page is outside the app's routes: without scripts a full page load, with them the dialog.
  return internal ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className} data-gate="login">
      {content}
    </a>
  );
}
