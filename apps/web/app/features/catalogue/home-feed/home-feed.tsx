import type { City, FeedPage, Language } from '@stallhub/contracts';
import { useT } from '../../../i18n/use-t.ts';
import { CardGrid } from '../item-card/card-grid.tsx';
import { useFeedPages } from './use-feed-pages.ts';

/** The home feed: item cards in floors of five at full width (spec 3 §9), two on a phone, with "load more". */
export function HomeFeed({ lang, city, first }: { lang: Language; city: City; first: FeedPage }) {
  const { t } = useT();
  const { items, hasMore, loading, failed, loadMore } = useFeedPages({ first, city, lang });
  return (
    <section aria-labelledby="home-feed-title" className="mt-6">
      <div className="mb-3 flex items-end justify-between">
        <h2 id="home-feed-title" className="font-bold text-ink text-xl">
          {t('home.feedTitle')}
          <span className="ml-2 font-normal text-ink-faint text-sm">{t('home.feedSubtitle')}</span>
        </h2>
      </div>
      <CardGrid items={items} lang={lang} city={city} />
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
