import { CITIES, type City } from '@stallhub/contracts';
import { ALL_LEAVES, type Group, type LeafData, leafGroup, leavesOfGroup } from './data/categories.ts';
import {
  DEMO_ITEMS,
  DEMO_NOW,
  DEMO_SEED,
  defaultUrlFor,
  ITEMS_PER_SHOP,
  PICTURE_POOL_PREFIX,
} from './defaults.ts';
import {
  makeCurrencyRates,
  makeHotWords,
  makeNavEntries,
  makePlaceholders,
  makeTopics,
  type Topics,
} from './factories/content.ts';
import { makeDailySales } from './factories/daily-sales.ts';
import {
  type ArtStyle,
  type ItemDesign,
  makeArtStyle,
  makeDesign,
  makeItemBundle,
} from './factories/item.ts';
import { makeReferenceData, type ReferenceData } from './factories/reference.ts';
import { makeShop, makeShopCredit } from './factories/shop.ts';
import { type PictureJob, PicturePool } from './pictures/pool.ts';
import { STYLE_SHOTS } from './pictures/shots.ts';
import { createRandom, hashString, mixSeeds, type Random } from './random.ts';
import type {
  CurrencyRateRow,
  HotWordRow,
  ItemDailySalesRow,
  ItemImageRow,
  ItemRow,
  ItemTranslationRow,
  NavEntryRow,
  SearchPlaceholderRow,
  ShopCreditRow,
  ShopRow,
  SkuRow,
} from './rows.ts';

export interface CatalogueOptions {
  seed?: number;
  /** Number of items; stalls follow at about one per twenty items. */
  items?: number;
  shops?: number;
  /** Items went on shelf during the 60 days before `now`. */
  now?: Date;
  /** The storage adapter's public URL of a key. */
  urlFor?: (key: string) => string;
  /** Distinct pictures per look (silhouette, colour, pattern); more variants, more pictures to render. */
  pictureVariants?: number;
  /**
   * How many pictures gallery shots may grow the picture pool to. Main pictures always get their exact
   * look (at most one per silhouette, colour and pattern: about 2,100); past the budget an item shows
   * fewer gallery shots instead of new renders.
   */
  pictureBudget?: number;
}

export type ResolvedCatalogueOptions = Required<CatalogueOptions>;

/** Rendering runs at ~50 pictures a second on two cores; this keeps the demo seed near 30 s of it. */
export const DEFAULT_PICTURE_BUDGET = 800;

export interface ItemChunk {
  items: ItemRow[];
  translations: ItemTranslationRow[];
  images: ItemImageRow[];
  skus: SkuRow[];
  /** The items' recent sales by market day. */
  dailySales: ItemDailySalesRow[];
  /** Pictures first used by this chunk's items: render and store them before the rows point at them. */
  pictures: PictureJob[];
}

/** A stall as the generator sees it: its row plus what it sells. */
interface ShopProfile {
  row: ShopRow;
  group: Group;
  /** The few leaf categories the stall mostly sells. */
  focus: readonly LeafData[];
  artStyle: ArtStyle;
  weight: number;
}

/** What stalls of each city sell (jfn is the shoe market, xt the denim town, pn loungewear). */
const CITY_GROUPS: Record<City, readonly (readonly [Group, number])[]> = {
  gz: [
    ['womenswear', 45],
    ['menswear', 15],
    ['kidswear', 10],
    ['bags', 8],
    ['underwear', 5],
    ['sports', 7],
    ['womenShoes', 6],
    ['menShoes', 4],
  ],
  pn: [
    ['underwear', 35],
    ['womenswear', 25],
    ['menswear', 15],
    ['kidswear', 15],
    ['sports', 10],
  ],
  xt: [
    ['womenswear', 45],
    ['menswear', 40],
    ['kidswear', 15],
  ],
  jfn: [
    ['womenShoes', 55],
    ['menShoes', 35],
    ['bags', 10],
  ],
  hz: [
    ['womenswear', 50],
    ['menswear', 20],
    ['kidswear', 10],
    ['bags', 10],
    ['sports', 10],
  ],
  hznz: [
    ['womenswear', 90],
    ['bags', 5],
    ['underwear', 5],
  ],
};

const CITY_SHARE: readonly (readonly [City, number])[] = [
  ['gz', 40],
  ['jfn', 18],
  ['hznz', 12],
  ['hz', 10],
  ['pn', 10],
  ['xt', 10],
];

/** Xintang stalls sell denim before anything else. */
const leafWeight = (city: City, leaf: LeafData) => (city === 'xt' && leaf.denim ? 8 : 1);

