import type { RankedShop, RankIndex } from '@stallhub/contracts';
import { useEffect, useState } from 'react';

/** One tab as the buyer left it: the answer it opened with, and every page "more" added to it. */
export interface KeptTab {
  first: RankIndex;
  list: RankedShop[];
  page: number;
}

/** The ranking is recomputed daily: coming back within half an hour is still the same visit. */
export const RANKING_KEPT_MS = 30 * 60_000;

// Kept in the browser only: on the server this module serves every visitor.
const kept = new Map<string, { at: number; tabs: Map<string, KeptTab> }>();

function recall(pageKey: string): Map<string, KeptTab> {
  if (typeof window === 'undefined') return new Map();
  const entry = kept.get(pageKey);
  return entry && Date.now() - entry.at < RANKING_KEPT_MS ? entry.tabs : new Map();
}

const opened = (data: RankIndex): KeptTab => ({ first: data, list: data.list, page: data.page });

/**
 * The tabs of the kept-alive stall ranking (spec 3 §2): every tab visited stays mounted, hidden when not
 * shown, with the pages "more" loaded. Leaving the page (to open a stall, say) and coming back finds the
 * tabs as they were left, so the browser's scroll restoration lands where the buyer was. A tab keeps the
 * answer it first opened with; later visits do not reset it.
 */
export function useKeptRanking(pageKey: string, activeKey: string, data: RankIndex) {
  const [tabs, setTabs] = useState(() => recall(pageKey));
  const shown = tabs.has(activeKey) ? tabs : new Map(tabs).set(activeKey, opened(data));
  if (shown !== tabs) setTabs(shown);

  useEffect(() => {
    kept.set(pageKey, { at: Date.now(), tabs });
  }, [pageKey, tabs]);

  const addPage = (key: string, next: RankIndex) =>
    setTabs((previous) => {
      const tab = previous.get(key);
      if (!tab) return previous;
      return new Map(previous).set(key, { ...tab, list: [...tab.list, ...next.list], page: next.page });
    });

  return {
    tabs: [...shown].map(([key, tab]) => ({ key, tab, active: key === activeKey })),
    addPage,
  };
}
