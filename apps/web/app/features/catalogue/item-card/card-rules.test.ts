import { describe, expect, it } from 'vitest';
import { hotRecommendation, priceDisplay, salesFigure } from './card-rules.ts';

const counts = (saleNum: number, uploadNum: number, favNum: number) => ({ saleNum, uploadNum, favNum });

describe('salesFigure', () => {
  it('shows sales when 10 × sales is at least uploads and favourites', () => {
    expect(salesFigure(counts(30, 200, 100))).toEqual({ kind: 'sales', value: 30 });
  });

  it('shows sales at the boundary: 10 × sales equal to uploads and to favourites', () => {
    expect(salesFigure(counts(10, 100, 100))).toEqual({ kind: 'sales', value: 10 });
  });

  it('shows uploads when 10 × sales falls short of uploads by one', () => {
    expect(salesFigure(counts(10, 101, 50))).toEqual({ kind: 'uploads', value: 101 });
  });

  it('shows uploads when 10 × sales falls short of favourites but 10 × uploads does not', () => {
    expect(salesFigure(counts(1, 20, 11))).toEqual({ kind: 'uploads', value: 20 });
  });

  it('shows uploads at the boundary: 10 × uploads equal to favourites', () => {
    expect(salesFigure(counts(0, 5, 50))).toEqual({ kind: 'uploads', value: 5 });
  });

  it('shows favourites when 10 × uploads falls short of favourites', () => {
    expect(salesFigure(counts(0, 5, 51))).toEqual({ kind: 'favourites', value: 51 });
  });

  it('shows favourites when sales and uploads are both far behind', () => {
    expect(salesFigure(counts(2, 3, 900))).toEqual({ kind: 'favourites', value: 900 });
  });

  it('shows 0 sales for an item with no counts at all', () => {
    expect(salesFigure(counts(0, 0, 0))).toEqual({ kind: 'sales', value: 0 });
  });
});

describe('hotRecommendation', () => {
  it('recommends by sales when sales are at least ten times uploads and favourites', () => {
    expect(hotRecommendation(counts(500, 50, 10))).toBe('sales');
  });

  it('recommends by uploads when uploads are at least ten times the others', () => {
    expect(hotRecommendation(counts(3, 300, 30))).toBe('uploads');
  });

  it('recommends by favourites when favourites are at least ten times the others', () => {
    expect(hotRecommendation(counts(1, 2, 20))).toBe('favourites');
  });

  it('recommends at the boundary of exactly ten times', () => {
    expect(hotRecommendation(counts(100, 10, 10))).toBe('sales');
  });

  it('recommends nothing just under ten times', () => {
    expect(hotRecommendation(counts(99, 10, 1))).toBeNull();
  });

  it('recommends a lone count above 0 (the others are 0)', () => {
    expect(hotRecommendation(counts(0, 1, 0))).toBe('uploads');
  });

  it('recommends nothing when every count is 0', () => {
    expect(hotRecommendation(counts(0, 0, 0))).toBeNull();
  });
});

describe('priceDisplay', () => {
  it('guests (no price field in the answer) see the log-in prompt, whatever the price type', () => {
    expect(priceDisplay({ priceType: 1 })).toEqual({ kind: 'login' });
    expect(priceDisplay({ priceType: 9 })).toEqual({ kind: 'login' });
    expect(priceDisplay({ price: undefined, priceType: 1 })).toEqual({ kind: 'login' });
    expect(priceDisplay({ price: null, priceType: 1 })).toEqual({ kind: 'login' });
  });

  it('price types 1 and 2 show the price', () => {
    expect(priceDisplay({ price: 45, priceType: 1 })).toEqual({ kind: 'price', cny: 45 });
    expect(priceDisplay({ price: 45, priceType: 2 })).toEqual({ kind: 'price', cny: 45 });
  });

  it('any other price type is a price error', () => {
    expect(priceDisplay({ price: 45, priceType: 0 })).toEqual({ kind: 'error' });
    expect(priceDisplay({ price: 45, priceType: 3 })).toEqual({ kind: 'error' });
  });
});
