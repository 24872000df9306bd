import { type City, type Language, type RankIndex, rankIndexRoute } from '@stallhub/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import type { KeptTab } from './kept-ranking.ts';
import { RankedStallRow } from './ranked-stall-row.tsx';

/** One ranking tab: its stalls, and further pages appended by "more" into the kept tab. */
export function RankingPanel({
  lang,
  city,
  tab,
  onMore,
  hidden,
}: {
  lang: Language;
  city: City;
  tab: KeptTab;
  onMore: (next: RankIndex) => void;
  hidden: boolean;
}) {
  const { t } = useT();
  const { first, list, page } = tab;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const hasMore = page * first.pageSize < first.total;

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const next = await browserApi.call(rankIndexRoute, {
        city,
        lang,
        cateId: first.cateId,
        page: page + 1,
        pageSize: first.pageSize,
      });
      onMore(next);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <section hidden={hidden} data-testid={`rank-panel-${first.cateId}`} aria-label={t('rank.title')}>
      {list.length === 0 ? (
        <p className="rounded-lg bg-white p-8 text-center text-ink-faint">{t('rank.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {list.map((shop) => (
            <li key={shop.shopId}>
              <RankedStallRow lang={lang} shop={shop} />
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <div className="mt-3 flex flex-col items-center gap-1">
          <button
            type="button"
            onClick={loadMore}
            disabled={loading}
            className="rounded-full border border-line bg-white px-6 py-2 text-ink-soft text-sm hover:border-brand hover:text-brand disabled:opacity-60"
          >
            {loading ? t('rank.loading') : t('rank.more')}
          </button>
          {failed && (
            <p role="alert" className="text-red-600 text-xs">
              {t('rank.failed')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
