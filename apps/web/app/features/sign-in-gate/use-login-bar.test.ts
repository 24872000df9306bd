// @vitest-environment happy-dom
import { BOTTOM_LOGIN_BAR_DELAY_MS } from '@stallhub/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSearchOrCategoryPage, loginBarDelay, showLoginBar } from './login-bar-rules.ts';
import { useLoginBar } from './use-login-bar.ts';

describe('login bar rules', () => {
  it('waits 30 s, except on search and category pages where it shows at once', () => {
    expect(loginBarDelay('/gz')).toBe(30_000);
    expect(loginBarDelay('/en/gz/index.html')).toBe(30_000);
    expect(loginBarDelay('/gz/search/index.html')).toBe(0);
    expect(loginBarDelay('/en/pn/search/index.html')).toBe(0);
    expect(loginBarDelay('/gz/shops/search.html')).toBe(0);
    expect(loginBarDelay('/list/index.html')).toBe(0);
    expect(loginBarDelay('/gz/list/set-16-0.html')).toBe(0);
    expect(loginBarDelay('/en/pn/list/set-16-0/collection-201.html')).toBe(0);
    expect(isSearchOrCategoryPage('/item/v1')).toBe(false);
  });
});

describe('useLoginBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a guest the bar after 30 s on other pages', () => {
    const { result } = renderHook(() => useLoginBar(true, '/gz'));
    act(() => vi.advanceTimersByTime(BOTTOM_LOGIN_BAR_DELAY_MS - 1));
    expect(result.current.shown).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe(true);
  });

  it('never shows a signed-in user the bar', () => {
    const { result } = renderHook(() => useLoginBar(false, '/gz/search/index.html'));
    act(() => vi.advanceTimersByTime(BOTTOM_LOGIN_BAR_DELAY_MS * 2));
    act(() => showLoginBar());
    expect(result.current.shown).toBe(false);
  });

  it('closed once it stays closed, even on the next page', () => {
    const { result, rerender } = renderHook(({ path }) => useLoginBar(true, path), {
      initialProps: { path: '/gz' },
    });
    act(() => vi.advanceTimersByTime(BOTTOM_LOGIN_BAR_DELAY_MS));
    act(() => result.current.close());
    expect(result.current.shown).toBe(false);
    rerender({ path: '/gz/index.html' });
    act(() => vi.advanceTimersByTime(BOTTOM_LOGIN_BAR_DELAY_MS * 2));
    expect(result.current.shown).toBe(false);
    // Elsewhere than search and category pages the event does not bring it back.
    act(() => showLoginBar());
    expect(result.current.shown).toBe(false);
  });

  it('on search pages shows at once and the event shows it again after closing', () => {
    const { result } = renderHook(() => useLoginBar(true, '/gz/search/index.html'));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.shown).toBe(true);
    act(() => result.current.close());
    act(() => vi.advanceTimersByTime(BOTTOM_LOGIN_BAR_DELAY_MS));
    expect(result.current.shown).toBe(false);
    act(() => showLoginBar());
    expect(result.current.shown).toBe(true);
  });
});
