import { index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A slider puzzle of our own captcha: the gap's x stays here; a right answer earns a one-time token,
 * kept as its SHA-256.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text().primaryKey(),
    /** 10 embedded slider, 20 popup slider. */
    type: smallint().notNull(),
    answerX: smallint().notNull(),
    tries: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    tokenHash: text(),
    tokenExpiresAt: timestamp({ withTimezone: true }),
    tokenUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.expiresAt)],
);

/**
 * An image code (the resend-activation form's "image code", spec 1 §5): the answer as a SHA-256, tied to
 * the browser by an httpOnly cookie holding the id; one check spends it, right or wrong.
 */
export const imageCodes = pgTable(
  'image_codes',
  {
    id: text().primaryKey(),
    answerHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.expiresAt)],
);
