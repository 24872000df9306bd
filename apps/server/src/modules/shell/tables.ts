import {
  boolean,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The per-city navigation bar. Labels are i18n keys (`nav.<key>`), not stored text. */
export const navEntries = pgTable(
  'nav_entries',
  {
    id: serial().primaryKey(),
    city: text().notNull(),
    key: text().notNull(),
    /** Path with {city} and {lang} placeholders filled at render. */
    path: text().notNull(),
    tag: text(),
    showNewAmount: boolean().notNull().default(false),
    sort: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.city, t.key)],
);

/** Units of a currency per 1 CNY. */
export const currencyRates = pgTable('currency_rates', {
  currency: text().primaryKey(),
  rate: numeric({ precision: 18, scale: 8, mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
