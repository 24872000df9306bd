import type { Language, MarketBuilding, MarketStalls } from '@stallhub/contracts';
import type { MarketsService } from '../catalogue/index.ts';
import type { StallsService } from '../stalls/index.ts';
import type { StallCards } from '../storefront/index.ts';

/** The market directory (spec 3 §2 "/{city}/markets.html"): buildings, their floors, the stalls on them. */
export function createMarketDirectoryService(deps: {
  markets: MarketsService;
  shops: StallsService;
  stallCards: StallCards;
}) {
  return {
    /** A city's buildings in display order, each with its floors (bottom up) and stall counts. */
    async buildings(city: string, lang: Language): Promise<MarketBuilding[]> {
      const [buildings, stallsOn] = await Promise.all([
        deps.markets.buildings(city, lang),
        deps.shops.countsByFloor(city),
      ]);
      return Promise.all(
        buildings.map(async (b) => {
          const own = (await deps.markets.floorsOf(b.bid)).map((f) => ({
            id: f.id,
            name: f.name,
            stallCount: stallsOn.get(f.id) ?? 0,
          }));
          return {
            bid: b.bid,
            name: b.name,
            stallCount: own.reduce((sum, f) => sum + f.stallCount, 0),
            floors: own,
          };
        }),
      );
    },

    /** A building's stalls (or one floor's), floor by floor in building order, then by stall number. */
    async stalls(
      input: { city: string; bid: number; floorId?: number; page: number; pageSize: number },
      lang: Language,
    ): Promise<MarketStalls> {
      const floorOrder = (await deps.markets.floorsOf(input.bid)).map((f) => f.id);
      const { ids, total } = await deps.shops.pageInBuilding({ ...input, floorOrder });
      const list = await deps.stallCards.byIds(ids, lang);
      return { list, total, page: input.page, pageSize: input.pageSize };
    },
  };
}

export type MarketDirectoryService = ReturnType<typeof createMarketDirectoryService>;
