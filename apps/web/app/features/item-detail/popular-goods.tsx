import {
  type ItemCard as Item,
  imageUrl,
  type Language,
  POPULAR_GOODS_AUTOPLAY_MS,
  POPULAR_GOODS_PER_SLIDE,
  POPULAR_GOODS_SLIDE_MS,
} from '@stallhub/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localePath } from '../../routing/locale.ts';
import { ItemPrice } from '../catalogue/item-card/item-price.tsx';
import { slideTo } from './slide-to.ts';

/**
 * Popular goods (spec 3 §2, §9): five a slide at full width (350 px pictures), advancing every 3 s in 1 s, pausing
 * while pointed at or focused; the price shows only for price types 1 and 2, else "price error".
 */
export function PopularGoods({ items, lang }: { items: Item[]; lang: Language }) {
  const { t } = useT();
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);

  const page = (direction: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    // A slide is the visible width plus the gap before the next card.
    const slide = list.clientWidth + (Number.parseFloat(getComputedStyle(list).columnGap) || 0);
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    const atStart = list.scrollLeft <= 4;
    // Loops: past the last slide comes the first again.
    const left =
      direction === 1 && atEnd
        ? 0
        : direction === -1 && atStart
          ? list.scrollWidth
          : list.scrollLeft + direction * slide;
    slideTo(list, left, POPULAR_GOODS_SLIDE_MS);
  };

  useEffect(() => {
    if (paused || items.length === 0) return;
    const timer = setInterval(() => page(1), POPULAR_GOODS_AUTOPLAY_MS);
    return () => clearInterval(timer);
  });

  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="popular-goods-title"
      aria-roledescription="carousel"
      className="flex flex-col gap-3"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="flex items-center justify-between">
        <h2 id="popular-goods-title" className="font-bold text-ink text-lg">
          {t('itemDetail.popular.title')}
        </h2>
        <div className="flex gap-1.5">
          <button
            type="button"
            onClick={() => page(-1)}
            aria-label={t('itemDetail.popular.previous')}
            className="flex size-8 items-center justify-center rounded-full border border-line bg-white text-ink-soft hover:border-brand hover:text-brand"
          >
            <ChevronLeftIcon className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => page(1)}
            aria-label={t('itemDetail.popular.next')}
            className="flex size-8 items-center justify-center rounded-full border border-line bg-white text-ink-soft hover:border-brand hover:text-brand"
          >
            <ChevronRightIcon className="size-4" />
          </button>
        </div>
      </div>
      <ul
        ref={track}
        data-testid="popular-goods"
        className="grid snap-x snap-mandatory auto-cols-[46%] grid-flow-col gap-2.5 overflow-x-auto pb-1 [scrollbar-width:none] sm:auto-cols-[31%] lg:auto-cols-[calc((100%-4*0.75rem)/5)] lg:gap-3"
      >
        {items.map((item, index) => {
          const href = localePath(lang, `/item/${item.vid}`);
          return (
            <li key={item.itemId} className="snap-start rounded-lg bg-white">
              <Link to={href} className="block aspect-square overflow-hidden rounded-t-lg bg-page">
                <img
                  src={imageUrl(item.indexImgUrl, 400)}
                  alt={item.title}
                  width={350}
                  height={350}
                  // The first slide is in view as soon as the row is; later ones wait to be scrolled to.
                  loading={index < POPULAR_GOODS_PER_SLIDE ? 'eager' : 'lazy'}
                  className="size-full object-cover"
                />
              </Link>
              <div className="flex flex-col gap-1 p-2.5">
                <ItemPrice item={item} />
                <Link to={href} className="line-clamp-1 text-[13px] text-ink hover:text-brand">
                  {item.title}
                </Link>
                <p className="truncate text-ink-faint text-xs">{item.shopName}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
