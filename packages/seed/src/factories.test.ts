import { CREDIT_DATA_TYPE, creditLevelFor, STRENGTH_TYPE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { leafById } from './data/categories.ts';
import { makeDesign, makeItem, makeItemBundle, titlesOf } from './factories/item.ts';
import { makeReferenceData } from './factories/reference.ts';
import { makeShop, makeShopCredit } from './factories/shop.ts';
import { createRandom } from './random.ts';

describe('makeShop', () => {
  it('fills every column and lets overrides win', () => {
    const shop = makeShop({ name: '测试档口', isGoldShop: true, top: 12 });
    expect(shop.name).toBe('测试档口');
    expect(shop.isGoldShop).toBe(true);
    expect(shop.top).toBe(12);
    for (const value of Object.values(shop)) expect(value).not.toBeUndefined();
  });

  it('places a stall on a real floor of the city asked for', () => {
    const reference = makeReferenceData();
    const shop = makeShop({ city: 'jfn' });
    expect(reference.buildings.find((b) => b.bid === shop.bid)?.city).toBe('jfn');
    expect(reference.floors.find((f) => f.id === shop.floorId)?.bid).toBe(shop.bid);
  });

  it('gives each new stall its own id, and the same stall for the same id', () => {
    const a = makeShop();
    const b = makeShop();
    expect(a.id).not.toBe(b.id);
    expect(makeShop({ id: 5 })).toEqual(makeShop({ id: 5 }));
  });

  it('gives factory stalls their factory details', () => {
    const random = createRandom(1);
    const shops = Array.from({ length: 60 }, () => makeShop({}, { random, group: 'womenShoes' }));
    const factories = shops.filter((s) => s.strengthType === STRENGTH_TYPE.factory);
    expect(factories.length).toBeGreaterThan(0);
    for (const shop of factories) expect(shop.factoryInfo?.adCate).toMatch(/^女鞋\//);
  });
});

describe('makeShopCredit', () => {
  it('gives rates that make the stall credit level, whatever the level (spec 3 §5)', () => {
    for (const creditLevel of [0, 1, 2, 3]) {
      for (let id = 1; id <= 20; id++) {
        const shop = makeShop({ id, creditLevel });
        const rows = makeShopCredit(shop);
        const at90 = (type: number) => rows.find((r) => r.cycleType === 90 && r.type === type)!.value;
        expect(
          creditLevelFor(at90(CREDIT_DATA_TYPE.onTimeShipping), at90(CREDIT_DATA_TYPE.returnSuccess)),
        ).toBe(creditLevel);
      }
    }
  });

  it('marks cycles longer than the stall has been open as data-poor', () => {
    const shop = makeShop({ years: 0, openedAt: new Date('2026-09-01T00:00:00Z') });
    const rows = makeShopCredit(shop);
    expect(rows.filter((r) => r.cycleType >= 180).every((r) => r.dataPoor)).toBe(true);
  });
});

describe('makeItem', () => {
  it('fills every column and lets overrides win', () => {
    const item = makeItem({ priceType: 0, shopId: 42, city: 'pn', title: '测试' });
    expect(item).toMatchObject({ priceType: 0, shopId: 42, city: 'pn', title: '测试' });
    for (const value of Object.values(item)) expect(value).not.toBeUndefined();
  });

  it('builds an item of the category asked for, with SKUs, pictures and an English title', () => {
    const bundle = makeItemBundle({ id: 77, categoryId: 407 });
    expect(bundle.item.categoryId).toBe(407);
    expect(bundle.skus.every((s) => s.itemId === 77)).toBe(true);
    expect(bundle.skus.every((s) => Number(s.size) >= 35 && Number(s.size) <= 40)).toBe(true);
    expect(bundle.images[0]?.url).toBe(bundle.item.indexImgUrl);
    expect(bundle.images[0]?.url).toContain('boot-');
    expect(bundle.translations.map((t) => t.lang)).toEqual([
      'en',
      'ko',
      'ja',
      'de',
      'fr',
      'es',
      'vi',
      'th',
      'pt-br',
    ]);
    expect(bundle.translations[0]).toEqual({
      itemId: 77,
      lang: 'en',
      title: expect.stringContaining('for Women'),
    });
  });

  it('gives the same item for the same id', () => {
    expect(makeItemBundle({ id: 9 })).toEqual(makeItemBundle({ id: 9 }));
  });
});

describe('titles', () => {
  it('reads like a wholesale listing in Chinese and in English, from the same words', () => {
    const random = createRandom(3);
    const design = {
      ...makeDesign(leafById(103), random),
      styleId: 1,
      opener: ['{y}秋冬新款', 'New for Autumn/Winter {y}'] as const,
      features: [
        ['宽松', 'Loose'],
        ['加厚', 'Thickened'],
      ] as const,
      noun: ['连帽卫衣', 'Hooded Sweatshirt'] as const,
      audience: 'women' as const,
      tail: ['ins潮', 'Trendy'] as const,
    };
    expect(titlesOf(design, 2026)).toMatchObject({
      cn: '2026秋冬新款韩版宽松加厚连帽卫衣女ins潮',
      en: 'Trendy Korean-Style Loose Thickened Hooded Sweatshirt for Women, New for Autumn/Winter 2026',
    });
  });

  it('names children before the garment in Chinese', () => {
    const design = { ...makeDesign(leafById(305), createRandom(1)), audience: 'girls' as const, tail: null };
    expect(titlesOf(design, 2026).cn).toContain(`女童${design.noun[0]}`);
  });
});
