import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Call } from './call.ts';
import * as contracts from './index.ts';
import { PRICE_FILTER_FIELDS, PRICE_SORTS, withoutPriceInputs } from './price-inputs.ts';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'path' in value && 'input' in value;
const calls = (Object.entries(contracts) as [string, unknown][]).filter((entry): entry is [string, Call] =>
  isCall(entry[1]),
);

/** Every field name and every fixed string value (enum, const) a call's input schema takes. */
function inputWords(call: Call) {
  const fields = new Set<string>();
  const values = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties') for (const name of Object.keys(value as object)) fields.add(name);
      if (key === 'enum') for (const v of value as unknown[]) if (typeof v === 'string') values.add(v);
      if (key === 'const' && typeof value === 'string') values.add(value);
      walk(value);
    }
  };
  walk(z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }));
  return { fields, values };
}

describe('withoutPriceInputs: what a guest may ask', () => {
  it('drops the price range and a price sort, and keeps everything else', () => {
    const input = { q: '卫衣', priceMin: 10, priceMax: 20, sort: 'price_asc', page: 2, color: ['红色'] };
    expect(withoutPriceInputs(input)).toEqual({ q: '卫衣', page: 2, color: ['红色'] });
    expect(withoutPriceInputs({ sort: 'price_desc' })).toEqual({});
  });

  it('keeps every other sort', () => {
    for (const sort of contracts.ITEM_SORTS.filter((s) => !(PRICE_SORTS as readonly string[]).includes(s))) {
      expect(withoutPriceInputs({ sort })).toEqual({ sort });
    }
  });

  it('drops a price sort under any field name', () => {
    expect(withoutPriceInputs({ order: 'price_asc', by: 'sales' })).toEqual({ by: 'sales' });
  });

  it('leaves the input it is given untouched', () => {
    const input = { priceMin: 1, sort: 'price_asc' };
    withoutPriceInputs(input);
    expect(input).toEqual({ priceMin: 1, sort: 'price_asc' });
  });
});

describe('every call narrows and orders by price only through the inputs a guest loses', () => {
  it('finds the calls (the walk reads the schemas)', () => {
    expect(calls.length).toBeGreaterThan(100);
    const search = inputWords(contracts.getSearchPage);
    expect([...search.fields]).toEqual(expect.arrayContaining([...PRICE_FILTER_FIELDS, 'sort']));
    expect([...search.values]).toEqual(expect.arrayContaining([...PRICE_SORTS]));
  });

  it('names no price field but priceMin and priceMax, and no price value but the price sorts', () => {
    const strays = calls.flatMap(([name, call]) => {
      const { fields, values } = inputWords(call);
      return [
        ...[...fields].filter(
          (f) => /price/i.test(f) && !(PRICE_FILTER_FIELDS as readonly string[]).includes(f),
        ),
        ...[...values].filter((v) => /price/i.test(v) && !(PRICE_SORTS as readonly string[]).includes(v)),
      ].map((word) => `${name}: ${word}`);
    });
    // A new price input needs its place in price-inputs.ts, or guests could bisect prices through it.
    expect(strays).toEqual([]);
  });
});
