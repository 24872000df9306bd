import type { Language } from '@stallhub/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeartIcon, SameStyleIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFavourite } from '../favourites/use-favourite.tsx';

/**
 * Favourite and find-same-style. Favourite needs a signed-in buyer: a guest's button leads to the login
 * page and back (spec 3 §5). A buyer's favourite toggles, asking before it cancels. One-click listing is
 * the upload box under this strip (features/listing).
 */
export function ActionStrip({
  signedIn,
  loginHref,
  sameStyleHref,
  sameStyleCount,
  itemId,
  isFavorited,
  lang,
}: {
  signedIn: boolean;
  loginHref: string;
  sameStyleHref: string;
  sameStyleCount: number;
  itemId: number;
  isFavorited: number;
  lang: Language;
}) {
  const { t } = useT();
  const button =
    'inline-flex min-w-0 items-center justify-center gap-1.5 rounded-md border px-3 py-2 text-sm transition-colors';
  return (
    <div data-testid="action-strip" className="flex flex-wrap gap-2">
      {!signedIn && (
        <Gate
          href={loginHref}
          className={`${button} border-line text-ink hover:border-brand hover:text-brand`}
        >
          <HeartIcon className="size-4" />
          {t('card.action.favourite')}
        </Gate>
      )}
      {signedIn && (
        <FavouriteButton itemId={itemId} isFavorited={isFavorited} lang={lang} className={button} />
      )}
      <Link
        to={sameStyleHref}
        className={`${button} border-line text-ink hover:border-brand hover:text-brand`}
      >
        <SameStyleIcon className="size-4" />
        {sameStyleCount > 0
          ? t('itemDetail.action.sameStyleCount', { n: sameStyleCount })
          : t('card.action.sameStyle')}
      </Link>
    </div>
  );
}

/** The login page is outside the app's routes: a full page load. */
function Gate({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <a href={href} className={className} data-gate="login">
      {children}
    </a>
  );
}

function FavouriteButton({
  itemId,
  isFavorited,
  lang,
  className,
}: {
  itemId: number;
  isFavorited: number;
  lang: Language;
  className: string;
}) {
  const { t } = useT();
  const favourite = useFavourite(itemId, isFavorited, lang);
  return (
    <>
      <button
        type="button"
        data-testid="favourite-button"
        aria-pressed={favourite.isFavorited}
        disabled={favourite.busy}
        onClick={favourite.toggle}
        className={`${className} ${
          favourite.isFavorited
            ? 'border-brand bg-brand-soft text-brand'
            : 'border-line text-ink hover:border-brand hover:text-brand'
        } disabled:opacity-60`}
      >
        <HeartIcon className={favourite.isFavorited ? 'size-4 fill-current' : 'size-4'} />
        {favourite.isFavorited ? t('favourites.favourited') : t('card.action.favourite')}
      </button>
      {favourite.feedback}
    </>
  );
}
