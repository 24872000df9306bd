import { imageUrl, type Language, type RankedShop } from '@stallhub/contracts';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { BadgeChip } from '../catalogue/stall-badges/badge-chip.tsx';
import { creditBadge, stallBadges } from '../catalogue/stall-badges/stall-badge-list.ts';
import { RankPlace } from './rank-place.tsx';

/** Thumbnails in ranking rows are 40 px (spec 3 §9). */
const THUMB = 40;

/** One stall of a ranking: its place, name and market address, badges (spec 3 §5 rules), sales, latest items. */
export function RankedStallRow({ lang, shop }: { lang: Language; shop: RankedShop }) {
  const { t } = useT();
  const credit = creditBadge(shop);
  const badges = [...stallBadges(shop), ...(credit ? [credit] : [])];
  return (
    <article className="flex items-center gap-3 rounded-lg bg-white p-3 md:gap-4 md:px-4">
      <RankPlace rank={shop.rank} />
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-ink text-sm">
          <Link to={localePath(lang, `/shop/${shop.shopId}`)} className="hover:text-brand">
            {shop.name}
          </Link>
        </h3>
        <p className="truncate text-ink-faint text-xs">
          {[shop.subName, shop.floor, shop.position].filter(Boolean).join(' ')}
        </p>
        <ul className="mt-1 flex h-[18px] flex-wrap gap-1 overflow-hidden" aria-label={t('stall.badges')}>
          {badges.map((badge) => (
            <li key={badge.id} className="flex">
              <BadgeChip badge={badge} />
            </li>
          ))}
        </ul>
      </div>
      <p className="hidden shrink-0 text-right text-ink-soft text-xs sm:block">
        {t('rank.sales', { count: shop.sales })}
      </p>
      <ul className="hidden shrink-0 gap-1.5 md:flex">
        {shop.items.map((item) => (
          <li key={item.itemId}>
            <Link to={localePath(lang, `/item/${item.vid}`)} className="block overflow-hidden rounded">
              <img
                src={imageUrl(item.indexImgUrl, 400)}
                alt={t('stall.itemOf', { name: shop.name })}
                width={THUMB}
                height={THUMB}
                loading="lazy"
                decoding="async"
                className="size-10 bg-page object-cover"
              />
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
