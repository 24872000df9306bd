import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/**
 * An account at a sign-in partner, linked to one Stallhub user. Keyed by (issuer, subject), the only
 * pair the partner promises is stable and unique; never by e-mail, which another account may claim.
 */
export const thirdPartyIdentities = pgTable(
  'third_party_identities',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    issuer: text().notNull(),
    subject: text().notNull(),
    /** google, taobao or wechat: which button it came through. */
    provider: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the partner last said; for the user's information only, never to find an account. */
    email: text(),
    emailVerified: boolean().notNull().default(false),
    name: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.issuer, t.subject), index().on(t.userId)],
);

/**
 * A sign-in that went to a partner and has not come back yet: what its answer is checked against.
 * The id is the SHA-256 of the state, which only the browser's cookie and the partner's redirect carry.
 * Taken (deleted) by the first callback, so an answer is used once.
 */
export const thirdPartyAttempts = pgTable(
  'third_party_attempts',
  {
    id: text().primaryKey(),
    provider: text().notNull(),
    codeVerifier: text().notNull(),
    nonce: text(),
    redirectUri: text().notNull(),
    returnTo: text().notNull(),
    autoLogin: boolean().notNull(),
    registerEndpoint: smallint().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
