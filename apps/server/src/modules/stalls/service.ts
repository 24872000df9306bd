import type { Language } from '@stallhub/contracts';
import { keyedReferenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { SiteSignals } from '../../signals/site-signals.ts';
import type { MarketsService } from '../catalogue/index.ts';
import {
  addToFollowerCounts,
  buildingStallsPage,
  createSummaryReads,
  rankedStallsPage,
  type SummaryRow,
  stallBlockRow,
  stallCountsByFloor,
  stallExists,
  stallIdsInBuilding,
  stallNamesOf,
  topRankedRows,
} from './repository.ts';

/** What an item card or a stall row shows of a stall. */
export interface StallSummary {
  shopId: number;
  name: string;
  slogan: string;
  city: string;
  subName: string;
  floor: string;
  position: string;
  isGoldShop: boolean;
  cooperateShop: boolean;
  years: number;
  top: number;
  strength: boolean;
  strengthType: number;
  creditLevel: number;
  wangwang: boolean;
}

/** Summaries of stall rows, their building and floor named in the reader's language. */
async function summarise(markets: MarketsService, rows: SummaryRow[], lang: Language) {
  const places = await markets.places(new Set(rows.map((r) => r.floorId)), lang);
  return rows.map(
    (r): StallSummary => ({
      shopId: r.id,
      name: r.name,
      slogan: r.slogan,
      city: r.city,
      subName: places.get(r.floorId)?.buildingName ?? '',
      floor: places.get(r.floorId)?.floorName ?? '',
      position: r.position,
      isGoldShop: r.isGoldShop,
      cooperateShop: r.cooperateShop,
      years: r.years,
      top: r.top,
      strength: r.strength,
      strengthType: r.strengthType,
      creditLevel: r.creditLevel,
      wangwang: r.wangwang,
    }),
  );
}

/** The item page's stall block: the summary with chat and volume figures; undefined when unknown. */
async function stallBlock(db: Db, markets: MarketsService, id: number, lang: Language) {
  const row = await stallBlockRow(db, id);
  if (!row) return undefined;
  const [summary] = await summarise(markets, [row], lang);
  return {
    ...summary!,
    wwNickname: row.wwNickname,
    focusStall: row.focusStall,
    upshelfItemNum365d: row.upshelfItemNum365d,
  };
}

type StallName = Awaited<ReturnType<typeof stallNamesOf>>[number];
type NamesOf = (city: string) => Promise<{ row: StallName; folded: string }[]>;

/** Stalls whose name contains the typed text, for search suggestions. */
async function matching(namesOf: NamesOf, city: string, text: string, limit: number) {
  const needle = text.toLowerCase();
  const found: StallName[] = [];
  for (const { row, folded } of await namesOf(city)) {
    if (!folded.includes(needle)) continue;
    found.push(row);
    if (found.length === limit) break;
  }
  return found;
}

export function createStallsService(db: Db, markets: MarketsService, signals: Pick<SiteSignals, 'when'>) {
  // Stall names for completion while typing, per city and best ranked first, held a minute or until the
  // catalogue changes: a keystroke then scans names in memory instead of querying.
  const namesOf = keyedReferenceCache(
    async (city: string) =>
      (await stallNamesOf(db, city)).map((row) => ({ row, folded: row.shopName.toLowerCase() })),
    60_000,
    signals.when('catalogue'),
  );
  const { summaryRows } = createSummaryReads(db);

  return {
    async summaries(ids: readonly number[], lang: Language): Promise<Map<number, StallSummary>> {
      if (ids.length === 0) return new Map();
      const rows = await summaryRows([...new Set(ids)]);
      return new Map((await summarise(markets, rows, lang)).map((s) => [s.shopId, s]));
    },
    stallBlock: (id: number, lang: Language) => stallBlock(db, markets, id, lang),
    /** The best-ranked stalls of a city, for the home page's row of stalls. */
    topRanked: async (city: string, lang: Language, limit: number): Promise<StallSummary[]> =>
      summarise(markets, await topRankedRows(db, city, limit), lang),
    /** Whether a stall of this id exists. */
    exists: (id: number) => stallExists(db, id),
    /** One page of a city's ranked stalls, best ranked first (the top-N badge's order), and their count. */
    rankedInCity: (
      city: string,
      offset: number,
      limit: number,
    ): Promise<{ stalls: { shopId: number; sales: number }[]; total: number }> =>
      rankedStallsPage(db, city, offset, limit),
    /** How many stalls of a city are on each floor, by floor id. */
    async countsByFloor(city: string): Promise<Map<number, number>> {
      return new Map((await stallCountsByFloor(db, city)).map((r) => [r.floorId, Number(r.n)]));
    },
    /**
     * One page of a building's stalls (or one floor's), floor by floor in `floorOrder` (the building's
     * floor ids, bottom up), then by stall number; and their count.
     */
    pageInBuilding: (input: {
      city: string;
      bid: number;
      floorId?: number;
      floorOrder: readonly number[];
      page: number;
      pageSize: number;
    }): Promise<{ ids: number[]; total: number }> =>
      buildingStallsPage(db, { ...input, offset: (input.page - 1) * input.pageSize, limit: input.pageSize }),
    /** The stalls of a market building in a city (none when the building is another city's). */
    idsInBuilding: (city: string, bid: number) => stallIdsInBuilding(db, city, bid),
    /**
     * Raises or lowers stalls' follower counts (shown as focusStall) inside the caller's transaction,
     * locking the rows in id order so concurrent follows of several stalls never deadlock.
     */
    async countFollowers(on: Db, shopIds: readonly number[], delta: 1 | -1) {
      if (shopIds.length === 0) return;
      await addToFollowerCounts(on, shopIds, delta);
    },
    matching: (city: string, text: string, limit: number) => matching(namesOf, city, text, limit),
  };
}

export type StallsService = ReturnType<typeof createStallsService>;
