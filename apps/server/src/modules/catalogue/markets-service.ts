import type { CityMarket, Language, MarketEntry } from '@stallhub/contracts';
import { asc } from 'drizzle-orm';
import { referenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import { groupBy, pickTranslation } from '../../i18n/translation.ts';
import type { SiteSignals } from '../../signals/site-signals.ts';
import {
  cityMarkets,
  cityMarketTranslations,
  marketBuildings,
  marketBuildingTranslations,
  marketFloors,
} from './tables.ts';

export interface Place {
  /** The market building's name, the card's subName. */
  buildingName: string;
  floorName: string;
}

/** City markets, market buildings and floors: small reference data, cached in memory. */
/** Markets change by an import (the seed), which signals it; the minute is a bound for a lost signal. */
const REFERENCE_KEPT_MS = 60_000;

export function createMarketsService(db: Db, signals: Pick<SiteSignals, 'when'>) {
  const load = referenceCache(
    async () => {
      const [cities, cityNames, buildings, buildingNames, floors] = await Promise.all([
        db.select().from(cityMarkets).orderBy(asc(cityMarkets.sort)),
        db.select().from(cityMarketTranslations),
        db.select().from(marketBuildings).orderBy(asc(marketBuildings.sort)),
        db.select().from(marketBuildingTranslations),
        db.select().from(marketFloors),
      ]);
      return {
        cities,
        cityNames: groupBy(cityNames, (r) => r.code),
        buildings,
        buildingNames: groupBy(buildingNames, (r) => r.bid),
        floors: new Map(floors.map((f) => [f.id, f])),
      };
    },
    REFERENCE_KEPT_MS,
    signals.when('reference'),
  );

  return {
    async cityMarkets(lang: Language): Promise<CityMarket[]> {
      const { cities, cityNames } = await load();
      return cities.map((c) => {
        const names = cityNames.get(c.code) ?? [];
        return {
          code: c.code,
          marketId: c.marketId,
          name: pickTranslation(names, lang, 'name') ?? c.code,
          introduction: pickTranslation(names, lang, 'introduction') ?? '',
          showHot: c.showHot,
        };
      });
    },

    async allowMoveToNational(city: string): Promise<boolean> {
      const { cities } = await load();
      return cities.find((c) => c.code === city)?.allowMoveToNational ?? false;
    },

    /** Market buildings of a city for the menu's market flyout, in display order. */
    async buildings(city: string, lang: Language): Promise<MarketEntry[]> {
      const { buildings, buildingNames } = await load();
      return buildings
        .filter((b) => b.city === city)
        .map((b) => ({
          bid: b.bid,
          name: pickTranslation(buildingNames.get(b.bid) ?? [], lang, 'name') ?? String(b.bid),
          href: `/${city}/markets.html?bid=${b.bid}`,
        }));
    },

    /** A building's floors, bottom up. */
    async floorsOf(bid: number): Promise<{ id: number; name: string }[]> {
      const { floors } = await load();
      return [...floors.values()]
        .filter((f) => f.bid === bid)
        .sort((a, b) => a.sort - b.sort)
        .map((f) => ({ id: f.id, name: f.name }));
    },

    /** Building and floor names for stalls, by floor id. */
    async places(floorIds: Iterable<number>, lang: Language): Promise<Map<number, Place>> {
      const { floors, buildingNames } = await load();
      const places = new Map<number, Place>();
      for (const id of floorIds) {
        const floor = floors.get(id);
        if (!floor) continue;
        places.set(id, {
          buildingName: pickTranslation(buildingNames.get(floor.bid) ?? [], lang, 'name') ?? '',
          floorName: floor.name,
        });
      }
      return places;
    },
  };
}

export type MarketsService = ReturnType<typeof createMarketsService>;
