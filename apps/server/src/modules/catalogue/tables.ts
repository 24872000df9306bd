import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { xid8 } from '../../db/column-types.ts';

/** A city's wholesale market (gz 1, pn 2, ...): spec 1 §1. */
export const cityMarkets = pgTable('city_markets', {
  code: text().primaryKey(),
  marketId: integer().notNull().unique(),
  sort: smallint().notNull(),
  showHot: boolean().notNull().default(false),
  /** Cities with a home page; jm and yw appear only in name lists. */
  hasHome: boolean().notNull().default(true),
  allowMoveToNational: boolean().notNull().default(false),
});

export const cityMarketTranslations = pgTable(
  'city_market_translations',
  {
    code: text()
      .notNull()
      .references(() => cityMarkets.code),
    lang: text().notNull(),
    name: text().notNull(),
    introduction: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.lang] })],
);

/** A market building in a city (the spec's "Market: bid, name"). */
export const marketBuildings = pgTable(
  'market_buildings',
  {
    bid: integer().primaryKey(),
    city: text()
      .notNull()
      .references(() => cityMarkets.code),
    sort: integer().notNull(),
  },
  (t) => [index().on(t.city, t.sort)],
);

export const marketBuildingTranslations = pgTable(
  'market_building_translations',
  {
    bid: integer()
      .notNull()
      .references(() => marketBuildings.bid),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bid, t.lang] })],
);

export const marketFloors = pgTable(
  'market_floors',
  {
    id: integer().primaryKey(),
    bid: integer()
      .notNull()
      .references(() => marketBuildings.bid),
    /** Display name such as "3F" or "B1". */
    name: text().notNull(),
    sort: integer().notNull(),
  },
  (t) => [index().on(t.bid, t.sort)],
);

/** Categories: a top level (pid, pname) and leaves (vcid) grouped under tags. */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey(),
    /** null for a top-level category (the menu's pid). */
    parentId: integer(),
    tagId: integer(),
    sort: integer().notNull(),
    /** Shown inline in the menu row (showList). */
    showInline: boolean().notNull().default(false),
  },
  (t) => [index().on(t.parentId, t.sort)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

/** Tag groups inside a top-level category's flyout (the spec's tag_id, tag_name). */
export const categoryTags = pgTable('category_tags', {
  id: integer().primaryKey(),
  sort: integer().notNull(),
});

export const categoryTagTranslations = pgTable(
  'category_tag_translations',
  {
    tagId: integer()
      .notNull()
      .references(() => categoryTags.id),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.lang] })],
);

export const styles = pgTable('styles', {
  id: integer().primaryKey(),
  urlPath: text().notNull().unique(),
  sort: integer().notNull(),
});

export const styleTranslations = pgTable(
  'style_translations',
  {
    styleId: integer()
      .notNull()
      .references(() => styles.id),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.styleId, t.lang] })],
);

/**
 * A Chinese catalogue value in a language: a SKU's colour or size, a lack reason, a return rule
 * (`kind`). SKUs, carts and orders keep the Chinese value, which matches a line to its SKU; pages show
 * this text instead, Chinese when a language has none.
 */
export const catalogueValueTranslations = pgTable(
  'catalogue_value_translations',
  {
    kind: text().notNull(),
    value: text().notNull(),
    lang: text().notNull(),
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value, t.lang] })],
);

