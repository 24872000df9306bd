import { eq } from 'drizzle-orm';
import { insertInBatches } from '../../db/batch-insert.ts';
import type { Db } from '../../db/connection.ts';
import { imageItemPictures, imageSearches } from './tables.ts';

/** The items whose main picture is indexed, with their city, in item order. */
export function itemsWithMainPicture(db: Db): Promise<{ itemId: number; city: string }[]> {
  return db
    .select({ itemId: imageItemPictures.itemId, city: imageItemPictures.city })
    .from(imageItemPictures)
    .where(eq(imageItemPictures.sort, 0))
    .orderBy(imageItemPictures.itemId);
}

/** Writes picture searches that happened elsewhere (an import, the demo's buyers), for the hot ranking. */
export async function importSearches(
  db: Db,
  searches: readonly (typeof imageSearches.$inferInsert)[],
): Promise<void> {
  await insertInBatches(db, imageSearches, [...searches]);
}
