import {
  alsoViewedRoute,
  type City,
  type ItemCard,
  itemRecommendRoute,
  itemShopRecommendRoute,
  type Language,
  midHotRoute,
  type RelatedItems,
  relatedItemsRoute,
  type ShopCard,
} from '@stallhub/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNearView } from '../../components/use-near-view.ts';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { ItemRow } from './item-row.tsx';
import { PopularGoods } from './popular-goods.tsx';
import { StallRow } from './stall-row.tsx';

/** How far below the screen the rows are asked for, so they are there by the time the reader arrives. */
const ASK_WITHIN_PX = 600;

interface Rows {
  related: RelatedItems;
  recommend: ItemCard[];
  alsoViewed: ItemCard[];
  stalls: ShopCard[];
  popular: ItemCard[];
}

const NO_RELATED: RelatedItems = { sameStyle: [], sameShop: [] };

/**
 * The rows under an item (spec 3 §2): same style, same stall, recommended, what its viewers also viewed, the
 * stalls selling its kind, and the reader's city's popular goods. They sit below the first screen, so the page is rendered and sent without them and they are asked
 * for once the reader scrolls near; each row that fails is left out.
 */
export function ItemRows({
  vid,
  lang,
  itemCity,
  readerCity,
  stallName,
}: {
  vid: string;
  lang: Language;
  /** The city the item's cards link into. */
  itemCity: City;
  /** The city whose popular goods are shown: the page's. */
  readerCity: City;
  stallName: string;
}) {
  const { t } = useT();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearView(anchor, ASK_WITHIN_PX);
  const [rows, setRows] = useState<Rows | null>(null);

  useEffect(() => {
    if (!near) return;
    let current = true;
    void Promise.all([
      browserApi.call(relatedItemsRoute, { vid, lang }).catch(() => NO_RELATED),
      browserApi.call(itemRecommendRoute, { vid, lang }).catch(() => []),
      browserApi.call(alsoViewedRoute, { vid, lang }).catch(() => []),
      browserApi.call(itemShopRecommendRoute, { vid, lang }).catch(() => []),
      browserApi.call(midHotRoute, { city: readerCity, lang }).catch(() => []),
    ]).then(([related, recommend, alsoViewed, stalls, popular]) => {
      if (current) setRows({ related, recommend, alsoViewed, stalls, popular });
    });
    return () => {
      current = false;
    };
  }, [near, vid, lang, readerCity]);

  if (!rows) {
    return (
      <div
        ref={anchor}
        aria-busy="true"
        data-testid="item-rows-pending"
        className="grid grid-cols-2 gap-3 sm:grid-cols-5"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="aspect-square animate-pulse rounded-lg bg-line/40" />
        ))}
      </div>
    );
  }
  const itemRows = [
    { testId: 'same-style-row', title: t('itemDetail.related.sameStyle'), items: rows.related.sameStyle },
    {
      testId: 'same-shop-row',
      title: t('itemDetail.related.sameShop', { name: stallName }),
      items: rows.related.sameShop,
    },
    { testId: 'recommend-row', title: t('itemDetail.recommend'), items: rows.recommend },
    { testId: 'also-viewed-row', title: t('itemDetail.alsoViewed'), items: rows.alsoViewed },
  ];
  return (
    <>
      {itemRows.map((row) => (
        <ItemRow key={row.testId} {...row} lang={lang} city={itemCity} />
      ))}
      <StallRow title={t('itemDetail.stalls')} stalls={rows.stalls} lang={lang} />
      <PopularGoods items={rows.popular} lang={lang} />
    </>
  );
}
