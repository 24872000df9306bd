import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection.ts';
import {
  type CountKey,
  FACET_VALUES_SHOWN,
  FACETS,
  type Facet,
  type FacetCount,
  type ItemSearchDocument,
  type ItemSearchQuery,
  type ItemSearchResult,
  type SearchIndex,
  type Sort,
} from './search-index.ts';
import { toTsQuery } from './segmenter.ts';
import { itemSearchDocuments as docs } from './tables.ts';

/** Where a read of the stored documents goes on from: the last row read, in (writer, item id) order. */
export interface StoreCursor {
  writer: string;
  itemId: number;
}

/** A stored document as last written; a removed one carries only its item id. */
export type StoredChange = StoreCursor &
  ({ removed: false; document: ItemSearchDocument } | { removed: true });

/** The stored documents, for engines that hold their own copy and follow the table's writes. */
export interface SearchDocumentStore {
  /**
   * The database's transaction snapshot now: `horizon` is the oldest transaction still running (whatever
   * older ones wrote is visible now and stays so); `text` is the whole snapshot, the same at two reads only
   * if no transaction committed between them.
   */
  snapshot(): Promise<{ horizon: string; text: string }>;
  /** Rows last written by transactions from `horizon` on, after `cursor`, at most `limit`. */
  writtenSince(horizon: string, cursor: StoreCursor | null, limit: number): Promise<StoredChange[]>;
  /** How many documents are stored (not removed): what a whole copy holds. */
  count(): Promise<number>;
}

/** No document is written by a transaction older than this. */
export const FIRST_TRANSACTION = '0';

/**
 * What merge folds on: the same-style group within one leaf category (decision 068), or the item itself
 * when it has none. A list of two expressions: `(GROUP_KEY)` is the row of both.
 */
const GROUP_KEY = sql`coalesce(${docs.styleGroupId}, -${docs.itemId}), ${docs.categoryId}`;
const UPSERT_BATCH = 500;

const FACET_COLUMNS: Record<Facet, { value: SQL; filter: (values: string[]) => SQL }> = {
  color: { value: sql`unnest(${docs.colors})`, filter: (v) => sql`${docs.colors} && ${textArray(v)}` },
  size: { value: sql`unnest(${docs.sizes})`, filter: (v) => sql`${docs.sizes} && ${textArray(v)}` },
  // A buyer who ticks two services wants stalls offering both.
  services: { value: sql`unnest(${docs.services})`, filter: (v) => sql`${docs.services} @> ${textArray(v)}` },
  style: scalar(sql`${docs.styleId}::text`),
  modelId: scalar(sql`${docs.modelId}::text`),
  clothingPattern: scalar(sql`${docs.pattern}`),
  fabric: scalar(sql`${docs.fabric}`),
  season: scalar(sql`${docs.season}`),
  suitableAge: scalar(sql`${docs.suitableAge}`),
  credit: scalar(sql`${docs.creditLevel}::text`),
  strength: scalar(sql`${docs.strengthType}::text`),
};

