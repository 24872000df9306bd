import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

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
