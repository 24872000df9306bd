// @vitest-environment happy-dom
import { PLACEHOLDER_ROTATE_MS } from '@stallhub/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotatingPlaceholder } from './use-rotating-placeholder.ts';

describe('useRotatingPlaceholder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('placeholder rotates every 5 s and wraps around', () => {
    const { result } = renderHook(() => useRotatingPlaceholder(3));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(PLACEHOLDER_ROTATE_MS - 1));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(PLACEHOLDER_ROTATE_MS));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(PLACEHOLDER_ROTATE_MS));
    expect(result.current).toBe(0);
  });

  it('a single placeholder stays fixed', () => {
    const { result } = renderHook(() => useRotatingPlaceholder(1));
    act(() => vi.advanceTimersByTime(PLACEHOLDER_ROTATE_MS * 3));
    expect(result.current).toBe(0);
  });
});
