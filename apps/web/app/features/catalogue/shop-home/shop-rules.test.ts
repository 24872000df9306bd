import { describe, expect, it } from 'vitest';
import { figuresOf, floorPercent, shopView } from './shop-rules.ts';

const none = new URLSearchParams();

describe('shopView: the optional /{param}/{point} of /shop/{id}', () => {
  it('shows the item list by default and the strength sheet for ?type=1 or content_slzz', () => {
    expect(shopView(undefined, undefined, none)).toEqual({ kind: 'items' });
    expect(shopView(undefined, undefined, new URLSearchParams('type=1'))).toEqual({ kind: 'strength' });
    expect(shopView('content_slzz', undefined, none)).toEqual({ kind: 'strength' });
  });

  it('reads a numeric param as the category and a numeric point as the page', () => {
    expect(shopView('16', undefined, none)).toEqual({ kind: 'items', vcid: 16 });
    expect(shopView('16', '3', none)).toEqual({ kind: 'items', vcid: 16, page: 3 });
  });

  it('calls anything else a missing page', () => {
    for (const [param, point] of [
      ['abc', undefined],
      ['16', 'x'],
      ['0', undefined],
      ['content_slzz', '2'],
    ] as const) {
      expect(shopView(param, point, none)).toEqual({ kind: 'missing' });
    }
  });
});

describe('floorPercent (spec 3 §5: floor percent)', () => {
  it('rounds down, never up', () => {
    expect(floorPercent(0.8999)).toBe('89%');
    expect(floorPercent(0.9)).toBe('90%');
    expect(floorPercent(1)).toBe('100%');
  });
});

describe('figuresOf', () => {
  it("keeps the asked cycle's four figures in card order", () => {
    const row = (cycleType: number, type: number) => ({
      cycleType,
      type,
      value: 0.9,
      dataPoor: false,
      overSameMarketRatio: null,
    });
    const list = [row(90, 40), row(180, 10), row(90, 10), row(90, 30), row(90, 20)];
    expect(figuresOf(list, 90).map((c) => c.type)).toEqual([10, 20, 30, 40]);
    expect(figuresOf(list, 180).map((c) => c.type)).toEqual([10]);
  });
});
