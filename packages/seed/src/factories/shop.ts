import {
  CITIES,
  type City,
  CREDIT_CYCLES,
  CREDIT_DATA_TYPE,
  creditLevelFor,
  MARKET_IDS,
  STRENGTH_TYPE,
} from '@stallhub/contracts';
import { CATEGORY_DATA, type Group } from '../data/categories.ts';
import { BUILDING_DATA } from '../data/markets.ts';
import {
  FACTORY_AREAS,
  FACTORY_TAILS,
  NAME_HEADS,
  NAME_TAILS,
  PROCESSING_METHODS,
  PROCESSING_TECHNIQUES,
  REMARKS,
  SLOGANS,
} from '../data/shop-words.ts';
import { DAY_MS, DEMO_NOW, DEMO_SEED } from '../defaults.ts';
import { createRandom, mixSeeds, type Random } from '../random.ts';
import type { ShopCreditRow, ShopRow } from '../rows.ts';
import { buildingId, floorId } from './reference.ts';

export interface ShopOptions {
  random?: Random;
  now?: Date;
  /** What the stall sells; picks its name and factory details. */
  group?: Group;
  /** Names already taken, so a catalogue has no two stalls of one name. */
  usedNames?: Set<string>;
}

interface Place {
  bid: number;
  floors: { id: number; name: string }[];
}

/** Buildings and floors of each city, as makeReferenceData numbers them. */
const PLACES: Record<City, Place[]> = Object.fromEntries(
  CITIES.map((city) => [city, [] as Place[]]),
) as Record<City, Place[]>;
for (const building of BUILDING_DATA) {
  const places = PLACES[building.city];
  const bid = buildingId(MARKET_IDS[building.city], places.length);
  places.push({ bid, floors: building.floors.map((name, i) => ({ id: floorId(bid, i), name })) });
}

let nextShopId = 1_000_001;

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A stall number on its floor: "A318" on 3F, "B105" in the basement. */
function positionOn(floor: string, random: Random): string {
  const level = floor.startsWith('B') ? floor.slice(1) : floor.replace('F', '');
  const row = floor.startsWith('B') ? 'B' : random.pick(['A', 'A', 'B', 'C', 'D']);
  return `${row}${level}${String(random.int(1, 68)).padStart(2, '0')}`;
}

function shopName(random: Random, group: Group, factory: boolean, usedNames?: Set<string>) {
  for (let attempt = 0; ; attempt++) {
    const [head, pinyin] = random.pick(NAME_HEADS);
    const tail = random.pick(factory ? FACTORY_TAILS[group] : NAME_TAILS[group]);
    const name = attempt < 12 ? `${head}${tail}` : `${head}${tail}${attempt - 10}店`;
    if (!usedNames?.has(name)) {
      usedNames?.add(name);
      return { name, pinyin };
    }
  }
}

const YEARS: readonly (readonly [number, number])[] = [
  [0, 8],
  [1, 14],
  ...[2, 3, 4, 5].map((y) => [y, 10] as const),
  ...[6, 7, 8, 9, 10].map((y) => [y, 5.2] as const),
  ...[11, 12, 13, 14, 15].map((y) => [y, 2.4] as const),
];

function factoryInfo(random: Random, city: City, group: Group): ShopRow['factoryInfo'] {
  const top = CATEGORY_DATA.find((c) => c.group === group)!;
  const leaf = random.pick(top.tags.flatMap((t) => t.leaves));
  const kind =
    group === 'womenShoes' || group === 'menShoes' ? 'shoes' : group === 'bags' ? 'bags' : 'clothes';
  return {
    adCate: `${top.name.cn}/${leaf.name.cn}`,
    cityArea: random.pick(FACTORY_AREAS[city]),
    area: random.int(6, 80) * 100,
    fixedEmpNum: random.int(15, 400),
    processingTechnology: random.sample(PROCESSING_TECHNIQUES[kind], random.int(1, 3)).join('、'),
    processingMethod: random.sample(PROCESSING_METHODS, random.int(1, 2)).join('、'),
  };
}

/**
 * A stall with every column filled plausibly. The generator passes the id, city and a seeded random;
 * tests pass only what they care about.
 */