/** An item a stall sells. Prices are CNY; conversion happens at display. */
export const items = pgTable(
  'items',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    vid: text().notNull().unique(),
    shopId: integer().notNull(),
    city: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    styleId: integer().references(() => styles.id),
    /** Items of one style sold by several stalls share a group (same-style). */
    styleGroupId: integer(),
    title: text().notNull(),
    artNo: text().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    originalPrice: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceType: smallint().notNull().default(1),
    indexImgUrl: text().notNull(),
    hasVideo: boolean().notNull().default(false),
    upTime: timestamp({ withTimezone: true }).notNull(),
    uploadNum: integer().notNull().default(0),
    favNum: integer().notNull().default(0),
    saleNum: integer().notNull().default(0),
    color: text().notNull(),
    pattern: text().notNull(),
    fabric: text().notNull(),
    season: text().notNull(),
    suitableAge: text().notNull(),
    modelId: integer(),
    isGoodsInStock: boolean().notNull().default(false),
    stockLevel: smallint().notNull().default(0),
    panggeFlag: boolean().notNull().default(false),
    isSp: boolean().notNull().default(false),
    isTx: boolean().notNull().default(false),
    isDf: boolean().notNull().default(false),
    isTheft: boolean().notNull().default(false),
    isPreSell: boolean().notNull().default(false),
    isSpecialOffer: boolean().notNull().default(false),
    isFirstLaunch: boolean().notNull().default(false),
    /** A trademark logo recognised in the main picture: Douyin may penalise the listing (spec 2 §4). */
    systemRecognizeLogoFlag: boolean().notNull().default(false),
    saleOffRatio: numeric({ precision: 4, scale: 2, mode: 'number' }),
    promotionType: smallint(),
    transactionMode: smallint().notNull().default(1),
    refundRuleContent: text(),
    /** 1 on shelf, 0 delisted. */
    status: smallint().notNull().default(1),
  },
  // Lists read on-shelf items newest or best-selling first, ties by the newer id. Each index holds that
  // exact order (DESC is NULLS FIRST in an ORDER BY), so a page is a short index scan, not a sort of
  // every item of a city.
  (t) => [
    index('items_city_newest_idx').on(
      t.city,
      t.status,
      t.upTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_shop_newest_idx').on(
      t.shopId,
      t.status,
      t.upTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index().on(t.categoryId),
    index().on(t.styleGroupId),
    index('items_city_sale_idx').on(
      t.city,
      t.status,
      t.saleNum.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The item page's recommended row: a category's best sellers in the item's city.
    index('items_category_sale_idx').on(
      t.categoryId,
      t.city,
      t.status,
      t.saleNum.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export const itemTranslations = pgTable(
  'item_translations',
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

/**
 * Pieces of an item sold per market day (UTC+8): what seven-day hot ranks by. Days without a sale have no
 * row. `city` is the item's, so a city's window is one index range.
 */
export const itemDailySales = pgTable(
  'item_daily_sales',
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    city: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    pieces: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] }), index().on(t.city, t.day)],
);

export const itemImages = pgTable(
  'item_images',
  {
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sort: smallint().notNull(),
    /** Storage key of the picture; sizes are suffixes the storage adapter serves. */
    url: text().notNull(),
    /** The SKU colour (`skus.colorId`) the picture shows; null for a picture of no one colour. */
    colorId: integer(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.sort] })],
);

export const skus = pgTable(
  'skus',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    colorId: integer().notNull(),
    color: text().notNull(),
    sizeId: integer().notNull(),
    size: text().notNull(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    stock: integer().notNull().default(0),
    isLack: boolean().notNull().default(false),
    lackReason: text(),
    arriveTime: timestamp({ withTimezone: true }),
    lackDate: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.itemId, t.colorId, t.sizeId)],
);

/**
 * Items whose buyer-visible state changed (their row, SKUs, translations or stall), written by triggers
 * (migration 0003) whoever writes, so the search index catches up with every write. Read through the
 * item-changes service by each consumer from its own cursor; trimmed once every consumer has read them.
 */
export const itemChanges = pgTable(
  'item_changes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    itemId: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The transaction that wrote it: a consumer reads what committed since the snapshot it last finished. */
    writer: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [index('item_changes_writer_idx').on(t.writer, t.id)],
);

/**
 * Each consumer of the item changes (the search documents, the image pictures, listing sync) and how far
 * it got, so one that fails retries from its own place while the others go on (issue 28 point 3). A
 * consumer has handled every change visible in the snapshot `handled`; a round under way reads the
 * changes visible in `target` and not in `handled`, in (writer, id) order, after (`afterWriter`,
 * `afterId`). One process at a time holds a consumer: `claimedUntil` is its lease, `claims` fences a
 * holder whose lease ran out.
 */
export const itemChangeConsumers = pgTable('item_change_consumers', {
  name: text().primaryKey(),
  /** A pg_snapshot as text; the first one sees no transaction. */
  handled: text().notNull().default('1:1:'),
  target: text(),
  afterWriter: xid8().notNull().default(sql`'0'::xid8`),
  afterId: bigint({ mode: 'number' }).notNull().default(0),
  claims: integer().notNull().default(0),
  claimedUntil: timestamp({ withTimezone: true }),
  /** Batches handled so far: a copy built from the consumer's writes learns from it that they moved. */
  batches: bigint({ mode: 'number' }).notNull().default(0),
});
