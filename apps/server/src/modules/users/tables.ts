import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An account: a buyer (shop owner, type 0) or a stall owner (type 1), spec 1 §1 and §5. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** 11 digits starting with 1; null for an e-mail or third-party account without a phone. */
    mobile: text(),
    mobileConfirmed: boolean().notNull().default(false),
    /** Lower-cased. */
    email: text(),
    emailVerified: boolean().notNull().default(false),
    /** argon2id PHC string; null for an account that only signs in by SMS (or a third party). */
    passwordHash: text(),
    /** 0 shop owner, 1 stall owner. */
    userType: smallint().notNull().default(0),
    nickname: text().notNull(),
    /** 10 default, 12 global social channel, 13 another social channel. */
    registerSource: smallint().notNull().default(10),
    registerEndpoint: smallint().notNull().default(1),
    registerType: smallint().notNull().default(0),
    /** Promotion tracking sent at sign-up (bdVid, channelType). */
    promotionVid: text(),
    promotionChannel: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.mobile), uniqueIndex().on(t.email)],
);

/** A message or notice for a user; the header shows the unread counts (GET /apic/user/unread/info). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `message` (from stalls and the platform to this user) or `notice` (announcements). */
    kind: text().notNull(),
    /** The text of a message written once (rows from before decision 074); empty for a templated one. */
    title: text().notNull().default(''),
    body: text().notNull().default(''),
    /**
     * What happened, rendered when read in the reader's language (decision 074): a template name
     * (`<sender>.<name>`, e.g. `orders.shipped`) and its facts (ids, numbers, states), never words.
     */
    template: text(),
    params: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.kind).where(sql`${t.readAt} is null`)],
);
