// @vitest-environment happy-dom
import type { RankedShop, RankIndex } from '@stallhub/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RANKING_KEPT_MS, useKeptRanking } from './kept-ranking.ts';

const stall = (shopId: number) => ({ shopId }) as RankedShop;
const answer = (cateId: number, page: number, ids: number[]): RankIndex =>
  ({ cateId, cates: [], page, pageSize: 2, total: 6, list: ids.map(stall) }) as unknown as RankIndex;
const ids = (tab: { list: RankedShop[] }) => tab.list.map((s) => s.shopId);

afterEach(() => vi.useRealTimers());

describe('useKeptRanking (spec 3 §2 "stall ranking (kept alive)")', () => {
  it('keeps every visited tab, each with the answer it first opened with', () => {
    const { result, rerender } = renderHook(({ key, data }) => useKeptRanking('gz|cn', key, data), {
      initialProps: { key: '0', data: answer(0, 1, [1, 2]) },
    });
    rerender({ key: '5', data: answer(5, 1, [7, 8]) });
    rerender({ key: '0', data: answer(0, 1, [9, 9]) });
    expect(result.current.tabs.map((t) => [t.key, t.active, ids(t.tab)])).toEqual([
      ['0', true, [1, 2]],
      ['5', false, [7, 8]],
    ]);
  });

  it('finds the pages "more" loaded after leaving the page and coming back', () => {
    const first = renderHook(() => useKeptRanking('pn|cn', '0', answer(0, 1, [1, 2])));
    act(() => first.result.current.addPage('0', answer(0, 2, [3, 4])));
    first.unmount();
    const back = renderHook(() => useKeptRanking('pn|cn', '0', answer(0, 1, [1, 2])));
    const [tab] = back.result.current.tabs;
    expect(ids(tab!.tab)).toEqual([1, 2, 3, 4]);
    expect(tab!.tab.page).toBe(2);
  });

  it('starts afresh in another city or language, and after the kept time', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useKeptRanking('hz|cn', '0', answer(0, 1, [1, 2])));
    act(() => first.result.current.addPage('0', answer(0, 2, [3, 4])));
    first.unmount();
    const english = renderHook(() => useKeptRanking('hz|en', '0', answer(0, 1, [1, 2])));
    expect(ids(english.result.current.tabs[0]!.tab)).toEqual([1, 2]);
    english.unmount();
    vi.advanceTimersByTime(RANKING_KEPT_MS);
    const later = renderHook(() => useKeptRanking('hz|cn', '0', answer(0, 1, [5, 6])));
    expect(ids(later.result.current.tabs[0]!.tab)).toEqual([5, 6]);
  });
});
