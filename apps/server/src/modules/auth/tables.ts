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