export function makeShop(overrides: Partial<ShopRow> = {}, options: ShopOptions = {}): ShopRow {
  const id = overrides.id ?? nextShopId++;
  const random = options.random ?? createRandom(mixSeeds(DEMO_SEED, id));
  const now = options.now ?? DEMO_NOW;
  const city = (overrides.city ?? 'gz') as City;
  const group = options.group ?? 'womenswear';
  const place = PLACES[city]?.find((p) => p.bid === overrides.bid) ?? random.pick(PLACES[city] ?? PLACES.gz);
  const floor = place.floors.find((f) => f.id === overrides.floorId) ?? random.pick(place.floors);
  const strength = random.chance(0.25);
  const strengthType = strength
    ? random.weighted([
        [STRENGTH_TYPE.factory, 45],
        [STRENGTH_TYPE.warehouse, 25],
        [STRENGTH_TYPE.newRelease, 30],
      ])
    : STRENGTH_TYPE.strength;
  const isFactory = strengthType === STRENGTH_TYPE.factory;
  const { name, pinyin } = shopName(random, group, isFactory, options.usedNames);
  const years = random.weighted(YEARS);
  const openedAt = new Date(
    now.getTime() - (years * 365 + random.int(0, 364)) * DAY_MS - random.int(0, 86_399) * 1000,
  );
  const marginActivated = random.chance(0.55);
  const wangwang = random.chance(0.8);
  const stockRankType = random.weighted([
    [1, 55],
    [0, 38],
    [2, 7],
  ]);
  const spRankType = random.weighted([
    [1, 50],
    [0, 43],
    [2, 7],
  ]);
  const level = random.weighted([
    [3, 38],
    [2, 30],
    [0, 18],
    [1, 14],
  ]);
  return {
    id,
    city,
    bid: place.bid,
    floorId: floor.id,
    name,
    slogan: random.pick(SLOGANS),
    remark: random.pick(REMARKS),
    position: positionOn(floor.name, random),
    isGoldShop: random.chance(0.15),
    cooperateShop: random.chance(0.2),
    shopType: random.chance(0.1) ? 1 : 0,
    years,
    top: 0,
    supportRank: random.chance(0.6),
    strength,
    strengthType,
    strengthYear: strength
      ? random.int(Math.max(2018, openedAt.getUTCFullYear()), now.getUTCFullYear())
      : null,
    shopMarginAccountActivated: marginActivated,
    shopMarginBalance: marginActivated ? random.pick([500, 1000, 2000, 3000, 5000, 10_000, 20_000]) : 0,
    upshelfItemNum365d: random.skewed(20, 3000, 2),
    creditLevel: level,
    showShopBizRate: random.chance(0.7),
    showStock: random.chance(0.6),
    showSp: random.chance(0.5),
    stockRate: round4(random.float(0.55, 1)),
    stockRateRankType: stockRankType,
    spRate: round4(random.float(0.55, 1)),
    spRateRankType: spRankType,
    focusStall: random.skewed(0, 20_000, 3),
    stallSales: random.skewed(0, 60_000, 3),
    wangwang,
    wwNickname: wangwang ? `${pinyin}${random.pick(['', '_', '88', 'shop'])}${random.int(1, 9999)}` : null,
    factoryInfo: isFactory ? factoryInfo(random, city, group) : null,
    openedAt,
    ...overrides,
  };
}

/** The two 90-day rates that give a credit level (spec 3 §5), rounded as the table stores them. */
function ratesForLevel(level: number, random: Random): [number, number] {
  // Bounds leave room for rounding to four places so a rate never crosses a threshold.
  const band = (min: number, max: number) => round4(random.float(min, max));
  const [low, high] =
    level === 3 ? [0.9, 0.9995] : level === 2 ? [0.8, 0.8995] : level === 0 ? [0.7, 0.7995] : [0.55, 0.6995];
  const weaker = band(low, high);
  const other = level === 3 ? band(0.9, 0.9995) : band(low, 0.9995);
  const pair: [number, number] = random.chance(0.5) ? [weaker, other] : [other, weaker];
  if (creditLevelFor(pair[0], pair[1]) !== level) throw new Error(`credit rates ${pair} miss level ${level}`);
  return pair;
}

/** How much of the same market a figure beats, consistent with a 0 below / 1 above / 2 equal rank type. */
function ratioFor(rankType: number | null, random: Random): number {
  if (rankType === 2) return 0.5;
  if (rankType === 0) return round4(random.float(0.05, 0.48));
  return round4(random.float(0.52, 0.98));
}

/**
 * The stall's creditDataList: each cycle (90 to 1460 days) by each type (10 on-time shipping, 20 return
 * success, 30 stock rate, 40 same-style rate), consistent with the stall's creditLevel and rates.
 */
export function makeShopCredit(
  shop: ShopRow,
  options: { random?: Random; now?: Date } = {},
): ShopCreditRow[] {
  const random = options.random ?? createRandom(mixSeeds(DEMO_SEED ^ 0x5eed, shop.id));
  const now = options.now ?? DEMO_NOW;
  const ageDays = (now.getTime() - shop.openedAt.getTime()) / DAY_MS;
  const [onTime, returns] = ratesForLevel(shop.creditLevel, random);
  const base: Record<number, number> = {
    [CREDIT_DATA_TYPE.onTimeShipping]: onTime,
    [CREDIT_DATA_TYPE.returnSuccess]: returns,
    [CREDIT_DATA_TYPE.stockRate]: shop.stockRate ?? round4(random.float(0.55, 1)),
    [CREDIT_DATA_TYPE.spRate]: shop.spRate ?? round4(random.float(0.55, 1)),
  };
  const rankTypes: Record<number, number | null> = {
    [CREDIT_DATA_TYPE.stockRate]: shop.stockRateRankType,
    [CREDIT_DATA_TYPE.spRate]: shop.spRateRankType,
  };
  const fewOrders = random.chance(0.05);
  const rows: ShopCreditRow[] = [];
  for (const cycleType of CREDIT_CYCLES) {
    for (const type of Object.values(CREDIT_DATA_TYPE)) {
      const value =
        cycleType === 90 ? base[type]! : round4(clamp(base[type]! + random.float(-0.04, 0.04), 0.55, 1));
      const ratio =
        type in rankTypes
          ? ratioFor(rankTypes[type] ?? null, random)
          : round4(clamp(((value - 0.55) / 0.45) ** 1.3 + random.float(-0.08, 0.08), 0, 1));
      rows.push({
        shopId: shop.id,
        cycleType,
        type,
        value,
        dataPoor: cycleType > ageDays || (cycleType === 90 && fewOrders),
        overSameMarketRatio: ratio,
      });
    }
  }
  return rows;
}
