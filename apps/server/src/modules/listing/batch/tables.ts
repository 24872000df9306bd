import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from '../../catalogue/tables.ts';
import { users } from '../../users/tables.ts';

/**
 * A buyer's batch upload to one platform (spec 2 §4 "Batch Taobao"): prepared as a draft, confirmed into
 * one job per item (decision 045). The id is random: it is in the page's address.
 */
export const listingBatches = pgTable(
  'listing_batches',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    toolId: integer(),
    /** draft, running, finished, cancelled. */
    status: text().notNull().default('draft'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** Deleted by the buyer: hidden; a push already under way still records its outcome. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.createdAt.desc()).where(sql`${t.deletedAt} is null`)],
);

/** One item of a batch: the title and pictures the buyer chose for it, and its push's outcome. */
export const listingBatchItems = pgTable(
  'listing_batch_items',
  {
    batchId: text()
      .notNull()
      .references(() => listingBatches.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The order the buyer added them in. */
    position: integer().notNull(),
    /** The title pushed, when the buyer edited it (editTitle); null: the item's own. */
    title: text(),
    /** Main pictures chosen (editMultiUploadImageData), in our storage; null: the item's own. */
    imageUrls: jsonb().$type<string[]>(),
    /** draft, waiting, running, listed, failed, cancelled. */
    status: text().notNull().default('draft'),
    toItemId: text(),
    errorCode: integer(),
    errorMessage: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.itemId] })],
);

/** The tool a buyer chose last for batch uploads (spec 2 §7 multiupload saveChoose, §4 "Tool chooser"). */
export const listingBatchChoices = pgTable('listing_batch_choices', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  toolId: integer().notNull(),
});
