import type { Language } from '@stallhub/contracts';
import clsx from 'clsx';
import { Link } from 'react-router';
import { CartIcon } from '../../../components/icons.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { cartBadge } from './cart-badge.ts';
import { cartPath } from './shell-links.ts';

/** The cart icon with its count, "99+" above 99. */
export function CartLink({
  lang,
  count,
  compact = false,
}: {
  lang: Language;
  count: number;
  compact?: boolean;
}) {
  const { t } = useT();
  return (
    <Link
      to={cartPath(lang)}
      data-cart-target
      className={clsx(
        'relative flex shrink-0 items-center gap-1.5 rounded-lg border border-line bg-white text-ink text-sm hover:border-brand hover:text-brand',
        compact ? 'h-10 px-2.5' : 'h-10 px-3 md:px-4',
      )}
    >
      <CartIcon className="size-5 text-brand" />
      {/* The name says the count in words; the word and the badge a sighted reader sees are its short form. */}
      <span className="sr-only">{t('header.cartWithCount', { count })}</span>
      <span aria-hidden="true" className={clsx(compact ? 'hidden' : 'hidden md:inline')}>
        {t('header.cart')}
      </span>
      <span
        aria-hidden="true"
        className="-top-2 -right-2 absolute min-w-5 rounded-full bg-brand px-1.5 text-center font-medium text-[11px] text-white leading-5"
      >
        {cartBadge(count)}
      </span>
    </Link>
  );
}
