import { DEMO_SEED, makeDailySales } from '@stallhub/seed';
import type { Db } from '../db/connection.ts';
import { backfillDailySalesIfEmpty } from '../modules/catalogue/index.ts';

/**
 * A demo catalogue seeded before daily sales existed gets them once, drawn as the seed draws them. Only
 * for the demo catalogue: a real marketplace's sales come from its orders.
 */
export const fillDemoDailySalesIfEmpty = (db: Db) =>
  backfillDailySalesIfEmpty(db, (item, now) => makeDailySales(item, DEMO_SEED, now));
