import { LANGUAGES } from '@stallhub/contracts';
import {
  ADULT_AGES,
  BABY_AGES,
  colorByCode,
  colorWeights,
  KID_AGES,
  ONE_SIZE,
  patternWeights,
  SIZE_RUNS,
  sizeId,
} from '../data/attributes.ts';
import {
  type Audience,
  type Group,
  type LeafData,
  leafById,
  leafGroup,
  type Season,
  type Word,
} from '../data/categories.ts';
import { LACK_REASONS, REFUND_RULES } from '../data/shop-words.ts';
import { STYLE_DATA } from '../data/styles.ts';
import {
  AUDIENCE_FIRST,
  AUDIENCE_WORDS,
  FEATURES,
  SEASON_OPENERS,
  TAILS,
  WARM_FEATURES,
} from '../data/title-words.ts';
import type { Translated } from '../data/translations.ts';
import {
  DAY_MS,
  DEMO_NOW,
  DEMO_SEED,
  defaultUrlFor,
  PICTURE_POOL_PREFIX,
  UP_TIME_DAYS,
} from '../defaults.ts';
import { PicturePool } from '../pictures/pool.ts';
import type { PatternKind } from '../pictures/svg.ts';
import { createRandom, mixSeeds, type Random } from '../random.ts';
import type { ItemImageRow, ItemRow, ItemTranslationRow, SkuRow } from '../rows.ts';
import { type ComposedLanguage, composeTitle, type TitleParts } from './title-languages.ts';

/**
 * What an item is, before a stall prices and lists it. Items of one same-style group share a design:
 * the same title words, colour and picture, sold by different stalls at different prices.
 */
export interface ItemDesign {
  leaf: LeafData;
  group: Group;
  styleId: number | null;
  opener: Word;
  features: readonly Word[];
  noun: Word;
  audience: Audience;
  tail: Word | null;
  season: Season;
  color: string;
  pattern: PatternKind;
  fabric: string;
  modelId: number | null;
  suitableAge: string;
  basePrice: number;
}

export interface ItemBundle {
  item: ItemRow;
  translations: ItemTranslationRow[];
  images: ItemImageRow[];
  skus: SkuRow[];
}

export interface ItemOptions {
  random?: Random;
  now?: Date;
  /** A same-style group's design; without it the item gets its own. */
  design?: ItemDesign;
  /** The stall's art-number habit: "A2631", "K-8807", "2519#" ... */
  artStyle?: ArtStyle;
  pictures?: PicturePool;
  /** Which drawing of the item's look to use (see CatalogueOptions.pictureVariants). */
  pictureVariant?: number;
  /** Which photo of the garment the main picture is (see STYLE_SHOTS; 0, the studio picture, by default). */
  pictureShot?: number;
  nextSkuId?: () => number;
}

export interface ArtStyle {
  pattern: number;
  letter: string;
}

const CONFLICTS = [
  ['宽松', '修身'],
  ['短款', '中长款'],
  ['宽松', 'oversize'],
  ['尖头', '圆头'],
];

/** Seasons weighted by how well they sell in the month of `now` (a November demo sells winter). */
function seasonWeight(season: Season, month: number): number {
  const warm = month >= 3 && month <= 8;
  switch (season) {
    case 'winter':
      return warm ? 0.4 : 4;
    case 'autumn':
      return month >= 7 && month <= 11 ? 3 : 1;
    case 'spring':
      return month >= 1 && month <= 4 ? 3 : 0.5;
    case 'summer':
      return warm ? 4 : 0.3;
    default:
      return 2;
  }
}

const MODEL_OF_FEATURE: Record<string, number> = { 宽松: 1, 修身: 2, oversize: 6 };