/** Picks by weight in O(log n) from precomputed cumulative weights (10,000 stalls × 200,000 items). */
function weightedIndex(cumulative: readonly number[], random: Random): number {
  const roll = random.next() * cumulative[cumulative.length - 1]!;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > roll) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function makeShops(options: ResolvedCatalogueOptions): ShopProfile[] {
  const random = createRandom(mixSeeds(options.seed, hashString('shops')));
  const usedNames = new Set<string>();
  const profiles: ShopProfile[] = [];
  for (let i = 0; i < options.shops; i++) {
    const id = i + 1;
    // The first stalls cover every city, so even a tiny catalogue has each city's pages.
    const city = i < CITIES.length ? CITIES[i]! : random.weighted(CITY_SHARE);
    const group = random.weighted(CITY_GROUPS[city]);
    const shopRandom = createRandom(mixSeeds(options.seed, hashString(`shop:${id}`)));
    const row = makeShop({ id, city }, { random: shopRandom, now: options.now, group, usedNames });
    const leaves = leavesOfGroup(group);
    const focus = shopRandom.sample(
      leaves.flatMap((leaf) => Array.from({ length: leafWeight(city, leaf) }, () => leaf)),
      shopRandom.int(2, 5),
    );
    profiles.push({
      row,
      group,
      focus: [...new Set(focus)],
      artStyle: makeArtStyle(shopRandom),
      weight: 0.3 + shopRandom.next() ** 3 * 5,
    });
  }
  // Rankings per city: about two thirds of stalls are ranked, on both sides of the top-3000 line.
  for (const city of CITIES) {
    const taken = new Set<number>();
    const inCity = profiles.filter((p) => p.row.city === city);
    const ceiling = Math.max(5000, inCity.length * 2);
    for (const profile of inCity) {
      if (!random.chance(0.65)) continue;
      let rank = random.int(1, ceiling);
      while (taken.has(rank)) rank = (rank % ceiling) + 1;
      taken.add(rank);
      profile.row.top = rank;
    }
  }
  return profiles;
}

export interface Catalogue {
  options: ResolvedCatalogueOptions;
  reference: ReferenceData;
  shops: ShopRow[];
  shopCredit: ShopCreditRow[];
  topics: Topics;
  hotWords: HotWordRow[];
  placeholders: SearchPlaceholderRow[];
  navEntries: NavEntryRow[];
  currencyRates: CurrencyRateRow[];
  /** Items in chunks of `chunkSize`, generated as they are read so a large catalogue never sits in memory. */
  itemChunks(chunkSize: number): Generator<ItemChunk>;
}

export function resolveOptions(options: CatalogueOptions = {}): ResolvedCatalogueOptions {
  const items = options.items ?? DEMO_ITEMS;
  return {
    seed: options.seed ?? DEMO_SEED,
    items,
    shops: options.shops ?? Math.max(CITIES.length * 2, Math.round(items / ITEMS_PER_SHOP)),
    now: options.now ?? DEMO_NOW,
    urlFor: options.urlFor ?? defaultUrlFor,
    pictureVariants: options.pictureVariants ?? 1,
    pictureBudget: options.pictureBudget ?? DEFAULT_PICTURE_BUDGET,
  };
}

/**
 * The demo catalogue, deterministic for a seed: reference data, stalls and their credit, content,
 * search words, the navigation, and items streamed in chunks.
 */
export function createCatalogue(input: CatalogueOptions = {}): Catalogue {
  const options = resolveOptions(input);
  const profiles = makeShops(options);
  const shops = profiles.map((p) => p.row);
  const topics = makeTopics(options.urlFor);
  return {
    options,
    reference: makeReferenceData(),
    shops,
    shopCredit: shops.flatMap((shop) =>
      makeShopCredit(shop, {
        random: createRandom(mixSeeds(options.seed, hashString(`credit:${shop.id}`))),
        now: options.now,
      }),
    ),
    topics,
    hotWords: makeHotWords(),
    placeholders: makePlaceholders(topics),
    navEntries: makeNavEntries(),
    currencyRates: makeCurrencyRates(options.now),
    itemChunks: (chunkSize) => generateItems(options, profiles, chunkSize),
  };
}

interface Slot {
  shop: ShopProfile;
  design: ItemDesign;
  styleGroupId: number | null;
  variant: number;
  /** The stall's own photo of a same-style group's garment (0: the studio picture). */
  shot: number;
}

