import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Stall rankings by top-level category, computed from on-shelf sales by `refreshRankings` (after seeding,
 * and by whoever changes sales in bulk). A ranking page then reads one index range instead of summing a
 * city's items on every request.
 */
export const stallCategoryRanks = pgTable(
  'stall_category_ranks',
  {
    city: text().notNull(),
    categoryId: integer().notNull(),
    rank: integer().notNull(),
    shopId: integer().notNull(),
    sales: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.city, t.categoryId, t.rank] }), index().on(t.shopId)],
);