/** Designs an item of a leaf category: title words, colour, pattern, fabric. */
export function makeDesign(leaf: LeafData, random: Random, now: Date = DEMO_NOW): ItemDesign {
  const group = leafGroup(leaf.id);
  const season = random.weighted(
    leaf.seasons.map((s) => [s, seasonWeight(s, now.getUTCMonth() + 1)] as const),
  );
  const styles = STYLE_DATA.filter((s) => s.groups.includes(group));
  const styleId = styles.length > 0 && random.chance(0.75) ? random.pick(styles).id : null;
  const pool = [
    ...FEATURES[group],
    ...(season === 'winter' || (season === 'autumn' && random.chance(0.4)) ? WARM_FEATURES : []),
  ];
  const noun = random.pick(leaf.nouns);
  const features: Word[] = [];
  for (const word of random.sample(
    pool,
    random.weighted([
      [1, 45],
      [2, 45],
      [0, 10],
    ]),
  )) {
    if (noun[0].includes(word[0])) continue;
    if (features.some((f) => CONFLICTS.some((pair) => pair.includes(f[0]) && pair.includes(word[0]))))
      continue;
    features.push(word);
  }
  const apparel = group !== 'womenShoes' && group !== 'menShoes' && group !== 'bags';
  const featureModel = features.map((f) => MODEL_OF_FEATURE[f[0]]).find((m) => m !== undefined);
  const audience = random.pick(leaf.audiences);
  const ages: readonly string[] =
    audience === 'baby' ? BABY_AGES : leaf.sizing === 'kids' ? KID_AGES : ADULT_AGES;
  const [low, high] = leaf.price;
  return {
    leaf,
    group,
    styleId,
    opener: random.pick(SEASON_OPENERS[season]),
    features,
    noun,
    audience,
    tail: random.chance(0.35) ? random.pick(TAILS) : null,
    season,
    color: random.weighted(colorWeights(group, leaf.denim)),
    pattern: random.weighted(patternWeights(group, leaf.denim)) as PatternKind,
    fabric: random.pick(leaf.fabrics),
    modelId: apparel ? (featureModel ?? (random.chance(0.8) ? random.int(1, 6) : null)) : null,
    suitableAge:
      ages === ADULT_AGES
        ? random.weighted([
            ['18-24', 30],
            ['25-29', 35],
            ['30-34', 20],
            ['35-39', 10],
            ['40+', 5],
          ])
        : random.pick(ages),
    // Log-uniform: most wholesale prices sit at the low end of a category's range.
    basePrice: Math.exp(random.float(Math.log(low), Math.log(high))),
  };
}

/** The item's title in every language, built from the same words: Chinese is the source. */
export function titlesOf(design: ItemDesign, year: number): Translated {
  const style = STYLE_DATA.find((s) => s.id === design.styleId)?.word;
  const [audienceCn, audienceEn] = AUDIENCE_WORDS[design.audience];
  const garment = AUDIENCE_FIRST.has(design.audience)
    ? `${audienceCn}${design.noun[0]}`
    : `${design.noun[0]}${audienceCn}`;
  const cn = [
    design.opener[0].replace('{y}', String(year)),
    style?.[0] ?? '',
    ...design.features.map((f) => f[0]),
    garment,
    design.tail?.[0] ?? '',
  ].join('');
  const en = [
    design.tail?.[1],
    style?.[1],
    ...design.features.map((f) => f[1]),
    `${design.noun[1]} for ${audienceEn},`,
    design.opener[1].replace('{y}', String(year)),
  ]
    .filter(Boolean)
    .join(' ');
  const parts: TitleParts = {
    opener: design.opener[0],
    style: style?.[0] ?? null,
    features: design.features.map((f) => f[0]),
    noun: design.noun[0],
    audience: design.audience,
    tail: design.tail?.[0] ?? null,
    year,
  };
  const composed = Object.fromEntries(
    LANGUAGES.filter((lang): lang is ComposedLanguage => lang !== 'cn' && lang !== 'en').map((lang) => [
      lang,
      composeTitle(parts, lang),
    ]),
  ) as Record<ComposedLanguage, string>;
  return { cn, en, ...composed };
}

/** An art number (货号) in the stall's habit; a few stalls leave it empty, which blocks add-to-cart. */
export function artNumber(style: ArtStyle, random: Random): string {
  const digits = (n: number) => String(random.int(10 ** (n - 1), 10 ** n - 1));
  switch (style.pattern) {
    case 0:
      return `${style.letter}${digits(4)}`;
    case 1:
      return `${style.letter}-${digits(4)}`;
    case 2:
      return `${digits(4)}#`;
    case 3:
      return `${style.letter}${String.fromCharCode(65 + random.int(0, 25))}${digits(3)}`;
    default:
      return `${digits(3)}-${random.int(1, 9)}`;
  }
}

export function makeArtStyle(random: Random): ArtStyle {
  return { pattern: random.int(0, 4), letter: String.fromCharCode(65 + random.int(0, 25)) };
}

/** Public item ids: spread out but increasing, so they stay unique without a lookup. */
export const vidOf = (id: number) => String(10_000_000 + id * 17 + (mixSeeds(id, 0x71d) % 17));

/** Wholesale prices of the demo, CNY. */
export const MIN_PRICE = 15;
export const MAX_PRICE = 400;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

const roundPrice = (value: number, random: Random) =>
  value < 100 && random.chance(0.2) ? Math.floor(value) + 0.5 : Math.max(1, Math.round(value));

/**
 * Upload, favourite and sales counts shaped so the card's sales-figure rule (spec 3 §5) takes every
 * branch: sales-led, upload-led, favourite-led and cold items.
 */
