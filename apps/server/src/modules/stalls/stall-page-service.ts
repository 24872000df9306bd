import {
  type CreditData,
  type Language,
  type ShopProfile,
  type ShopStrength,
  SIMILAR_SHOPS,
} from '@stallhub/contracts';
import { and, asc, eq, getTableColumns, gt, ne, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { MarketsService } from '../catalogue/index.ts';
import { stallCreditData, stalls } from './tables.ts';

// Everything but the search terms, which only stall search reads.
const { searchTerms: _searchTerms, ...profileColumns } = getTableColumns(stalls);
type ShopRow = Omit<typeof stalls.$inferSelect, 'searchTerms'>;

/** "¥5,000" for an activated deposit account holding money; nothing otherwise. */
export function depositString(shop: Pick<ShopRow, 'shopMarginAccountActivated' | 'shopMarginBalance'>) {
  if (!shop.shopMarginAccountActivated || !(shop.shopMarginBalance > 0)) return '';
  return `¥${Math.round(shop.shopMarginBalance).toLocaleString('en-US')}`;
}

/** What the stall home reads of its stall: the header, the credit card, the strength sheet, similar stalls. */
export function createStallPageService(db: Db, deps: { markets: MarketsService }) {
  // A stall's city is its market's and never changes, so every process may keep it: the stall home asks
  // for it twice a render (its items and their categories). A stall that does not exist is not kept.
  const cities = new LRUCache<number, string>({ max: 50_000 });
  async function shopRow(shopId: number): Promise<ShopRow> {
    const [row] = await db.select(profileColumns).from(stalls).where(eq(stalls.id, shopId));
    if (!row) throw notFound(`shop ${shopId} does not exist`);
    return row;
  }

  async function creditOf(shopId: number, cycleType?: number): Promise<CreditData[]> {
    const rows = await db
      .select()
      .from(stallCreditData)
      .where(
        cycleType === undefined
          ? eq(stallCreditData.shopId, shopId)
          : and(eq(stallCreditData.shopId, shopId), eq(stallCreditData.cycleType, cycleType)),
      )
      .orderBy(asc(stallCreditData.cycleType), asc(stallCreditData.type));
    return rows.map((r) => ({
      type: r.type,
      cycleType: r.cycleType,
      value: r.value,
      dataPoor: r.dataPoor,
      overSameMarketRatio: r.overSameMarketRatio,
    }));
  }

  return {
    async profile(shopId: number, lang: Language): Promise<ShopProfile> {
      // The stall and its credit by primary key, in parallel; market names come from the reference cache.
      const [shop, credit] = await Promise.all([shopRow(shopId), creditOf(shopId)]);
      const place = (await deps.markets.places([shop.floorId], lang)).get(shop.floorId);
      const subName = place?.buildingName ?? '';
      const floor = place?.floorName ?? '';
      return {
        shopId: shop.id,
        name: shop.name,
        slogan: shop.slogan,
        remark: shop.remark,
        cityMarketCode: shop.city as ShopProfile['cityMarketCode'],
        bid: shop.bid,
        subName,
        floor,
        position: shop.position,
        address: [subName, floor, shop.position].filter(Boolean).join(' '),
        isGoldShop: shop.isGoldShop,
        cooperateShop: shop.cooperateShop,
        years: shop.years,
        top: shop.top,
        supportRank: shop.supportRank,
        strength: shop.strength,
        strengthType: shop.strengthType,
        strengthYear: shop.strengthYear,
        shopMarginAccountActivated: shop.shopMarginAccountActivated,
        depositString: depositString(shop),
        upshelfItemNum365d: shop.upshelfItemNum365d,
        creditLevel: shop.creditLevel,
        creditDataList: credit,
        stockRateRank:
          shop.showStock && shop.stockRate !== null
            ? { rate: shop.stockRate, type: shop.stockRateRankType ?? 2 }
            : null,
        spRateRank:
          shop.showSp && shop.spRate !== null ? { rate: shop.spRate, type: shop.spRateRankType ?? 2 } : null,
        focusStall: shop.focusStall,
        stallSales: shop.stallSales,
        wangwang: shop.wangwang,
        wwNickname: shop.wwNickname,
      };
    },

    async creditRecord(shopId: number, cycleType: number) {
      await shopRow(shopId);
      return { cycleType, creditDataList: await creditOf(shopId, cycleType) };
    },

    async strength(shopId: number): Promise<ShopStrength> {
      const shop = await shopRow(shopId);
      return {
        shopId: shop.id,
        strength: shop.strength,
        strengthType: shop.strengthType,
        strengthYear: shop.strengthYear,
        factoryInfo: shop.factoryInfo ?? null,
        shopMarginAccountActivated: shop.shopMarginAccountActivated,
        depositString: depositString(shop),
        upshelfItemNum365d: shop.upshelfItemNum365d,
        stallSales: shop.stallSales,
        years: shop.years,
      };
    },

    /** Stalls of the same market building, best ranked first, then the city's best: where a buyer looks next. */
    async similarIds(shopId: number): Promise<number[]> {
      const shop = await shopRow(shopId);
      const ranked = (where: SQL) =>
        db
          .select({ id: stalls.id })
          .from(stalls)
          .where(where)
          .orderBy(sql`${stalls.top} = 0`, asc(stalls.top), asc(stalls.id))
          .limit(SIMILAR_SHOPS + 1);
      const neighbours = await ranked(and(eq(stalls.bid, shop.bid), ne(stalls.id, shop.id))!);
      // A small building is topped up with the city's ranked stalls (the (city, top) index).
      const city =
        neighbours.length < SIMILAR_SHOPS
          ? await ranked(and(eq(stalls.city, shop.city), gt(stalls.top, 0))!)
          : [];
      return [...new Set([...neighbours, ...city].map((r) => r.id))]
        .filter((id) => id !== shop.id)
        .slice(0, SIMILAR_SHOPS);
    },

    /** The stall's city, for a search kept to its items. */
    async cityOf(shopId: number): Promise<string> {
      const known = cities.get(shopId);
      if (known) return known;
      const [row] = await db.select({ city: stalls.city }).from(stalls).where(eq(stalls.id, shopId));
      if (!row) throw notFound(`shop ${shopId} does not exist`);
      cities.set(shopId, row.city);
      return row.city;
    },
  };
}

export type StallPageService = ReturnType<typeof createStallPageService>;
