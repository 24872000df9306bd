import type { Language, MarketBuilding, MarketStalls } from '@stallhub/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { MarketsService } from '../catalogue/markets-service.ts';
import { marketFloors } from '../catalogue/tables.ts';
import type { ShopCards } from '../shops/shop-cards.ts';
import { shops } from '../shops/tables.ts';

/** The market directory (spec 3 §2 "/{city}/markets.html"): buildings, their floors, the stalls on them. */
export function createMarketDirectoryService(
  db: Db,
  deps: { markets: MarketsService; shopCards: ShopCards },
) {
  return {
    /** A city's buildings in display order, each with its floors (bottom up) and stall counts. */
    async buildings(city: string, lang: Language): Promise<MarketBuilding[]> {
      const [buildings, floors, counts] = await Promise.all([
        deps.markets.buildings(city, lang),
        db.select().from(marketFloors).orderBy(asc(marketFloors.sort)),
        db
          .select({ floorId: shops.floorId, n: count() })
          .from(shops)
          .where(eq(shops.city, city))
          .groupBy(shops.floorId),
      ]);
      const stallsOn = new Map(counts.map((c) => [c.floorId, Number(c.n)]));
      return buildings.map((b) => {
        const own = floors
          .filter((f) => f.bid === b.bid)
          .map((f) => ({ id: f.id, name: f.name, stallCount: stallsOn.get(f.id) ?? 0 }));
        return {
          bid: b.bid,
          name: b.name,
          stallCount: own.reduce((sum, f) => sum + f.stallCount, 0),
          floors: own,
        };
      });
    },

    /** A building's stalls (or one floor's), floor by floor in building order, then by stall number. */
    async stalls(
      input: { city: string; bid: number; floorId?: number; page: number; pageSize: number },
      lang: Language,
    ): Promise<MarketStalls> {
      const { city, bid, floorId, page, pageSize } = input;
      const where = and(
        eq(shops.city, city),
        eq(shops.bid, bid),
        floorId === undefined ? undefined : eq(shops.floorId, floorId),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: shops.id })
          .from(shops)
          .innerJoin(marketFloors, eq(marketFloors.id, shops.floorId))
          .where(where)
          .orderBy(asc(marketFloors.sort), asc(shops.position), asc(shops.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(shops).where(where),
      ]);
      const list = await deps.shopCards(
        rows.map((r) => r.id),
        lang,
      );
      return { list, total: Number(counted?.n ?? 0), page, pageSize };
    },
  };
}

export type MarketDirectoryService = ReturnType<typeof createMarketDirectoryService>;
