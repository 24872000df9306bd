// @vitest-environment happy-dom
import { CATEGORY_FLYOUT_DELAY_MS } from '@stallhub/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoverIntent } from './use-hover-intent.ts';

describe('useHoverIntent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('category flyout opens 50 ms after the pointer rests on a row', () => {
    const { result } = renderHook(() => useHoverIntent<string>());
    act(() => result.current.hover('women'));
    act(() => vi.advanceTimersByTime(CATEGORY_FLYOUT_DELAY_MS - 1));
    expect(result.current.active).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.active).toBe('women');
  });

  it('a pointer passing over a row on its way to another opens only the last', () => {
    const { result } = renderHook(() => useHoverIntent<string>());
    act(() => result.current.hover('women'));
    act(() => vi.advanceTimersByTime(20));
    act(() => result.current.hover('men'));
    act(() => vi.advanceTimersByTime(CATEGORY_FLYOUT_DELAY_MS));
    expect(result.current.active).toBe('men');
  });

  it('leaving closes at once and cancels a pending open', () => {
    const { result } = renderHook(() => useHoverIntent<string>());
    act(() => result.current.hover('women'));
    act(() => result.current.open(null));
    act(() => vi.advanceTimersByTime(CATEGORY_FLYOUT_DELAY_MS));
    expect(result.current.active).toBeNull();
  });
});
