import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HeartIcon, SameStyleIcon, UploadIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';

/**
 * The strip over the picture: one-click listing, favourite, find same style. Listing and favourite need
 * a signed-in buyer; there is no sign-in yet, so every visitor is a guest and they lead to the login page
 * with the way back (spec 3 §5). Same style is open to all.
 */
export function ItemActions({ loginHref, sameStyleHref }: { loginHref: string; sameStyleHref: string }) {
  const { t } = useT();
  return (
    <div className="grid grid-cols-3 divide-x divide-white/25 bg-ink/80 text-white text-xs backdrop-blur-sm">
      <Action href={loginHref} icon={<UploadIcon className="size-4" />} label={t('card.action.listing')} />
      <Action href={loginHref} icon={<HeartIcon className="size-4" />} label={t('card.action.favourite')} />
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
  // The login page is outside the app's routes: a full page load, not a client navigation.
  return internal ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className}>
      {content}
    </a>
  );
}
