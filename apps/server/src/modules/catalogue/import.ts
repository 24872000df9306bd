import { sql } from 'drizzle-orm';
import { insertInBatches, syncSequence } from '../../db/batch-insert.ts';
import { type Db, queryRows } from '../../db/connection.ts';
import {
  catalogueValueTranslations,
  categories,
  categoryTags,
  categoryTagTranslations,
  categoryTranslations,
  cityMarkets,
  cityMarketTranslations,
  itemDailySales,
  itemImages,
  items,
  itemTranslations,
  marketBuildings,
  marketBuildingTranslations,
  marketFloors,
  skus,
  styles,
  styleTranslations,
} from './tables.ts';

type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

/** A batch of items as the catalogue stores them: the catalogue's own rows, whoever made them. */
export interface ItemRows {
  items: Rows<typeof items>;
  translations: Rows<typeof itemTranslations>;
  images: Rows<typeof itemImages>;
  skus: Rows<typeof skus>;
  dailySales: Rows<typeof itemDailySales>;
}

/** The catalogue's reference tables: markets, buildings, floors, categories, styles and their names. */
export interface CatalogueReference {
  cityMarkets: Rows<typeof cityMarkets>;
  cityMarketTranslations: Rows<typeof cityMarketTranslations>;
  buildings: Rows<typeof marketBuildings>;
  buildingTranslations: Rows<typeof marketBuildingTranslations>;
  floors: Rows<typeof marketFloors>;
  categories: Rows<typeof categories>;
  categoryTranslations: Rows<typeof categoryTranslations>;
  categoryTags: Rows<typeof categoryTags>;
  categoryTagTranslations: Rows<typeof categoryTagTranslations>;
  styles: Rows<typeof styles>;
  styleTranslations: Rows<typeof styleTranslations>;
  valueTranslations: Rows<typeof catalogueValueTranslations>;
}

/** Writes the reference tables in one transaction, parents before children. */
export async function importCatalogueReference(db: Db, rows: CatalogueReference): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, cityMarkets, rows.cityMarkets);
    await insertInBatches(tx, cityMarketTranslations, rows.cityMarketTranslations);
    await insertInBatches(tx, marketBuildings, rows.buildings);
    await insertInBatches(tx, marketBuildingTranslations, rows.buildingTranslations);
    await insertInBatches(tx, marketFloors, rows.floors);
    await insertInBatches(tx, categories, rows.categories);
    await insertInBatches(tx, categoryTranslations, rows.categoryTranslations);
    await insertInBatches(tx, categoryTags, rows.categoryTags);
    await insertInBatches(tx, categoryTagTranslations, rows.categoryTagTranslations);
    await insertInBatches(tx, styles, rows.styles);
    await insertInBatches(tx, styleTranslations, rows.styleTranslations);
    await insertInBatches(tx, catalogueValueTranslations, rows.valueTranslations);
  });
}

/** Writes a batch of items with their translations, pictures and SKUs in one transaction. */
export async function importItems(db: Db, rows: ItemRows): Promise<void> {
  await db.transaction(async (tx) => {
    // The importer re-indexes the whole catalogue afterwards: keep these rows out of the change log.
    await tx.execute(sql`select set_config('stallhub.bulk_import', 'on', true)`);
    await insertInBatches(tx, items, rows.items);
    await insertInBatches(tx, itemTranslations, rows.translations);
    await insertInBatches(tx, itemImages, rows.images);
    await insertInBatches(tx, skus, rows.skus);
    await insertInBatches(tx, itemDailySales, rows.dailySales);
  });
}

/** After inserting explicit ids, new rows must number on from the largest. */
export async function syncCatalogueSequences(db: Db): Promise<void> {
  await syncSequence(db, items);
  await syncSequence(db, skus);
}

/** Whether any item exists: the demo seed runs only on an empty catalogue. */
export async function hasItems(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from ${items}) as found`);
  const [row] = (result as unknown as { rows: { found: boolean }[] }).rows;
  return row?.found === true;
}

/**
 * What the demo's shoppers browse: for each of the `pools` city categories with the most on-shelf items,
 * its `size` best sellers (best first). Buyers look at what sells, so their trails cross.
 */
export async function demoBrowsingPools(db: Db, pools: number, size: number): Promise<number[][]> {
  const rows = await queryRows<{ ids: number[] }>(
    db,
    sql`
    with busiest as (
      select city, category_id from ${items} where status = 1
      group by city, category_id order by count(*) desc, city, category_id limit ${pools}),
    ranked as (
      select i.id, i.city, i.category_id,
        row_number() over (partition by i.city, i.category_id order by i.sale_num desc, i.id) as place
      from ${items} i join busiest using (city, category_id) where i.status = 1)
    select array_agg(id order by place) as ids from ranked where place <= ${size}
    group by city, category_id order by city, category_id`,
  );
  return rows.map((r) => r.ids.map(Number));
}