function counts(random: Random): Pick<ItemRow, 'uploadNum' | 'favNum' | 'saleNum'> {
  const profile = random.weighted([
    ['sales', 30],
    ['uploads', 25],
    ['favs', 20],
    ['cold', 25],
  ] as const);
  switch (profile) {
    case 'sales': {
      const saleNum = random.skewed(5, 3000, 2.5);
      return { saleNum, uploadNum: random.int(0, saleNum * 10), favNum: random.int(0, saleNum * 10) };
    }
    case 'uploads': {
      const saleNum = random.int(0, 15);
      const uploadNum = saleNum * 10 + random.skewed(1, 2500, 2);
      return { saleNum, uploadNum, favNum: random.int(0, uploadNum * 10) };
    }
    case 'favs': {
      const saleNum = random.int(0, 8);
      const uploadNum = random.int(0, 30);
      return { saleNum, uploadNum, favNum: Math.max(saleNum, uploadNum) * 10 + random.skewed(1, 1500, 2) };
    }
    default:
      return random.chance(0.3)
        ? { saleNum: 0, uploadNum: 0, favNum: 0 }
        : { saleNum: random.int(0, 3), uploadNum: random.int(0, 20), favNum: random.int(0, 20) };
  }
}

function sizeRun(leaf: LeafData, audience: Audience, random: Random): readonly string[] {
  const run = SIZE_RUNS[leaf.sizing];
  const take = (start: number, length: number) => run.slice(start, Math.min(run.length, start + length));
  switch (leaf.sizing) {
    case 'oneSize':
      return [ONE_SIZE];
    case 'apparel':
      return random.chance(0.12)
        ? [ONE_SIZE]
        : take(
            random.weighted([
              [0, 10],
              [1, 60],
              [2, 30],
            ]),
            random.int(3, 6),
          );
    case 'kids':
      return audience === 'baby' ? take(0, random.int(3, 4)) : take(random.int(2, 5), random.int(3, 6));
    case 'womenShoes':
      return take(0, random.int(5, 6));
    default:
      return take(random.chance(0.7) ? 0 : 1, random.int(5, 6));
  }
}

let nextItemId = 1_000_001;
const testPictures = new PicturePool(PICTURE_POOL_PREFIX, defaultUrlFor);

/**
 * An item with its titles in every language, pictures and SKUs. Every column is filled; `overrides` win, so a
 * test can ask for exactly the case it needs (`makeItemBundle({ priceType: 0 })`).
 */
