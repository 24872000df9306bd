import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { xid8 } from '../../db/column-types.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Hot search words per city (GET /apif/search/hot/word). */
export const hotWords = pgTable(
  'hot_words',
  {
    id: serial().primaryKey(),
    city: text().notNull(),
    lang: text().notNull(),
    word: text().notNull(),
    sort: integer().notNull(),
  },
  (t) => [index().on(t.city, t.lang, t.sort)],
);

/** Rotating placeholder entries of the search box: word, type, topicId. */
export const searchPlaceholders = pgTable(
  'search_placeholders',
  {
    id: serial().primaryKey(),
    city: text().notNull(),
    lang: text().notNull(),
    word: text().notNull(),
    type: smallint().notNull(),
    topicId: integer(),
    sort: integer().notNull(),
  },
  (t) => [index().on(t.city, t.lang, t.sort)],
);

/** Terms buyers complete to while typing, weighted by how many items they find. */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial().primaryKey(),
    city: text().notNull(),
    term: text().notNull(),
    weight: integer().notNull(),
  },
  (t) => [index('search_terms_city_term_idx').on(t.city, t.term)],
);

/**
 * The stored search documents: one row per item indexed, kept in step with item writes by the index
 * feed. A delisted item's row stays, marked removed, so copies following the table learn of it.
 */
export const itemSearchDocuments = pgTable(
  'item_search_documents',
  {
    itemId: integer().primaryKey(),
    city: text().notNull(),
    categoryId: integer().notNull(),
    parentCategoryId: integer(),
    styleId: integer(),
    shopId: integer().notNull(),
    styleGroupId: integer(),
    price: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    upTime: timestamp({ withTimezone: true }).notNull(),
    saleNum: integer().notNull(),
    uploadNum: integer().notNull(),
    colors: text().array().notNull(),
    sizes: text().array().notNull(),
    pattern: text().notNull(),
    fabric: text().notNull(),
    season: text().notNull(),
    suitableAge: text().notNull(),
    modelId: integer(),
    creditLevel: smallint().notNull(),
    /** -1 for a stall without certified strength, else its strengthType. */
    strengthType: smallint().notNull(),
    services: text().array().notNull(),
    /** False for an item whose price the stall set wrong (价格异常): found, but ranked after every buyable one. */
    buyable: boolean().notNull().default(true),
    terms: tsvector().notNull(),
    removed: boolean().notNull().default(false),
    /** The transaction that wrote the row last: copies read what transactions newer than their last look wrote. */
    writer: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('item_search_terms_idx').using('gin', t.terms),
    index('item_search_city_time_idx').on(t.city, t.upTime.desc()),
    index('item_search_city_price_idx').on(t.city, t.price),
    index('item_search_city_sales_idx').on(t.city, t.saleNum.desc()),
    index('item_search_city_uploads_idx').on(t.city, t.uploadNum.desc()),
    index('item_search_category_idx').on(t.categoryId),
    index('item_search_shop_time_idx').on(t.shopId, t.upTime.desc()),
    index('item_search_colors_idx').using('gin', t.colors),
    index('item_search_sizes_idx').using('gin', t.sizes),
    index('item_search_writer_idx').on(t.writer, t.itemId),
  ],
);
