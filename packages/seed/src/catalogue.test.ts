import {
  CITIES,
  CREDIT_CYCLES,
  CREDIT_DATA_TYPE,
  creditLevelFor,
  LANGUAGES,
  MARKET_IDS,
  MENU_INLINE_MARKETS,
  MENU_INLINE_STYLES,
  STRENGTH_TYPE,
} from '@stallhub/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, createCatalogue, type ItemChunk } from './catalogue.ts';
import { COLORS } from './data/attributes.ts';
import { CATEGORY_DATA, leafGroup } from './data/categories.ts';
import { DEMO_NOW, UP_TIME_DAYS } from './defaults.ts';
import { STYLE_SHOTS } from './pictures/shots.ts';
import type { ItemImageRow, ItemRow, ItemTranslationRow, SkuRow } from './rows.ts';

interface AllItems {
  items: ItemRow[];
  translations: ItemTranslationRow[];
  images: ItemImageRow[];
  skus: SkuRow[];
  pictures: number;
}

function collect(catalogue: Catalogue, chunkSize: number): AllItems {
  const all: AllItems = { items: [], translations: [], images: [], skus: [], pictures: 0 };
  for (const chunk of catalogue.itemChunks(chunkSize) as Generator<ItemChunk>) {
    all.items.push(...chunk.items);
    all.translations.push(...chunk.translations);
    all.images.push(...chunk.images);
    all.skus.push(...chunk.skus);
    all.pictures += chunk.pictures.length;
  }
  return all;
}

const share = <T>(rows: readonly T[], test: (row: T) => boolean) => rows.filter(test).length / rows.length;

describe('determinism', () => {
  it('gives byte-identical rows for the same seed', () => {
    const a = createCatalogue({ items: 300 });
    const b = createCatalogue({ items: 300 });
    const { itemChunks: _a, ...restA } = a;
    const { itemChunks: _b, ...restB } = b;
    expect(JSON.stringify(restA)).toBe(JSON.stringify(restB));
    expect(JSON.stringify(collect(a, 100))).toBe(JSON.stringify(collect(b, 100)));
  });

  it('does not depend on the chunk size', () => {
    const catalogue = createCatalogue({ items: 250 });
    const { pictures: _p1, ...small } = collect(catalogue, 7);
    const { pictures: _p2, ...large } = collect(catalogue, 1000);
    expect(JSON.stringify(small)).toBe(JSON.stringify(large));
  });

  it('gives other rows for another seed', () => {
    const a = collect(createCatalogue({ items: 50 }), 50);
    const b = collect(createCatalogue({ items: 50, seed: 7 }), 50);
    expect(a.items.map((i) => i.title)).not.toEqual(b.items.map((i) => i.title));
  });
});

