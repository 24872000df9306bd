import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A stall (the spec's Shop, spec 3 §3). Stall names are proper names and are not translated. */
export const stalls = pgTable(
  'stalls',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    city: text().notNull(),
    bid: integer().notNull(),
    floorId: integer().notNull(),
    name: text().notNull(),
    slogan: text().notNull().default(''),
    remark: text().notNull().default(''),
    /** Stall number on its floor, such as "A318". */
    position: text().notNull(),
    isGoldShop: boolean().notNull().default(false),
    cooperateShop: boolean().notNull().default(false),
    shopType: smallint().notNull().default(0),
    years: smallint().notNull().default(0),
    /** Ranking; 0 is unranked. */
    top: integer().notNull().default(0),
    supportRank: boolean().notNull().default(false),
    strength: boolean().notNull().default(false),
    strengthType: smallint().notNull().default(0),
    strengthYear: smallint(),
    shopMarginAccountActivated: boolean().notNull().default(false),
    shopMarginBalance: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    upshelfItemNum365d: integer().notNull().default(0),
    creditLevel: smallint().notNull().default(0),
    showShopBizRate: boolean().notNull().default(false),
    showStock: boolean().notNull().default(false),
    showSp: boolean().notNull().default(false),
    stockRate: numeric({ precision: 5, scale: 4, mode: 'number' }),
    /** 0 below, 1 above, 2 equal to peers. */
    stockRateRankType: smallint(),
    spRate: numeric({ precision: 5, scale: 4, mode: 'number' }),
    spRateRankType: smallint(),
    focusStall: integer().notNull().default(0),
    stallSales: integer().notNull().default(0),
    wangwang: boolean().notNull().default(true),
    wwNickname: text(),
    factoryInfo: jsonb().$type<{
      adCate: string;
      cityArea: string;
      area: number;
      fixedEmpNum: number;
      processingTechnology: string;
      processingMethod: string;
    }>(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    /** What stall search finds the stall by: its name's words, bigrams and characters, pinyin, stall number. */
    searchTerms: tsvector().notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index().on(t.city, t.top),
    index().on(t.bid, t.floorId),
    index('stalls_search_terms_idx').using('gin', t.searchTerms),
  ],
);

/** Credit figures by cycle (90/180/365/730/1460 days) and type (10/20/30/40): spec 3 §3. */
export const stallCreditData = pgTable(
  'stall_credit_data',
  {
    shopId: integer()
      .notNull()
      .references(() => stalls.id, { onDelete: 'cascade' }),
    cycleType: smallint().notNull(),
    type: smallint().notNull(),
    value: numeric({ precision: 5, scale: 4, mode: 'number' }).notNull(),
    /** The stall has too little data in this cycle for the figure to mean much. */
    dataPoor: boolean().notNull().default(false),
    overSameMarketRatio: numeric({ precision: 5, scale: 4, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.cycleType, t.type] })],
);

/**
 * Who visited a stall's page on a day (China time): a signed-in buyer by id, a guest by a hash that changes
 * daily, so no guest can be followed from one day to the next. Kept SHOP_VISIT_DAYS days.
 */
export const stallVisits = pgTable(
  'stall_visits',
  {
    shopId: integer()
      .notNull()
      .references(() => stalls.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    visitor: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.visitor] })],
);
