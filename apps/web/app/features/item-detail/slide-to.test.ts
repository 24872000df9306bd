// @vitest-environment happy-dom
import { POPULAR_GOODS_SLIDE_MS } from '@stallhub/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slideTo } from './slide-to.ts';

function track() {
  const list = document.createElement('ul');
  Object.defineProperty(list, 'scrollWidth', { value: 3_000 });
  Object.defineProperty(list, 'clientWidth', { value: 1_000 });
  list.style.scrollSnapType = 'x mandatory';
  return list;
}

beforeEach(() =>
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }),
);
afterEach(() => vi.useRealTimers());

describe('slideTo (spec 3 §9: popular goods slide in 1000 ms)', () => {
  it('moves one slide in exactly the slide time, part way at half time, without snapping on the way', () => {
    const list = track();
    slideTo(list, 1_000, POPULAR_GOODS_SLIDE_MS);
    vi.advanceTimersByTime(POPULAR_GOODS_SLIDE_MS / 2);
    expect(list.scrollLeft).toBeGreaterThan(300);
    expect(list.scrollLeft).toBeLessThan(700);
    expect(list.style.scrollSnapType).toBe('none');
    vi.advanceTimersByTime(POPULAR_GOODS_SLIDE_MS / 2 - 20);
    expect(list.scrollLeft).toBeLessThan(1_000);
    vi.advanceTimersByTime(40);
    expect(list.scrollLeft).toBe(1_000);
    expect(list.style.scrollSnapType).toBe('');
  });

  it('stops at the end of the track and a new slide replaces one under way', () => {
    const list = track();
    slideTo(list, 1_000, POPULAR_GOODS_SLIDE_MS);
    vi.advanceTimersByTime(300);
    slideTo(list, 9_000, POPULAR_GOODS_SLIDE_MS);
    vi.advanceTimersByTime(POPULAR_GOODS_SLIDE_MS + 20);
    expect(list.scrollLeft).toBe(2_000);
  });

  it('jumps at once for readers who ask for reduced motion', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const list = track();
    slideTo(list, 1_000, POPULAR_GOODS_SLIDE_MS);
    expect(list.scrollLeft).toBe(1_000);
    vi.unstubAllGlobals();
  });
});
