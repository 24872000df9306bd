import { type ItemCard, imageUrl, type Language } from '@stallhub/contracts';
import { Link } from 'react-router';
import { formatCount } from '../../../components/format-count.ts';
import { FlameIcon } from '../../../components/icons.tsx';
import { HTML_LANG } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/use-t.ts';
import { localePath } from '../../../routing/locale.ts';
import { ItemPrice } from '../item-card/item-price.tsx';

/** A strip of the best sellers under the banner: picture, price and sales, for a first glance. */
export function HotPicks({ lang, items }: { lang: Language; items: ItemCard[] }) {
  const { t } = useT();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="hot-picks-title" className="rounded-lg bg-white p-3">
      <h2 id="hot-picks-title" className="mb-2 flex items-center gap-1 font-bold text-ink">
        <FlameIcon className="size-4 text-brand" />
        {t('home.hotPicks')}
      </h2>
      <ul className="grid grid-cols-3 gap-2.5 lg:grid-cols-5">
        {items.map((item, index) => (
          <li key={item.itemId} className={index >= 3 ? 'hidden lg:block' : undefined}>
            <Link to={localePath(lang, `/item/${item.vid}`)} className="group block">
              <span className="relative block overflow-hidden rounded-md bg-page">
                <img
                  src={imageUrl(item.indexImgUrl, 400)}
                  alt={item.title}
                  width={400}
                  height={400}
                  // Hidden on a phone: lazy keeps it from fetching there (and from React's head preloads).
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                />
                <span className="absolute top-0 left-0 rounded-br-md bg-brand px-1.5 font-bold text-[11px] text-white">
                  {index + 1}
                </span>
              </span>
              <span className="mt-1 block truncate text-ink text-xs group-hover:text-brand">
                {item.title}
              </span>
            </Link>
            <div className="flex flex-col text-xs">
              <ItemPrice item={item} compact />
              <span className="text-ink-faint">
                {t('card.count.sales', {
                  count: item.saleNum,
                  value: formatCount(item.saleNum, HTML_LANG[lang]),
                })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
