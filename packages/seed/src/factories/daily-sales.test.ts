import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../catalogue.ts';
import { DEMO_NOW } from '../defaults.ts';
import { makeDailySales, SALES_DAYS } from './daily-sales.ts';
import { makeItemBundle } from './item.ts';

const dayOf = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

describe('makeDailySales', () => {
  it('records sales on the last fourteen market days the item was on shelf, none before it went up', () => {
    const { item } = makeItemBundle({
      id: 7,
      saleNum: 900,
      status: 1,
      upTime: new Date(DEMO_NOW.getTime() - 5 * 86_400_000),
    });
    const rows = makeDailySales(item, 1, DEMO_NOW);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(5);
    expect(rows.every((r) => r.day >= dayOf(item.upTime) && r.day <= dayOf(DEMO_NOW))).toBe(true);
    expect(rows.every((r) => r.pieces > 0 && r.itemId === 7 && r.city === item.city)).toBe(true);
    const old = makeItemBundle({
      id: 8,
      saleNum: 6000,
      status: 1,
      upTime: new Date(DEMO_NOW.getTime() - 50 * 86_400_000),
    });
    const days = new Set(makeDailySales(old.item, 1, DEMO_NOW).map((r) => r.day));
    expect(days.size).toBeLessThanOrEqual(SALES_DAYS);
  });

  it('records nothing for an item that never sold or is off shelf', () => {
    expect(makeDailySales(makeItemBundle({ saleNum: 0, status: 1 }).item, 1, DEMO_NOW)).toEqual([]);
    expect(makeDailySales(makeItemBundle({ saleNum: 500, status: 0 }).item, 1, DEMO_NOW)).toEqual([]);
  });

  it('is the same for the same seed whatever the chunk size, for on-shelf items only', () => {
    const sales = (chunk: number) =>
      [...createCatalogue({ items: 400, seed: 3 }).itemChunks(chunk)].flatMap((c) => c.dailySales);
    expect(sales(400)).toEqual(sales(64));
    const items = [...createCatalogue({ items: 400, seed: 3 }).itemChunks(400)].flatMap((c) => c.items);
    const sold = new Set(sales(400).map((r) => r.itemId));
    expect(sold.size).toBeGreaterThan(50);
    expect([...sold].every((id) => items.find((i) => i.id === id)!.status === 1)).toBe(true);
  });
});
