import type { ShopCreditRow, ShopRow } from '@stallhub/seed';
import { insertInBatches, syncSequence } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import { shopCreditData, shops } from './tables.ts';

/** Writes stalls and their credit figures in one transaction. */
export async function importShops(
  db: Db,
  rows: { shops: ShopRow[]; credit: ShopCreditRow[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, shops, rows.shops);
    await insertInBatches(tx, shopCreditData, rows.credit);
  });
}

export async function syncShopSequences(db: Db): Promise<void> {
  await syncSequence(db, shops);
}
