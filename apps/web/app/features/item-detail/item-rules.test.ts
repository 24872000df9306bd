import type { SkuEntry } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { arrivalDate, priceArea, skuState, struckPrice } from './item-rules.ts';

const item = { price: 59, priceType: 1, isPreSell: false, isSpecialOffer: false };

describe('priceArea (spec 3 §4, §8 "Item states")', () => {
  it('shows the price for price types 1 and 2, with no tip', () => {
    expect(priceArea(item)).toEqual({ price: { kind: 'price', cny: 59 }, tips: [] });
    expect(priceArea({ ...item, priceType: 2 })).toEqual({ price: { kind: 'price', cny: 59 }, tips: [] });
  });

  it('any other price type is the stall price-setting error, for buyers and guests alike', () => {
    for (const priceType of [0, 3, -1]) {
      expect(priceArea({ ...item, priceType })).toEqual({ price: { kind: 'error' }, tips: ['priceSetting'] });
      expect(priceArea({ ...item, price: undefined, priceType }).tips).toEqual(['priceSetting']);
    }
  });

  it('guests (no price field in the answer) see the log-in prompt instead of a price', () => {
    const { price: _, ...guests } = item;
    expect(priceArea(guests).price).toEqual({ kind: 'login' });
    expect(priceArea({ ...item, price: null }).price).toEqual({ kind: 'login' });
  });

  it('pre-sale items carry the cannot-buy tip, special offers the no-refund tip', () => {
    expect(priceArea({ ...item, isPreSell: true }).tips).toEqual(['preSale']);
    expect(priceArea({ ...item, isSpecialOffer: true }).tips).toEqual(['specialOffer']);
    expect(priceArea({ ...item, priceType: 0, isPreSell: true, isSpecialOffer: true }).tips).toEqual([
      'priceSetting',
      'preSale',
      'specialOffer',
    ]);
  });
});

describe('struckPrice', () => {
  it('strikes the list price only when above the price', () => {
    expect(struckPrice({ price: 59, originalPrice: 79 })).toBe(79);
    expect(struckPrice({ price: 59, originalPrice: 59 })).toBeNull();
    expect(struckPrice({ price: null, originalPrice: null })).toBeNull();
    // A guest's item has neither.
    expect(struckPrice({})).toBeNull();
  });
});

describe('skuState', () => {
  const sku: SkuEntry = {
    id: 1,
    skuid: ';1;2;',
    colorId: 1,
    color: '黑色',
    sizeId: 2,
    size: 'M',
    discountPrice: 59,
    isLack: false,
    lackReason: null,
    arriveTime: null,
    lackDate: null,
  };
  it('is available, out with its reason and arrival, or unavailable at price 0', () => {
    expect(skuState(sku)).toEqual({ kind: 'available' });
    expect(
      skuState({ ...sku, isLack: true, lackReason: '面料缺货', arriveTime: '2026-12-01T00:00:00Z' }),
    ).toEqual({
      kind: 'lack',
      reason: '面料缺货',
      arriveTime: '2026-12-01T00:00:00Z',
    });
    expect(skuState({ ...sku, discountPrice: 0 })).toEqual({ kind: 'unavailable' });
    // A guest's SKU has no price: no reason to call it unavailable.
    const { discountPrice: _, ...guests } = sku;
    expect(skuState(guests)).toEqual({ kind: 'available' });
  });
});

describe('arrivalDate', () => {
  it("dates an arrival in the markets' time zone", () => {
    expect(arrivalDate('2026-11-30T17:00:00Z', 'en-US')).toBe('12/1');
  });
});
