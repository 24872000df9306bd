import { CARDS_PER_FLOOR, type City, type FeedPage, type Language } from '@stallhub/contracts';
import type { CSSProperties } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { ItemCard } from '../item-card/item-card.tsx';
import { useFeedPages } from './use-feed-pages.ts';

/** The home feed: item cards in floors of five at full width (spec 3 §9), two on a phone, with "load more". */
export function HomeFeed({ lang, city, first }: { lang: Language; city: City; first: FeedPage }) {
  const { t } = useT();
  const { items, hasMore, loading, failed, loadMore } = useFeedPages({ first, city, lang });
  const floor = { '--cards-per-floor': CARDS_PER_FLOOR } as CSSProperties;
  return (
    <section aria-labelledby="home-feed-title" className="mt-6">
      <div className="mb-3 flex items-end justify-between">
        <h2 id="home-feed-title" className="font-bold text-ink text-xl">
          {t('home.feedTitle')}
          <span className="ml-2 font-normal text-ink-faint text-sm">{t('home.feedSubtitle')}</span>
        </h2>
      </div>
      <ul
        style={floor}
        className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-[repeat(var(--cards-per-floor),minmax(0,1fr))] lg:gap-3"
      >
        {items.map((item, index) => (
          <li key={item.itemId} className="flex">
            <ItemCard item={item} lang={lang} city={city} eager={index < CARDS_PER_FLOOR} />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col items-center gap-2">
        {failed && (
          <p role="alert" className="text-rose-600 text-sm">
            {t('home.loadFailed')}
          </p>
        )}
        {hasMore ? (
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading}
            className="rounded-full border border-brand bg-white px-10 py-2 font-medium text-brand text-sm hover:bg-brand hover:text-white disabled:opacity-60"
          >
            {loading ? t('home.loading') : t('home.loadMore')}
          </button>
        ) : (
          <p className="text-ink-faint text-sm">{t('home.feedEnd')}</p>
        )}
      </div>
    </section>
  );
}
