import { createHash, randomBytes } from 'node:crypto';
import { COOKIE_MAX_AGE } from '@stallhub/contracts';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sessions } from './tables.ts';

/** 256 random bits; the session row is keyed by their SHA-256, never by the token itself. */
const newToken = () => randomBytes(32).toString('base64url');
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as the cookie carries it: 43 base64url characters. Anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  token: string;
  id: string;
  /** Seconds the session (and its cookie) lasts: 120 days with auto-login, else 14 (spec 1 §9). */
  maxAge: number;
  expiresAt: Date;
}

/**
 * Work that belongs to every sign-in, run inside the transaction that opens the session: the guest
 * cart's move into the account (spec 3 §4), whichever way the user signed in.
 */
export type SignInHook = (tx: Db, userId: number, options: { guestCartKey?: string }) => Promise<void>;

export function createSessionsService(db: Db, onSignIn?: SignInHook) {
  return {
    /**
     * Opens a session for a user who just proved who they are, revoking the one the browser held
     * (rotation at sign-in: a token planted before sign-in is worthless after it).
     */
    async open(
      userId: number,
      options: {
        autoLogin: boolean;
        replacing?: string;
        ip?: string;
        userAgent?: string;
        /** The browser's user_key cookie: its guest cart joins the account. */
        guestCartKey?: string;
        deviceId?: string | null;
      },
    ): Promise<NewSession> {
      const token = newToken();
      const id = sessionIdOf(token);
      const maxAge = options.autoLogin ? COOKIE_MAX_AGE.signInAuto : COOKIE_MAX_AGE.signIn;
      const [row] = await db.transaction(async (tx) => {
        if (options.replacing) {
          await tx
            .update(sessions)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(sessions.id, options.replacing), isNull(sessions.revokedAt)));
        }
        await onSignIn?.(tx, userId, options);
        return tx
          .insert(sessions)
          .values({
            id,
            userId,
            autoLogin: options.autoLogin,
            expiresAt: sql`now() + ${maxAge}::int * interval '1 second'`,
            ip: options.ip ?? null,
            userAgent: options.userAgent?.slice(0, 512) ?? null,
            deviceId: options.deviceId ?? null,
          })
          .returning({ expiresAt: sessions.expiresAt });
      });
      return { token, id, maxAge, expiresAt: row!.expiresAt };
    },

    /** The live session a cookie's token opens, or null (unknown, revoked or expired). */
    async resolve(token: string | undefined): Promise<{ id: string; userId: number } | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const id = sessionIdOf(token);
      const [row] = await db
        .select({ id: sessions.id, userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
      return row ?? null;
    },

    /**
     * Pushes a live session's end out by its full lifetime from now (120 days with auto-login, else 14;
     * spec 1 §9); null when the session is no longer live.
     */
    async extend(sessionId: string): Promise<{ userId: number; autoLogin: boolean; maxAge: number } | null> {
      const [row] = await db
        .update(sessions)
        .set({
          expiresAt: sql`now() + (case when ${sessions.autoLogin} then ${COOKIE_MAX_AGE.signInAuto}::int else ${COOKIE_MAX_AGE.signIn}::int end) * interval '1 second'`,
        })
        .where(
          and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
        )
        .returning({ userId: sessions.userId, autoLogin: sessions.autoLogin });
      if (!row) return null;
      return { ...row, maxAge: row.autoLogin ? COOKIE_MAX_AGE.signInAuto : COOKIE_MAX_AGE.signIn };
    },

    /**
     * Whether the account has signed in before at all, and whether any earlier session (live or not, kept
     * until a month after it ended) came from this device or this address.
     */
    async familiarity(
      userId: number,
      place: { deviceId?: string | null; ip: string },
    ): Promise<{ seenBefore: boolean; knownPlace: boolean }> {
      const [row] = await db
        .select({
          seenBefore: sql<boolean>`count(*) > 0`,
          knownPlace: sql<boolean>`coalesce(bool_or(${sessions.ip} = ${place.ip} or ${sessions.deviceId} = ${place.deviceId ?? null}), false)`,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return { seenBefore: Boolean(row?.seenBefore), knownPlace: Boolean(row?.knownPlace) };
    },

    async revoke(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** Ends every other session of a user (password changed or reset); returns how many were live. */
    async revokeOthers(userId: number, keep?: string): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql`now()`),
            keep ? ne(sessions.id, keep) : undefined,
          ),
        )
        .returning({ id: sessions.id });
      return revoked.length;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