export function makeItemBundle(overrides: Partial<ItemRow> = {}, options: ItemOptions = {}): ItemBundle {
  const id = overrides.id ?? nextItemId++;
  const random = options.random ?? createRandom(mixSeeds(DEMO_SEED ^ 0x17e7, id));
  const now = options.now ?? DEMO_NOW;
  const design = options.design ?? makeDesign(leafById(overrides.categoryId ?? 110), random, now);
  const { leaf, group } = design;
  const pictures = options.pictures ?? testPictures;
  // Without a catalogue-wide counter, SKU ids derive from the item id (at most 30 SKUs an item).
  let ownSkus = id * 32;
  const newSkuId = options.nextSkuId ?? (() => ownSkus++);
  const titles = titlesOf(design, now.getUTCFullYear());

  const daysAgo = Math.floor(UP_TIME_DAYS * random.next() ** 1.25);
  const upTime = new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, 14 * 3600) * 1000);
  // A stall's price: on sale (a ratio off the list price), marked down from a higher list price, or plain.
  const base = roundPrice(clamp(design.basePrice * random.float(0.88, 1.15), MIN_PRICE, MAX_PRICE), random);
  const saleOffRatio = random.chance(0.08) ? random.pick([0.7, 0.75, 0.8, 0.85, 0.9, 0.95]) : null;
  const price = saleOffRatio ? Math.max(MIN_PRICE, Math.round(base * saleOffRatio)) : base;
  const originalPrice =
    !saleOffRatio && random.chance(0.12) ? Math.round(base * random.float(1.1, 1.5)) : base;
  const isSpecialOffer = random.chance(0.03);
  const isGoodsInStock = random.chance(0.45);

  // Colours of the SKUs: the design's colour first, then others the category sells.
  const colorCount = random.weighted([
    [2, 30],
    [3, 35],
    [4, 22],
    [5, 13],
  ]);
  const colors = [design.color];
  for (let tries = 0; colors.length < colorCount && tries < 40; tries++) {
    const next = random.weighted(colorWeights(group, leaf.denim));
    if (!colors.includes(next)) colors.push(next);
  }
  const sizes = sizeRun(leaf, design.audience, random);
  const item: ItemRow = {
    id,
    vid: vidOf(id),
    shopId: 1,
    city: 'gz',
    categoryId: leaf.id,
    styleId: design.styleId,
    styleGroupId: null,
    title: titles.cn,
    artNo: '',
    price,
    originalPrice,
    priceType: random.weighted([
      [1, 94],
      [2, 5],
      [0, 1],
    ]),
    indexImgUrl: '',
    hasVideo: random.chance(0.15),
    upTime,
    ...counts(random),
    color: design.color,
    pattern: design.pattern,
    fabric: design.fabric,
    season: design.season,
    suitableAge: design.suitableAge,
    modelId: design.modelId,
    isGoodsInStock,
    stockLevel: isGoodsInStock ? random.int(1, 3) : 0,
    panggeFlag: random.chance(0.1),
    isSp: random.chance(0.35),
    isTx: random.chance(0.4),
    isDf: random.chance(0.65),
    isTheft: random.chance(0.03),
    isPreSell: random.chance(0.025),
    isSpecialOffer,
    isFirstLaunch: daysAgo <= 30 && random.chance(0.25),
    // The logo recogniser's verdict, drawn from its own stream so the rest of the catalogue stays as it was.
    systemRecognizeLogoFlag: createRandom(mixSeeds(DEMO_SEED ^ 0x1060, id)).chance(0.04),
    saleOffRatio,
    promotionType: random.chance(0.05) ? 6 : null,
    transactionMode: random.chance(0.015) ? 2 : 1,
    refundRuleContent: isSpecialOffer
      ? '特价商品 不退不换'
      : random.chance(0.6)
        ? random.pick(REFUND_RULES)
        : null,
    status: random.chance(0.015) ? 0 : 1,
  };
  item.artNo = random.chance(0.004) ? '' : artNumber(options.artStyle ?? makeArtStyle(random), random);

  const pictureCount = random.weighted([
    [1, 20],
    [2, 30],
    [3, 30],
    [4, 20],
  ]);
  const texture = leaf.denim || design.fabric === 'denim' ? ('twill' as const) : null;
  const images: ItemImageRow[] = [];
  for (let sort = 0; sort < pictureCount; sort++) {
    // The main picture shows the item's colour; gallery shots its other colours, then other angles.
    const color = colors[sort] ?? design.color;
    const variant = (options.pictureVariant ?? 0) + (sort < colors.length ? 0 : sort - colors.length + 1);
    const spec = { kind: leaf.silhouette, color: colorByCode(color).hex, pattern: design.pattern, texture };
    const url =
      sort === 0
        ? pictures.url(spec, variant, options.pictureShot ?? 0)
        : pictures.optionalUrl(spec, variant);
    if (url === null) break;
    images.push({ itemId: id, sort, url, colorId: sort < colors.length ? colorByCode(color).id : null });
  }
  item.indexImgUrl = images[0]!.url;

  const skus: SkuRow[] = [];
  for (const color of colors) {
    const named = colorByCode(color);
    sizes.forEach((size, index) => {
      const lacking = random.chance(0.08);
      const bigger = (leaf.sizing === 'apparel' && index >= 4) || (leaf.sizing === 'menShoes' && index >= 5);
      skus.push({
        id: newSkuId(),
        itemId: id,
        colorId: named.id,
        color: named.cn,
        sizeId: sizeId(size),
        size,
        price: random.chance(0.01) ? 0 : price + (bigger ? random.pick([0, 2, 5]) : 0),
        stock: lacking ? 0 : random.skewed(5, 500, 2),
        isLack: lacking,
        lackReason: lacking ? random.pick(LACK_REASONS) : null,
        arriveTime: lacking ? new Date(now.getTime() + random.int(3, 20) * DAY_MS) : null,
        lackDate: lacking ? new Date(now.getTime() - random.int(0, 10) * DAY_MS) : null,
      });
    });
  }

  Object.assign(item, overrides);
  return {
    item,
    // Chinese is the item's own title; every other language gets a row.
    translations: LANGUAGES.filter((lang) => lang !== 'cn').map((lang) => ({
      itemId: item.id,
      lang,
      title: titles[lang],
    })),
    images: images.map((image) => ({ ...image, itemId: item.id })),
    skus: skus.map((sku) => ({ ...sku, itemId: item.id })),
  };
}

/** An item row alone (see makeItemBundle for its title translations, pictures and SKUs). */
export const makeItem = (overrides: Partial<ItemRow> = {}, options: ItemOptions = {}): ItemRow =>
  makeItemBundle(overrides, options).item;
