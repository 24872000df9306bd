import { createHash, timingSafeEqual } from 'node:crypto';
import { THIRD_PARTY_REGISTER_SOURCE, type ThirdPartyProvider } from '@stallhub/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, withOwnerLock } from '../../db/transaction.ts';
import { type OAuthClient, OAuthRefused, type VerifiedIdentity } from '../../outside/oauth/oauth-client.ts';
import type { NewSession, SessionsService } from '../auth/index.ts';
import type { User, UsersService } from '../users/index.ts';
import { thirdPartyAttempts, thirdPartyIdentities } from './tables.ts';

/** How long a user may take at the partner's page before the attempt is void. */
export const ATTEMPT_SECONDS = 10 * 60;

export type Partners = Partial<Record<ThirdPartyProvider, OAuthClient>>;

export interface BeginRequest {
  redirectUri: string;
  returnTo: string;
  autoLogin: boolean;
  registerEndpoint: number;
}

export interface FinishRequest {
  callbackUrl: URL;
  /** The state the browser's cookie holds: the answer must carry the same. */
  browserState: string | undefined;
  ip: string;
  userAgent?: string;
  replacing?: string;
  /** The browser's user_key cookie: its guest cart joins the account. */
  guestCartKey?: string;
}

export type FinishResult =
  | { kind: 'ok'; user: User; session: NewSession; created: boolean; returnTo: string; autoLogin: boolean }
  | {
      kind: 'refused';
      reason: 'unknownAttempt' | 'stateMismatch' | 'partnerRefused' | 'denied';
      /** The attempt's return path, when the answer named a live attempt, for the login page to keep. */
      returnTo?: string;
    };

const attemptIdOf = (state: string) => createHash('sha256').update(state).digest('hex');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Sign-in through Google (OpenID Connect) and the resale platforms (OAuth 2), spec 1 §4, §5. */
export function createThirdPartySignInService(deps: {
  db: Db;
  partners: Partners;
  sessions: SessionsService;
  users: UsersService;
}) {
  const { db, partners, sessions, users } = deps;

  /**
   * The user an identity is linked to, registering one (source 12 Google, 13 the platforms) when new.
   * Under the identity's lock: two callbacks of one new identity at once make one user, and the second
   * signs in as it.
   */
  async function userOf(provider: ThirdPartyProvider, identity: VerifiedIdentity, registerEndpoint: number) {
    const claims = { email: identity.email, emailVerified: identity.emailVerified, name: identity.name };
    const theIdentity = and(
      eq(thirdPartyIdentities.issuer, identity.issuer),
      eq(thirdPartyIdentities.subject, identity.subject),
    );
    const key = `${identity.issuer}\n${identity.subject}`;
    const found = await withOwnerLock(db, OWNER_LOCK.thirdPartyIdentity, key, async (tx) => {
      const [known] = await tx
        .update(thirdPartyIdentities)
        .set({ ...claims, lastSignInAt: sql`now()` })
        .where(theIdentity)
        .returning({ userId: thirdPartyIdentities.userId });
      if (known) return { userId: known.userId, user: null, created: false };
      const user = await users.signUpThroughPartner(tx, {
        // The partner's e-mail is not this account's sign-in name: it stays on the identity.
        nickname: (identity.name ?? `${provider}-${identity.subject.slice(-6)}`).slice(0, 64),
        registerSource: THIRD_PARTY_REGISTER_SOURCE[provider],
        registerEndpoint,
      });
      await tx.insert(thirdPartyIdentities).values({
        issuer: identity.issuer,
        subject: identity.subject,
        provider,
        userId: user.id,
        ...claims,
      });
      return { userId: user.id, user, created: true };
    });
    // A known identity's account is read once the lock is released (on PGlite, `db` waits for `tx`).
    const user = found.user ?? (await users.byId(found.userId));
    if (!user) throw new Error(`the account of ${provider} identity ${identity.subject} is gone`);
    return { user, created: found.created };
  }

  return {
    configured: (provider: ThirdPartyProvider) => partners[provider] !== undefined,

    /** Starts an attempt: the partner's authorisation address, and the state for the browser's cookie. */
    async begin(
      provider: ThirdPartyProvider,
      request: BeginRequest,
    ): Promise<{ url: string; state: string }> {
      const partner = partners[provider];
      if (!partner) throw new Error(`${provider} sign-in is not configured`);
      const { url, secrets } = await partner.begin(request.redirectUri);
      await db.delete(thirdPartyAttempts).where(lt(thirdPartyAttempts.expiresAt, sql`now()`));
      await db.insert(thirdPartyAttempts).values({
        id: attemptIdOf(secrets.state),
        provider,
        codeVerifier: secrets.codeVerifier,
        nonce: secrets.nonce,
        redirectUri: request.redirectUri,
        returnTo: request.returnTo,
        autoLogin: request.autoLogin,
        registerEndpoint: request.registerEndpoint,
        expiresAt: sql`now() + ${ATTEMPT_SECONDS}::int * interval '1 second'`,
      });
      return { url, state: secrets.state };
    },

    /**
     * Ends an attempt with the partner's answer: the state must be the browser's own and match a live
     * attempt of this partner (taken once), then the code is exchanged (PKCE, nonce) and the user signed in.
     */
    async finish(provider: ThirdPartyProvider, request: FinishRequest): Promise<FinishResult> {
      const partner = partners[provider];
      const state = request.callbackUrl.searchParams.get('state') ?? '';
      if (!partner || !state) return { kind: 'refused', reason: 'unknownAttempt' };
      // Login CSRF: an answer started in someone else's browser carries a state this browser never had.
      if (!request.browserState || !sameText(state, request.browserState)) {
        return { kind: 'refused', reason: 'stateMismatch' };
      }
      const [attempt] = await db
        .delete(thirdPartyAttempts)
        .where(
          and(
            eq(thirdPartyAttempts.id, attemptIdOf(state)),
            eq(thirdPartyAttempts.provider, provider),
            gt(thirdPartyAttempts.expiresAt, sql`now()`),
          ),
        )
        .returning();
      if (!attempt) return { kind: 'refused', reason: 'unknownAttempt' };
      const returnTo = attempt.returnTo;
      if (request.callbackUrl.searchParams.has('error'))
        return { kind: 'refused', reason: 'denied', returnTo };

      let identity: VerifiedIdentity;
      try {
        identity = await partner.finish(
          request.callbackUrl,
          { state, codeVerifier: attempt.codeVerifier, nonce: attempt.nonce },
          attempt.redirectUri,
        );
      } catch (error) {
        if (error instanceof OAuthRefused) return { kind: 'refused', reason: 'partnerRefused', returnTo };
        throw error;
      }
      const { user, created } = await userOf(provider, identity, attempt.registerEndpoint);
      const session = await sessions.open(user.id, {
        autoLogin: attempt.autoLogin,
        replacing: request.replacing,
        ip: request.ip,
        userAgent: request.userAgent,
        guestCartKey: request.guestCartKey,
      });
      return { kind: 'ok', user, session, created, returnTo: attempt.returnTo, autoLogin: attempt.autoLogin };
    },
  };
}

export type ThirdPartySignInService = ReturnType<typeof createThirdPartySignInService>;