function* generateItems(
  options: ResolvedCatalogueOptions,
  profiles: readonly ShopProfile[],
  chunkSize: number,
): Generator<ItemChunk> {
  const random = createRandom(mixSeeds(options.seed, hashString('items')));
  const pictures = new PicturePool(PICTURE_POOL_PREFIX, options.urlFor, options.pictureBudget);
  const cumulative: number[] = [];
  let total = 0;
  for (const p of profiles) {
    total += p.weight;
    cumulative.push(total);
  }
  const byCityGroup = new Map<string, ShopProfile[]>();
  for (const p of profiles) {
    const key = `${p.row.city}|${p.group}`;
    byCityGroup.set(key, [...(byCityGroup.get(key) ?? []), p]);
  }
  let skuId = 0;
  const nextSkuId = () => ++skuId;
  let styleGroups = 0;
  const queue: Slot[] = [];

  const leafFor = (shop: ShopProfile, r: Random): LeafData => {
    const roll = r.next();
    if (roll < 0.8) return r.pick(shop.focus);
    if (roll < 0.92) return r.pick(leavesOfGroup(shop.group));
    const group = r.weighted(CITY_GROUPS[shop.row.city as City]);
    return r.pick(leavesOfGroup(group));
  };

  const nextSlot = (index: number, itemRandom: Random): Slot => {
    const queued = queue.shift();
    if (queued) return queued;
    const variant = random.int(0, options.pictureVariants - 1);
    // The first items cover every leaf category, the next every stall; then stalls by popularity.
    if (index < ALL_LEAVES.length) {
      const leaf = ALL_LEAVES[index]!;
      const group = leafGroup(leaf.id);
      const sellers = profiles.filter((p) => p.group === group);
      const shop = sellers.length > 0 ? random.pick(sellers) : random.pick(profiles);
      return {
        shop,
        design: makeDesign(leaf, itemRandom, options.now),
        styleGroupId: null,
        variant,
        shot: 0,
      };
    }
    const shop =
      index < ALL_LEAVES.length + profiles.length
        ? profiles[index - ALL_LEAVES.length]!
        : profiles[weightedIndex(cumulative, random)]!;
    const design = makeDesign(leafFor(shop, itemRandom), itemRandom, options.now);
    // About one item in ten belongs to a same-style group: 2-5 stalls of a city selling one design.
    if (random.chance(0.032)) {
      const peers = (byCityGroup.get(`${shop.row.city}|${shop.group}`) ?? []).filter((p) => p !== shop);
      const others = random.sample(peers, Math.min(peers.length, random.int(1, 4)));
      if (others.length > 0) {
        const styleGroupId = ++styleGroups;
        for (const other of others)
          queue.push({ shop: other, design, styleGroupId, variant: 0, shot: stallShot(options.seed, other) });
        return { shop, design, styleGroupId, variant: 0, shot: stallShot(options.seed, shop) };
      }
    }
    return { shop, design, styleGroupId: null, variant, shot: 0 };
  };

  let chunk: ItemChunk = { items: [], translations: [], images: [], skus: [], dailySales: [], pictures: [] };
  for (let index = 0; index < options.items; index++) {
    const id = index + 1;
    const itemRandom = createRandom(mixSeeds(options.seed ^ 0x17e7, id));
    const slot = nextSlot(index, itemRandom);
    const bundle = makeItemBundle(
      { id, shopId: slot.shop.row.id, city: slot.shop.row.city, styleGroupId: slot.styleGroupId },
      {
        random: itemRandom,
        now: options.now,
        design: slot.design,
        artStyle: slot.shop.artStyle,
        pictures,
        pictureVariant: slot.variant,
        pictureShot: slot.shot,
        nextSkuId,
      },
    );
    chunk.items.push(bundle.item);
    chunk.translations.push(...bundle.translations);
    chunk.images.push(...bundle.images);
    chunk.skus.push(...bundle.skus);
    chunk.dailySales.push(...makeDailySales(bundle.item, options.seed, options.now));
    if (chunk.items.length >= chunkSize || index === options.items - 1) {
      chunk.pictures = pictures.drain();
      yield chunk;
      chunk = { items: [], translations: [], images: [], skus: [], dailySales: [], pictures: [] };
    }
  }
}

/**
 * Which of a style's photos a stall shows (issue 15 point 7): each stall photographs the garments it
 * shares with other stalls its own way, drawn once from the stall's own stream so no other draw moves.
 */
function stallShot(seed: number, shop: ShopProfile): number {
  return createRandom(mixSeeds(seed, hashString(`shot:${shop.row.id}`))).int(0, STYLE_SHOTS - 1);
}
