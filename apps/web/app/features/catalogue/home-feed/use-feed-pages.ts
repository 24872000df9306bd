import { type City, type FeedPage, homeFeedRoute, type ItemCard, type Language } from '@stallhub/contracts';
import { useState } from 'react';
import { browserApi } from '../../../lib/api.ts';

/** The feed's cards: the server-rendered first page, then each "load more" page appended. */
export function useFeedPages({ first, city, lang }: { first: FeedPage; city: City; lang: Language }) {
  const [pages, setPages] = useState<{ key: string; items: ItemCard[]; page: number; hasMore: boolean }>();
  const key = `${city}|${lang}|${first.list[0]?.itemId ?? ''}`;
  // A new first page (another city or language) starts over from it.
  const state =
    pages?.key === key ? pages : { key, items: first.list, page: first.page, hasMore: first.hasMore };
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function loadMore() {
    setLoading(true);
    setFailed(false);
    try {
      const next = await browserApi.call(homeFeedRoute, {
        city,
        lang,
        page: state.page + 1,
        pageSize: first.pageSize,
      });
      // The feed is newest first: an item listed while reading can shift one onto the next page twice.
      const seen = new Set(state.items.map((item) => item.itemId));
      setPages({
        key,
        items: [...state.items, ...next.list.filter((item) => !seen.has(item.itemId))],
        page: next.page,
        hasMore: next.hasMore,
      });
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return { items: state.items, hasMore: state.hasMore, loading, failed, loadMore };
}
