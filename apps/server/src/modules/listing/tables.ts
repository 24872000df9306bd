import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from '../catalogue/tables.ts';
import { users } from '../users/tables.ts';

/**
 * A buyer's authorised shop on one platform (one per platform: authorising again replaces it). The
 * tokens are sealed with AES-GCM under a key from APP_SECRET (token-seal.ts) and never leave the server.
 */
export const listingShopGrants = pgTable(
  'listing_shop_grants',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    shopId: text().notNull(),
    shopName: text().notNull(),
    sellerNick: text().notNull(),
    imageCropRatio: text().notNull(),
    accessTokenSealed: text().notNull(),
    refreshTokenSealed: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/** A shop authorisation under way: the state the platform sends back, bound to the session that asked. */
export const listingAuthorisations = pgTable('listing_authorisations', {
  state: text().primaryKey(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A hash of the session id: the callback must come back in the same session. */
  sessionHash: text().notNull(),
  channel: text().notNull(),
  codeVerifierSealed: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A buyer's markup rule for one platform (issue 14 point 5); no row: cost x 1. */
export const listingMarkupRules = pgTable(
  'listing_markup_rules',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    multiplier: numeric({ precision: 6, scale: 3, mode: 'number' }).notNull(),
    add: numeric({ precision: 10, scale: 2, mode: 'number' }).notNull(),
    rounding: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/** A SKU as the platform's listing has it, as far as Stallhub set it (price in fen). */
export interface ListedSku {
  colour: string;
  size: string;
  stock: number;
  priceCents: number;
}

/**
 * One push of an item to a shop, as the upload history shows it. The idempotency key (buyer, item, shop,
 * batch or 'single', and for a confirmed second listing the record it repeats) is unique: a retried or
 * doubled request finds the row instead of listing again.
 */
export const listingUploads = pgTable(
  'listing_uploads',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer()
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    /** The buyer's shop on the platform (not a stall: `shop_id` elsewhere is the spec's id of a stall). */
    platformShopId: text().notNull(),
    platformShopName: text().notNull(),
    /** The item's title when pushed, as the history shows it. */
    title: text().notNull(),
    idempotencyKey: text().notNull(),
    status: text().notNull(),
    toItemId: text(),
    failureCode: integer(),
    failureReason: text(),
    priceCents: integer(),
    uploadTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When a request was answered 201 "uploaded before" with this listing: a confirmed second listing
     * (unCheckRecord '1') repeats the last listing so shown, and its twin request finds the one it made.
     */
    shownAsBeforeAt: timestamp({ withTimezone: true }),
    /** Deleted from the history by the buyer: hidden, but still keeps the key (no second listing). */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * The listing's SKUs as last pushed or synced (decision 057): a sync sends only what differs from
     * them. Null for listings pushed before syncs existed: their first sync sends every SKU.
     */
    skus: jsonb().$type<ListedSku[]>(),
    /**
     * Delisted by a sync (the stall took the item off shelf); cleared when a sync relists it (decision
     * 062). A delisted listing whose relist the platform refused (deleted there) is left alone.
     */
    delistedAt: timestamp({ withTimezone: true }),
    /** What the last sync did (LISTING_SYNC_NOTE), when, and how many SKUs it left at stock 0. */
    syncNote: text(),
    syncedAt: timestamp({ withTimezone: true }),
    syncSoldOutSkus: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex().on(t.idempotencyKey),
    // A changed item finds its listings, live or delisted by a sync (decisions 057, 062).
    index().on(t.itemId).where(sql`${t.status} = 'listed'`),
    index().on(t.userId, t.uploadTime.desc(), t.id.desc()).where(sql`${t.deletedAt} is null`),
    index().on(t.userId, t.itemId),
  ],
);

/** The platform and tool a buyer chose last in the upload drawer (spec 2 §7 saveChoose). */
export const listingChoices = pgTable('listing_choices', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channelId: integer().notNull(),
  toolId: integer().notNull(),
});

/**
 * A platform's choice the buyer asked to remember (decision 072): the tool, and Taobao's way with
 * Stallhub's own tool. One row per buyer and platform, so the choice holds on every device.
 */
export const listingPlatformChoices = pgTable(
  'listing_platform_choices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text().notNull(),
    toolId: integer().notNull(),
    way: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);

/**
 * A buyer's upload settings (spec 2 §2 uploadSetting.html): whether main pictures are checked and cropped
 * before a push, and the title rules applied to every title pushed. No row: crop on, no rules.
 */
export const listingUploadSettings = pgTable('listing_upload_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enableImageCrop: boolean().notNull(),
  titlePrefix: text().notNull(),
  titleSuffix: text().notNull(),
  removedWords: text().array().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * An export of a buyer's failed records (spec 2 §7 exportFailRecords): the records it covers are those
 * failed up to `createdAt` (of `channel`, or all), so a poll and the download agree on what is in it.
 */
export const listingExports = pgTable('listing_exports', {
  id: uuid().primaryKey().defaultRandom(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  channel: text(),
  rows: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A push under way (decision 079): who holds the key and until when. Held outside any transaction while
 * the platform is called, so one slow platform holds back only the pushes of the same key; a holder that
 * died is taken over once its lease has run out.
 */
export const listingPushClaims = pgTable('listing_push_claims', {
  key: text().primaryKey(),
  holder: text().notNull(),
  claimedUntil: timestamp({ withTimezone: true }).notNull(),
});