describe('the demo catalogue', () => {
  let catalogue: Catalogue;
  let all: AllItems;
  beforeAll(() => {
    catalogue = createCatalogue();
    all = collect(catalogue, 2000);
  });

  describe('reference data', () => {
    it('has every city market with its id and a name and introduction in every language', () => {
      const { cityMarkets, cityMarketTranslations } = catalogue.reference;
      expect(Object.fromEntries(cityMarkets.map((c) => [c.code, c.marketId]))).toEqual(MARKET_IDS);
      expect(cityMarkets.filter((c) => !c.hasHome).map((c) => c.code)).toEqual(['jm', 'yw']);
      expect(cityMarketTranslations).toHaveLength(cityMarkets.length * LANGUAGES.length);
      expect(cityMarketTranslations.find((t) => t.code === 'gz' && t.lang === 'cn')?.name).toBe('广州');
      for (const t of cityMarketTranslations) {
        expect(t.name.length).toBeGreaterThan(0);
        expect(t.introduction.length).toBeGreaterThan(10);
      }
    });

    it('has more than the inline number of market buildings in gz, and 4 to 10 elsewhere, with floors', () => {
      const { buildings, buildingTranslations, floors } = catalogue.reference;
      const count = (city: string) => buildings.filter((b) => b.city === city).length;
      expect(count('gz')).toBeGreaterThanOrEqual(20);
      expect(count('gz')).toBeGreaterThan(MENU_INLINE_MARKETS);
      for (const city of CITIES.filter((c) => c !== 'gz')) {
        expect(count(city)).toBeGreaterThanOrEqual(4);
        expect(count(city)).toBeLessThanOrEqual(10);
      }
      expect(buildingTranslations).toHaveLength(buildings.length * LANGUAGES.length);
      for (const building of buildings) {
        const names = floors.filter((f) => f.bid === building.bid).map((f) => f.name);
        expect(names.length).toBeGreaterThanOrEqual(3);
        expect(names.every((n) => /^(B1|[1-9]F)$/.test(n))).toBe(true);
      }
    });

    it('has about eight top-level categories of 8 to 15 leaves, some inline, named in every language', () => {
      const { categories, categoryTranslations, categoryTags, categoryTagTranslations } = catalogue.reference;
      const tops = categories.filter((c) => c.parentId === null);
      expect(tops).toHaveLength(8);
      for (const top of tops) {
        const leaves = categories.filter((c) => c.parentId === top.id);
        expect(leaves.length).toBeGreaterThanOrEqual(8);
        expect(leaves.length).toBeLessThanOrEqual(15);
        expect(leaves.some((l) => l.showInline)).toBe(true);
        expect(leaves.every((l) => categoryTags.some((t) => t.id === l.tagId))).toBe(true);
      }
      expect(categoryTranslations).toHaveLength(categories.length * LANGUAGES.length);
      expect(categoryTagTranslations).toHaveLength(categoryTags.length * LANGUAGES.length);
    });

    it('has more styles than the menu shows inline, each with a slug and a name in every language', () => {
      const { styles, styleTranslations } = catalogue.reference;
      expect(styles.length).toBeGreaterThanOrEqual(14);
      expect(styles.length).toBeGreaterThan(MENU_INLINE_STYLES);
      expect(new Set(styles.map((s) => s.urlPath)).size).toBe(styles.length);
      expect(styles.every((s) => /^[a-z]+(-[a-z]+)*$/.test(s.urlPath))).toBe(true);
      expect(styleTranslations).toHaveLength(styles.length * LANGUAGES.length);
    });
  });

  describe('stalls', () => {
    it('has at least 300 stalls in every home city, most in gz, with unique names', () => {
      const { shops } = catalogue;
      expect(shops.length).toBeGreaterThanOrEqual(300);
      const byCity = Object.fromEntries(CITIES.map((c) => [c, shops.filter((s) => s.city === c).length]));
      for (const city of CITIES) expect(byCity[city]).toBeGreaterThan(0);
      expect(Math.max(...Object.values(byCity))).toBe(byCity.gz);
      expect(new Set(shops.map((s) => s.name)).size).toBe(shops.length);
    });

    it('places every stall on a floor of a building of its own city', () => {
      const { buildings, floors } = catalogue.reference;
      for (const shop of catalogue.shops) {
        const floor = floors.find((f) => f.id === shop.floorId);
        expect(floor?.bid).toBe(shop.bid);
        expect(buildings.find((b) => b.bid === shop.bid)?.city).toBe(shop.city);
        expect(shop.position).toMatch(/^[A-D]\d{3}$/);
      }
    });

    it('spreads the badges as the pages need them', () => {
      const { shops } = catalogue;
      expect(share(shops, (s) => s.isGoldShop)).toBeGreaterThan(0.08);
      expect(share(shops, (s) => s.isGoldShop)).toBeLessThan(0.22);
      expect(share(shops, (s) => s.cooperateShop)).toBeGreaterThan(0.12);
      expect(share(shops, (s) => s.cooperateShop)).toBeLessThan(0.28);
      expect(share(shops, (s) => s.wangwang)).toBeGreaterThan(0.7);
      expect(share(shops, (s) => s.wangwang)).toBeLessThan(0.9);
      expect(shops.some((s) => s.years === 0)).toBe(true);
      expect(shops.some((s) => s.years === 15)).toBe(true);
      expect(shops.every((s) => s.years >= 0 && s.years <= 15)).toBe(true);
      expect(shops.some((s) => s.top === 0)).toBe(true);
      expect(shops.some((s) => s.top > 0 && s.top <= 3000)).toBe(true);
      expect(shops.some((s) => s.top > 3000)).toBe(true);
      for (const type of [STRENGTH_TYPE.factory, STRENGTH_TYPE.warehouse, STRENGTH_TYPE.newRelease]) {
        expect(shops.some((s) => s.strength && s.strengthType === type)).toBe(true);
      }
      expect(shops.every((s) => s.strength === (s.strengthType !== STRENGTH_TYPE.strength))).toBe(true);
      expect(
        shops.every((s) => (s.factoryInfo !== null) === (s.strengthType === STRENGTH_TYPE.factory)),
      ).toBe(true);
      expect(shops.every((s) => s.shopMarginAccountActivated === s.shopMarginBalance > 0)).toBe(true);
      expect(shops.every((s) => s.wangwang === (s.wwNickname !== null))).toBe(true);
      const ranks = shops.filter((s) => s.top > 0).map((s) => `${s.city}:${s.top}`);
      expect(new Set(ranks).size).toBe(ranks.length);
    });

    it('gives every stall its credit figures, and a credit level the 90-day rates decide (spec 3 §5)', () => {
      const { shops, shopCredit } = catalogue;
      expect(shopCredit).toHaveLength(shops.length * CREDIT_CYCLES.length * 4);
      const levels = new Set<number>();
      for (const shop of shops) {
        const rows = shopCredit.filter((r) => r.shopId === shop.id);
        const at90 = (type: number) => rows.find((r) => r.cycleType === 90 && r.type === type)!.value;
        expect(shop.creditLevel).toBe(
          creditLevelFor(at90(CREDIT_DATA_TYPE.onTimeShipping), at90(CREDIT_DATA_TYPE.returnSuccess)),
        );
        expect(at90(CREDIT_DATA_TYPE.stockRate)).toBe(shop.stockRate);
        levels.add(shop.creditLevel);
        for (const row of rows) {
          expect(row.value).toBeGreaterThanOrEqual(0.55);
          expect(row.value).toBeLessThanOrEqual(1);
        }
      }
      expect([...levels].sort()).toEqual([0, 1, 2, 3]);
      expect(shopCredit.some((r) => r.dataPoor)).toBe(true);
      expect(shopCredit.some((r) => !r.dataPoor)).toBe(true);
    });
  });

  describe('items', () => {
    it('marks each colour picture with the SKU colour it shows, and only colours the item sells', () => {
      const hexOf = new Map(COLORS.map((colour) => [colour.id, colour.hex.slice(1)]));
      const sold = new Map<number, Set<number>>();
      for (const sku of all.skus) sold.set(sku.itemId, (sold.get(sku.itemId) ?? new Set()).add(sku.colorId));
      const marked = all.images.filter((image) => image.colorId !== null);
      for (const image of marked) {
        expect(image.url).toContain(`-${hexOf.get(image.colorId!)}-`);
        expect(sold.get(image.itemId)?.has(image.colorId!)).toBe(true);
      }
      // Every main picture shows a colour the item sells.
      expect(all.images.filter((image) => image.sort === 0).every((image) => image.colorId !== null)).toBe(
        true,
      );
      expect(marked.length).toBeGreaterThan(all.items.length);
    });

    it('has 6,000 items over every home city and every leaf category, with unique vids', () => {
      expect(all.items).toHaveLength(6000);
      expect(new Set(all.items.map((i) => i.city))).toEqual(new Set(CITIES));
      const leaves = CATEGORY_DATA.flatMap((t) => t.tags.flatMap((g) => g.leaves.map((l) => l.id)));
      expect(new Set(all.items.map((i) => i.categoryId))).toEqual(new Set(leaves));
      expect(new Set(all.items.map((i) => i.vid)).size).toBe(all.items.length);
      expect(all.items.map((i) => i.id)).toEqual(all.items.map((_, index) => index + 1));
    });

    it('sells mostly shoes in jfn and only what stalls of the item city sell', () => {
      const jfn = all.items.filter((i) => i.city === 'jfn');
      expect(share(jfn, (i) => ['womenShoes', 'menShoes'].includes(leafGroup(i.categoryId)))).toBeGreaterThan(
        0.7,
      );
      const shopCity = new Map(catalogue.shops.map((s) => [s.id, s.city]));
      expect(all.items.every((i) => shopCity.get(i.shopId) === i.city)).toBe(true);
    });

    it('prices items from 15 to 400 CNY, never above the original price', () => {
      for (const item of all.items) {
        expect(item.price).toBeGreaterThanOrEqual(15);
        expect(item.price).toBeLessThanOrEqual(400);
        expect(item.price).toBeLessThanOrEqual(item.originalPrice);
      }
      expect(share(all.items, (i) => i.priceType === 1)).toBeGreaterThan(0.9);
      expect(all.items.some((i) => i.priceType === 2)).toBe(true);
      expect(all.items.some((i) => i.priceType === 0)).toBe(true);
      expect(all.items.some((i) => i.price < i.originalPrice)).toBe(true);
    });

    it('spreads upTime over the 60 days before now', () => {
      const oldest = DEMO_NOW.getTime() - UP_TIME_DAYS * 24 * 3600 * 1000;
      const times = all.items.map((i) => i.upTime.getTime());
      expect(Math.min(...times)).toBeGreaterThanOrEqual(oldest);
      expect(Math.max(...times)).toBeLessThanOrEqual(DEMO_NOW.getTime());
      const lastDay = times.filter((t) => t > DEMO_NOW.getTime() - 24 * 3600 * 1000).length;
      expect(lastDay).toBeGreaterThan(20);
      expect(times.filter((t) => t < oldest + 10 * 24 * 3600 * 1000).length).toBeGreaterThan(20);
    });

    it('has counts that take every branch of the card sales-figure rule (spec 3 §5)', () => {
      const branch = (i: ItemRow) =>
        10 * i.saleNum >= i.uploadNum && 10 * i.saleNum >= i.favNum
          ? 'sales'
          : 10 * i.uploadNum >= i.favNum
            ? 'uploads'
            : 'favourites';
      const branches = new Set(all.items.map(branch));
      expect(branches).toEqual(new Set(['sales', 'uploads', 'favourites']));
      expect(all.items.some((i) => i.saleNum === 0 && i.uploadNum === 0 && i.favNum === 0)).toBe(true);
    });

    it('sets the rare flags rarely and the common ones often', () => {
      const { items } = all;
      expect(share(items, (i) => i.isPreSell)).toBeLessThan(0.06);
      expect(share(items, (i) => i.isSpecialOffer)).toBeLessThan(0.06);
      expect(items.some((i) => i.isPreSell)).toBe(true);
      expect(items.some((i) => i.isSpecialOffer)).toBe(true);
      expect(items.some((i) => i.transactionMode === 2)).toBe(true);
      expect(share(items, (i) => i.transactionMode === 2)).toBeLessThan(0.04);
      expect(share(items, (i) => i.hasVideo)).toBeGreaterThan(0.05);
      expect(share(items, (i) => i.isFirstLaunch)).toBeGreaterThan(0.05);
      expect(items.some((i) => i.artNo === '')).toBe(true);
      expect(
        items.filter((i) => i.artNo !== '').every((i) => /^[A-Z0-9][A-Z0-9#-]{2,7}$/.test(i.artNo)),
      ).toBe(true);
    });

    it('gives every item a natural English title, and a title in each other language', () => {
      expect(all.translations).toHaveLength(all.items.length * (LANGUAGES.length - 1));
      const english = all.translations.filter((t) => t.lang === 'en');
      expect(english).toHaveLength(all.items.length);
      for (const t of english) {
        expect(t.title).toMatch(/^[A-Z0-9][\w' ,/&-]+$/);
        expect(t.title).toContain(' for ');
      }
      expect(all.items.every((i) => /[\u4e00-\u9fff]/.test(i.title))).toBe(true);
    });

    it('groups about one item in ten into same-style groups of 2 to 5 stalls of one city', () => {
      const groups = new Map<number, ItemRow[]>();
      for (const item of all.items) {
        if (item.styleGroupId !== null)
          groups.set(item.styleGroupId, [...(groups.get(item.styleGroupId) ?? []), item]);
      }
      const grouped = [...groups.values()].flat().length;
      expect(grouped / all.items.length).toBeGreaterThan(0.06);
      expect(grouped / all.items.length).toBeLessThan(0.16);
      for (const members of groups.values()) {
        expect(members.length).toBeGreaterThanOrEqual(2);
        expect(members.length).toBeLessThanOrEqual(5);
        expect(new Set(members.map((m) => m.shopId)).size).toBe(members.length);
        expect(new Set(members.map((m) => m.city)).size).toBe(1);
        expect(new Set(members.map((m) => m.title)).size).toBe(1);
        // One garment, photographed by each stall its own way: at most STYLE_SHOTS photos of it.
        expect(new Set(members.map((m) => m.indexImgUrl.replace(/-s\d+$/, ''))).size).toBe(1);
        expect(new Set(members.map((m) => m.indexImgUrl)).size).toBeLessThanOrEqual(STYLE_SHOTS);
      }
      expect([...groups.values()].some((m) => new Set(m.map((i) => i.price)).size > 1)).toBe(true);
      const photographed = [...groups.values()].filter((m) => new Set(m.map((i) => i.indexImgUrl)).size > 1);
      expect(photographed.length / groups.size).toBeGreaterThan(0.5);
    });

    it("shows a stall's own photo of a same-style garment only in same-style groups, the same for the same stall", () => {
      const shots = new Map<number, Set<string>>();
      for (const item of all.items) {
        const shot = /-s(\d+)$/.exec(item.indexImgUrl)?.[1] ?? '0';
        if (shot !== '0') expect(item.styleGroupId).not.toBeNull();
        if (item.styleGroupId !== null)
          shots.set(item.shopId, (shots.get(item.shopId) ?? new Set()).add(shot));
      }
      expect([...shots.values()].every((s) => s.size === 1)).toBe(true);
    });

    it('gives every item 2 to 5 colours by its sizes, with some SKUs out of stock', () => {
      const byItem = new Map<number, SkuRow[]>();
      for (const sku of all.skus) byItem.set(sku.itemId, [...(byItem.get(sku.itemId) ?? []), sku]);
      for (const item of all.items) {
        const skus = byItem.get(item.id)!;
        const colors = new Set(skus.map((s) => s.colorId)).size;
        const sizes = new Set(skus.map((s) => s.sizeId)).size;
        expect(colors).toBeGreaterThanOrEqual(2);
        expect(colors).toBeLessThanOrEqual(5);
        expect(sizes === 1 || (sizes >= 3 && sizes <= 6)).toBe(true);
        expect(skus).toHaveLength(colors * sizes);
        const group = leafGroup(item.categoryId);
        if (group === 'womenShoes' || group === 'menShoes') {
          expect(skus.every((s) => Number(s.size) >= 35 && Number(s.size) <= 44)).toBe(true);
        }
      }
      expect(new Set(all.skus.map((s) => s.id)).size).toBe(all.skus.length);
      const lacking = all.skus.filter((s) => s.isLack);
      expect(lacking.length).toBeGreaterThan(0);
      expect(lacking.every((s) => s.stock === 0 && s.lackReason && s.arriveTime)).toBe(true);
      expect(all.skus.some((s) => s.price === 0)).toBe(true);
    });

    it('gives every item 1 to 4 pictures from a pool of at most a couple of thousand', () => {
      const byItem = new Map<number, ItemImageRow[]>();
      for (const image of all.images) byItem.set(image.itemId, [...(byItem.get(image.itemId) ?? []), image]);
      for (const item of all.items) {
        const images = byItem.get(item.id)!;
        expect(images.length).toBeGreaterThanOrEqual(1);
        expect(images.length).toBeLessThanOrEqual(4);
        expect(images.map((i) => i.sort)).toEqual(images.map((_, i) => i));
        expect(item.indexImgUrl).toBe(images[0]!.url);
        expect(item.indexImgUrl).toMatch(
          /^\/storage\/items\/pool\/[a-z]+-[0-9a-f]{6}-[a-z]+(-twill)?-\d+(-s\d)?$/,
        );
      }
      expect(all.pictures).toBe(new Set(all.images.map((i) => i.url)).size);
      expect(all.pictures).toBeLessThan(2200);
      expect(all.images.length / all.items.length).toBeGreaterThan(1.8);
    });
  });

  describe('content, search words and navigation', () => {
    it('has 5 to 8 topics per city, translated, with banners', () => {
      const { topics, translations, banners } = catalogue.topics;
      for (const city of CITIES) {
        const count = topics.filter((t) => t.city === city).length;
        expect(count).toBeGreaterThanOrEqual(5);
        expect(count).toBeLessThanOrEqual(8);
      }
      expect(translations).toHaveLength(topics.length * LANGUAGES.length);
      expect(banners.map((b) => b.key)).toEqual(topics.map((t) => `topics/${t.id}`));
      expect(topics.every((t) => t.topicColumn === 4 || t.topicColumn === 5)).toBe(true);
    });

    it('has 8 to 12 hot words per city and language, and placeholders whose topics exist', () => {
      for (const city of CITIES) {
        for (const lang of LANGUAGES) {
          const words = catalogue.hotWords.filter((w) => w.city === city && w.lang === lang);
          expect(words.length).toBeGreaterThanOrEqual(8);
          expect(words.length).toBeLessThanOrEqual(12);
          const placeholders = catalogue.placeholders.filter((p) => p.city === city && p.lang === lang);
          expect(placeholders.length).toBeGreaterThanOrEqual(4);
          expect(placeholders.length).toBeLessThanOrEqual(6);
          expect(placeholders.some((p) => p.type === 1 && p.topicId === null)).toBe(true);
          for (const p of placeholders.filter((p) => p.type === 2)) {
            expect(catalogue.topics.topics.find((t) => t.id === p.topicId)?.city).toBe(city);
          }
        }
      }
    });

    it('has a navigation bar per city: twelve entries in gz, 5 to 8 elsewhere', () => {
      const { navEntries } = catalogue;
      const gz = navEntries.filter((e) => e.city === 'gz');
      expect(gz.map((e) => e.key)).toEqual([
        'home',
        'findStalls',
        'stallRanking',
        'itemRanking',
        'spotGoods',
        'dailyNew',
        'quality',
        'imageSearchHot',
        'sevenDayHot',
        'videoZone',
        'followedStalls',
        'serviceMarket',
      ]);
      expect(gz.find((e) => e.key === 'dailyNew')).toMatchObject({
        tag: 'NEW',
        showNewAmount: true,
        path: '/{city}/new.html',
      });
      expect(gz[0]?.path).toBe('/{city}');
      for (const city of CITIES.filter((c) => c !== 'gz')) {
        const count = navEntries.filter((e) => e.city === city).length;
        expect(count).toBeGreaterThanOrEqual(5);
        expect(count).toBeLessThanOrEqual(8);
      }
      expect(navEntries.some((e) => e.tag === 'SALE')).toBe(true);
    });

    it('has a rate for every currency, 1 for CNY', () => {
      expect(catalogue.currencyRates.find((r) => r.currency === 'CNY')?.rate).toBe(1);
      expect(catalogue.currencyRates).toHaveLength(11);
    });
  });
});
