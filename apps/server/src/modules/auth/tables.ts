import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/**
 * A signed-in session. The id is the SHA-256 of the token; the token itself lives only in the
 * httpOnly `sid` cookie, so a copy of this table signs nobody in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    autoLogin: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
    /** The browser's device id (device-id header or cu cookie), to tell a device the account has used. */
    deviceId: text(),
  },
  (t) => [index().on(t.userId)],
);

/**
 * Counters in fixed windows, changed by one atomic statement each: sign-in failures per account and per
 * address, the 30 s SMS resend slot, and daily SMS caps per phone, device and address.
 */
export const authCounters = pgTable('auth_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
});

/** An SMS code: stored as an HMAC, single-use, expiring, with few guesses. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mobile: text().notNull(),
    codeHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    guesses: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
    deviceId: text(),
    ip: text(),
  },
  (t) => [
    index().on(t.mobile, t.createdAt),
    index().on(t.deviceId, t.createdAt),
    index().on(t.ip, t.createdAt),
  ],
);

/**
 * An e-mailed activation code: the typed code as an HMAC and the link's token as a SHA-256, single-use,
 * expiring within 10 minutes, with few guesses; only the newest one per account is live.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    codeHash: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    guesses: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.tokenHash)],
);

/**
 * A password sign-in waiting for its second step (spec 1 §4 code 423): the challenge id the page holds
 * and the e-mailed code, both stored hashed; single-use, live 10 minutes, 5 guesses.
 */
export const secondStepChallenges = pgTable(
  'second_step_challenges',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    autoLogin: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    guesses: smallint().notNull().default(0),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId, t.createdAt)],
);

/**
 * A mailed password-reset link (issue 3 item 5): only the SHA-256 of its 256-bit token is kept; single
 * use, live 10 minutes, and a new link retires the account's earlier ones.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.tokenHash), index().on(t.userId)],
);
