import { imageUrl, type Language, type ShopCard as Shop } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { BadgeChip } from '../stall-badges/badge-chip.tsx';
import { creditBadge, stallBadges } from '../stall-badges/stall-badge-list.ts';

/** A stall in the home page's row: name, place in the market, badges and three of its latest items. */
export function ShopCard({ lang, shop }: { lang: Language; shop: Shop }) {
  const { t } = useT();
  const href = localePath(lang, `/shop/${shop.shopId}`);
  const credit = creditBadge(shop);
  const badges = [...stallBadges(shop), ...(credit ? [credit] : [])];
  return (
    <article className="flex flex-col rounded-lg bg-white p-3 transition-shadow hover:shadow-[0_4px_16px_rgb(0_0_0/0.08)]">
      <h3 className="truncate font-semibold text-ink text-sm">
        <Link to={href} className="hover:text-brand">
          {shop.name}
        </Link>
      </h3>
      <p className="mt-0.5 truncate text-ink-faint text-xs">
        {[shop.subName, shop.floor, shop.position].filter(Boolean).join(' ')}
      </p>
      <ul className="mt-2 flex h-[18px] flex-wrap gap-1 overflow-hidden" aria-label={t('stall.badges')}>
        {badges.map((badge) => (
          <li key={badge.id} className="flex">
            <BadgeChip badge={badge} />
          </li>
        ))}
      </ul>
      <ul className="mt-2.5 grid grid-cols-3 gap-1.5">
        {shop.items.slice(0, 3).map((item) => (
          <li key={item.itemId}>
            <Link to={localePath(lang, `/item/${item.vid}`)} className="block overflow-hidden rounded">
              <img
                src={imageUrl(item.indexImgUrl, 400)}
                alt={t('stall.itemOf', { name: shop.name })}
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-page object-cover transition-transform hover:scale-105"
              />
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
