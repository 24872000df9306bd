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

export function createSessionsService(db: Db) {
  return {
    /**
     * Opens a session for a user who just proved who they are, revoking the one the browser held
     * (rotation at sign-in: a token planted before sign-in is worthless after it).
     */
    async open(
      userId: number,
      options: { autoLogin: boolean; replacing?: string; ip?: string; userAgent?: string },
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
        return tx
          .insert(sessions)
          .values({
            id,
            userId,
            autoLogin: options.autoLogin,
            expiresAt: sql`now() + ${maxAge}::int * interval '1 second'`,
            ip: options.ip ?? null,
            userAgent: options.userAgent?.slice(0, 512) ?? null,
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