function scalar(column: SQL) {
  return { value: column, filter: (values: string[]) => sql`${column} = any(${textArray(values)})` };
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** The sort's own order; every sort ranks the buyable first (issue 26 point 9c), see ORDER. */
const SORT_ORDER: Record<Sort, (tsquery: SQL | null) => SQL> = {
  relevance: (q) =>
    q
      ? sql`ts_rank(${docs.terms}, ${q}) desc, ${docs.saleNum} desc, ${docs.itemId} desc`
      : sql`${docs.saleNum} desc, ${docs.itemId} desc`,
  newest: () => sql`${docs.upTime} desc, ${docs.itemId} desc`,
  price_asc: () => sql`${docs.price} asc, ${docs.itemId} desc`,
  price_desc: () => sql`${docs.price} desc, ${docs.itemId} desc`,
  sales: () => sql`${docs.saleNum} desc, ${docs.itemId} desc`,
  uploads: () => sql`${docs.uploadNum} desc, ${docs.itemId} desc`,
};

/** A buyer cannot buy an item priced wrong: it comes after every buyable one, whatever the sort. */
const ORDER = (sort: Sort, tsquery: SQL | null): SQL =>
  sql`${docs.buyable} desc, ${SORT_ORDER[sort](tsquery)}`;

/** The words as a text-search query; none without words. */
const tsQueryOf = (terms: ItemSearchQuery['terms']): SQL | null =>
  terms.length > 0 ? sql`${toTsQuery(terms)}::tsquery` : null;

/** What a query asks of the documents; `except` leaves out one filter (a facet counts without its own). */
function conditions(query: ItemSearchQuery, tsquery: SQL | null, except?: Facet | 'city'): SQL {
  const parts: SQL[] = [sql`not ${docs.removed}`];
  if (except !== 'city') parts.push(sql`${docs.city} = ${query.city}`);
  if (tsquery) parts.push(sql`${docs.terms} @@ ${tsquery}`);
  if (query.categoryId !== undefined) {
    parts.push(
      sql`(${docs.categoryId} = ${query.categoryId} or ${docs.parentCategoryId} = ${query.categoryId})`,
    );
  }
  if (query.shopId !== undefined) parts.push(sql`${docs.shopId} = ${query.shopId}`);
  if (query.shopIds !== undefined) parts.push(sql`${docs.shopId} = any(${sql.param(query.shopIds)}::int[])`);
  if (query.priceMin !== undefined) parts.push(sql`${docs.price} >= ${query.priceMin}`);
  if (query.priceMax !== undefined) parts.push(sql`${docs.price} <= ${query.priceMax}`);
  for (const facet of FACETS) {
    if (facet === except) continue;
    const chosen =
      facet === 'modelId' ? (query.filters.modelId ? [query.filters.modelId] : []) : query.filters[facet];
    if (chosen && chosen.length > 0) parts.push(FACET_COLUMNS[facet].filter(chosen));
  }
  return sql.join(parts, sql` and `);
}

/**
 * The documents matching `where` counted by `value`, most first, at most `limit`; with `merge`, a style
 * group counts once (the count is what choosing the value shows with merge on).
 */
async function valueCounts(
  on: Db,
  value: SQL,
  where: SQL,
  merge: boolean,
  limit: number,
): Promise<FacetCount[]> {
  const counted = merge ? sql`count(distinct g)` : sql`count(*)`;
  const rows = await queryRows<{ value: string | null; count: number }>(
    on,
    sql`
    select v as value, ${counted}::int as count
    from (select ${value} as v, (${GROUP_KEY}) as g from ${docs} where ${where}) counted
    where v is not null and v <> ''
    group by v order by count desc, v asc limit ${limit}`,
  );
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

// Each facet counts with every other filter applied but its own, so a buyer sees what ticking more gives.
const facetCounts = (on: Db, query: ItemSearchQuery, tsquery: SQL | null, facet: Facet) =>
  valueCounts(
    on,
    FACET_COLUMNS[facet].value,
    conditions(query, tsquery, facet),
    query.merge,
    FACET_VALUES_SHOWN,
  );

/** Counts of what the query finds by `key`: unlike a facet, the key's own filter stays. */
function countDocumentsBy(on: Db, query: ItemSearchQuery, key: CountKey, limit: number) {
  const value =
    key === 'category'
      ? sql`${docs.categoryId}::text`
      : key === 'city'
        ? sql`${docs.city}`
        : FACET_COLUMNS[key].value;
  const except = key === 'city' ? 'city' : undefined;
  return valueCounts(on, value, conditions(query, tsQueryOf(query.terms), except), query.merge, limit);
}

async function countAll(on: Db, source: SQL) {
  const [row] = await queryRows<{ n: number }>(on, sql`select count(*)::int as n from ${source}`);
  return Number(row?.n ?? 0);
}

async function searchDocuments(on: Db, query: ItemSearchQuery): Promise<ItemSearchResult> {
  const tsquery = tsQueryOf(query.terms);
  const where = conditions(query, tsquery);
  const order = ORDER(query.sort, tsquery);
  // Folding keeps each style group's first item in the chosen order.
  const source = query.merge
    ? sql`(select distinct on (${GROUP_KEY}) * from ${docs} where ${where}
        order by ${GROUP_KEY}, ${order}) ${docs}`
    : sql`${docs} where ${where}`;
  const [page, ...facetLists] = await Promise.all([
    queryRows<{ item_id: number; total: number }>(
      on,
      sql`
      select ${docs.itemId} as item_id, count(*) over ()::int as total from ${source}
      order by ${order} limit ${query.limit} offset ${query.offset}`,
    ),
    ...FACETS.map((facet) =>
      query.facets === false ? Promise.resolve([]) : facetCounts(on, query, tsquery, facet),
    ),
  ]);
  const total = page[0]?.total ?? (query.offset > 0 ? await countAll(on, source) : 0);
  return {
    itemIds: page.map((r) => Number(r.item_id)),
    total: Number(total),
    facets: Object.fromEntries(FACETS.map((f, i) => [f, facetLists[i]!])) as Record<Facet, FacetCount[]>,
  };
}

async function upsertDocuments(on: Db, documents: ItemSearchDocument[]) {
  for (let i = 0; i < documents.length; i += UPSERT_BATCH) {
    const batch = documents.slice(i, i + UPSERT_BATCH).map(({ terms, ...doc }) => ({
      ...doc,
      removed: false,
      writer: sql`pg_current_xact_id()` as unknown as string,
      // One text[] parameter per document: a parameter per term made big batches slow to parse.
      terms: sql`array_to_tsvector(${sql.param(terms)}::text[])` as unknown as string,
    }));
    await on
      .insert(docs)
      .values(batch)
      .onConflictDoUpdate({
        target: docs.itemId,
        set: Object.fromEntries(
          Object.keys(batch[0]!)
            .filter((k) => k !== 'itemId')
            .map((k) => [k, sql.raw(`excluded.${toSnake(k)}`)]),
        ),
      });
  }
}

async function removeDocuments(on: Db, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await on
    .update(docs)
    .set({ removed: true, writer: sql`pg_current_xact_id()` })
    .where(and(inArray(docs.itemId, itemIds), eq(docs.removed, false)));
}

async function currentSnapshot(on: Db) {
  const [row] = await queryRows<{ horizon: string; text: string }>(
    on,
    sql`select pg_snapshot_xmin(s)::text as horizon, s::text as text from pg_current_snapshot() s`,
  );
  return row!;
}

async function documentsWrittenSince(
  on: Db,
  horizon: string,
  cursor: StoreCursor | null,
  limit: number,
): Promise<StoredChange[]> {
  const rows = await on
    .select({ ...getTableColumns(docs), terms: sql<string[]>`tsvector_to_array(${docs.terms})` })
    .from(docs)
    .where(
      and(
        sql`${docs.writer} >= ${horizon}::xid8`,
        cursor
          ? sql`(${docs.writer}, ${docs.itemId}) > (${cursor.writer}::xid8, ${cursor.itemId})`
          : undefined,
      ),
    )
    .orderBy(asc(docs.writer), asc(docs.itemId))
    .limit(limit);
  return rows.map(({ writer, removed, ...document }) =>
    removed
      ? { writer, itemId: document.itemId, removed }
      : { writer, itemId: document.itemId, removed, document },
  );
}

/** The search engine on PostgreSQL: the stored documents are the index, read by full-text queries. */
export function createPostgresSearchIndex(db: Db): SearchIndex & SearchDocumentStore {
  return {
    upsert: (documents) => upsertDocuments(db, documents),
    remove: (itemIds) => removeDocuments(db, itemIds),
    snapshot: () => currentSnapshot(db),
    writtenSince: (horizon, cursor, limit) => documentsWrittenSince(db, horizon, cursor, limit),
    async count() {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${docs} where not ${docs.removed}`,
      );
      return row!.n;
    },
    search: (query) => searchDocuments(db, query),
    countBy: (query, key, limit) => countDocumentsBy(db, query, key, limit),
  };
}

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
