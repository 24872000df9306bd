import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { describe, expect, it } from 'vitest';
import { facetValueLabel, orderFacetValues, valueNamesOf } from './facet-labels.ts';

const zh = createI18n('cn', readCatalogue('cn')).t;
const english = createI18n('en', readCatalogue('en')).t;
const counts = (...values: string[]) => values.map((value, i) => ({ value, count: 100 - i }));
const order = (facet: Parameters<typeof orderFacetValues>[0], ...values: string[]) =>
  orderFacetValues(facet, counts(...values)).map((c) => c.value);

describe('facet value labels', () => {
  it("names colours and sizes by the answer's labels in the page's language", () => {
    const names = valueNamesOf({
      color: [{ value: '雾霾蓝', count: 3, label: 'Haze Blue' }],
      size: [
        { value: '均码', count: 2, label: 'One size' },
        { value: 'M', count: 1 },
      ],
    });
    expect(facetValueLabel('color', '雾霾蓝', english, {}, names)).toBe('Haze Blue');
    expect(facetValueLabel('size', '均码', english, {}, names)).toBe('One size');
    expect(facetValueLabel('size', 'M', english, {}, names)).toBe('M');
  });

  it('shows a colour the answer did not label as the stall wrote it', () => {
    expect(facetValueLabel('color', '雾霾蓝', english)).toBe('雾霾蓝');
  });

  it('names a style by the menu name of its id, else shows the id', () => {
    expect(facetValueLabel('style', '3', zh, { 3: '韩版' })).toBe('韩版');
    expect(facetValueLabel('style', '99', zh, { 3: '韩版' })).toBe('99');
  });

  it('translates the codes of fit, pattern, fabric and season', () => {
    expect(facetValueLabel('modelId', '5', zh)).toBe('收腰');
    expect(facetValueLabel('clothingPattern', 'dots', zh)).toBe('波点');
    expect(facetValueLabel('fabric', 'polyester', zh)).toBe('涤纶');
    expect(facetValueLabel('season', 'all', zh)).toBe('四季');
    expect(facetValueLabel('fabric', 'corduroy', english)).toBe('Corduroy');
  });

  it('writes age bands as ranges and open ends', () => {
    expect(facetValueLabel('suitableAge', '25-29', zh)).toBe('25-29岁');
    expect(facetValueLabel('suitableAge', '40+', zh)).toBe('40岁以上');
    expect(facetValueLabel('suitableAge', '0-1', english)).toBe('Ages 0-1');
  });

  it('names credit levels 0-3 with the badge words', () => {
    expect(['3', '2', '0', '1'].map((v) => facetValueLabel('credit', v, zh))).toEqual([
      '信誉优秀',
      '信誉良好',
      '信誉一般',
      '信誉较低',
    ]);
  });

  it('names strength 1 factory, 2 warehouse, 4 new release, 0 strength and -1 none', () => {
    expect(['1', '2', '4', '0', '-1'].map((v) => facetValueLabel('strength', v, zh))).toEqual([
      '源头工厂',
      '实力仓库',
      '新款首发',
      '实力商家',
      '未认证',
    ]);
  });

  it('names services sp, tx, df and stock with the card words', () => {
    expect(['stock', 'df', 'tx', 'sp'].map((v) => facetValueLabel('services', v, zh))).toEqual([
      '现货',
      '代发',
      '退现',
      '实拍',
    ]);
  });

  it('shows an unknown code as it is, never a missing key', () => {
    expect(facetValueLabel('fabric', 'bamboo', zh)).toBe('bamboo');
    expect(facetValueLabel('credit', '7', zh)).toBe('7');
    expect(facetValueLabel('services', 'vip', zh)).toBe('vip');
    expect(facetValueLabel('suitableAge', 'teen', zh)).toBe('teen');
  });
});

describe('facet value order', () => {
  it('puts sizes small to large, then numeric sizes ascending, then the rest', () => {
    expect(order('size', 'L', '均码', 'M', '110', 'XS', '3XL', '90', 'xl')).toEqual([
      'XS',
      'M',
      'L',
      'xl',
      '3XL',
      '90',
      '110',
      '均码',
    ]);
  });

  it('puts seasons through the year and ages young to old', () => {
    expect(order('season', 'winter', 'all', 'spring', 'autumn')).toEqual([
      'spring',
      'autumn',
      'winter',
      'all',
    ]);
    expect(order('suitableAge', '25-29', '40+', '1-3', '18-24')).toEqual(['1-3', '18-24', '25-29', '40+']);
  });

  it('puts credit and strength best first', () => {
    expect(order('credit', '0', '1', '3', '2')).toEqual(['3', '2', '0', '1']);
    expect(order('strength', '-1', '4', '1', '0', '2')).toEqual(['1', '2', '4', '0', '-1']);
  });

  it('keeps colours, styles, patterns and fabrics as counted, most items first', () => {
    expect(order('color', '白色', '黑色', '杏色')).toEqual(['白色', '黑色', '杏色']);
    expect(order('fabric', 'polyester', 'cotton')).toEqual(['polyester', 'cotton']);
  });

  it('keeps counts with their values', () => {
    expect(orderFacetValues('season', counts('winter', 'spring'))).toEqual([
      { value: 'spring', count: 99 },
      { value: 'winter', count: 100 },
    ]);
  });
});
