// @vitest-environment happy-dom
import { SUGGESTION_HIDE_MS } from '@stallhub/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedHide } from './use-delayed-hide.ts';

describe('useDelayedHide', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('suggestions hide 500 ms after blur, not before', () => {
    const { result } = renderHook(() => useDelayedHide(SUGGESTION_HIDE_MS));
    act(() => result.current.show());
    act(() => result.current.hideLater());
    act(() => vi.advanceTimersByTime(SUGGESTION_HIDE_MS - 1));
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it('coming back before the delay keeps the panel open', () => {
    const { result } = renderHook(() => useDelayedHide(300));
    act(() => result.current.show());
    act(() => result.current.hideLater());
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.show());
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(true);
  });

  it('hideNow closes at once', () => {
    const { result } = renderHook(() => useDelayedHide(300));
    act(() => result.current.show());
    act(() => result.current.hideNow());
    expect(result.current.open).toBe(false);
  });
});
