import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Lifetimes as the real platforms use them: a code for a minute, a consent screen ten, a token two hours. */
export const LIFETIME_MS = {
  request: 10 * 60_000,
  code: 60_000,
  token: 2 * 60 * 60_000,
  refresh: 30 * 24 * 60 * 60_000,
} as const;

/** An authorisation request waiting for the user's decision (the consent page or the QR scan). */
export interface PendingRequest {
  platform: string;
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
  expiresAt: number;
  /** WeChat: set by the phone that scanned and confirmed; the desktop page then goes on. */
  decided?: { location: string };
}

interface CodeGrant<Who> {
  platform: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  account: Who;
  expiresAt: number;
}

/** Who a token speaks for, and for which application: a token is good only for the client it was issued to. */
export interface AccessToken<Who> {
  platform: string;
  clientId: string;
  account: Who;
  expiresAt: number;
}

const randomId = () => randomBytes(24).toString('base64url');

/** PKCE S256 (RFC 7636 §4.6): base64url(SHA-256(verifier)) equals the challenge sent with the request. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export interface GrantStoreOptions {
  now?: () => number;
  /** Access-token lifetime; tests shorten it to see expiry and refresh. */
  tokenLifetimeMs?: number;
}

/** The sandbox keeps its grants in memory: it is a stand-in, restarted with the app. */
export function createGrantStore<Who>(options: GrantStoreOptions = {}) {
  const now = options.now ?? Date.now;
  const tokenLifetimeMs = options.tokenLifetimeMs ?? LIFETIME_MS.token;
  const requests = new Map<string, PendingRequest>();
  const codes = new Map<string, CodeGrant<Who>>();
  const tokens = new Map<string, AccessToken<Who>>();
  const refreshTokens = new Map<string, AccessToken<Who>>();
  const live = <T extends { expiresAt: number }>(map: Map<string, T>, key: string) => {
    const entry = map.get(key);
    if (entry && entry.expiresAt > now()) return entry;
    map.delete(key);
    return undefined;
  };

  return {
    openRequest(request: Omit<PendingRequest, 'expiresAt'>): string {
      const id = randomId();
      requests.set(id, { ...request, expiresAt: now() + LIFETIME_MS.request });
      return id;
    },
    request: (id: string) => live(requests, id),
    closeRequest: (id: string) => requests.delete(id),

    issueCode(request: PendingRequest, account: Who): string {
      const code = randomId();
      codes.set(code, {
        platform: request.platform,
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        account,
        expiresAt: now() + LIFETIME_MS.code,
      });
      return code;
    },

    /** Takes a code once: a second exchange of the same code finds nothing. */
    takeCode(code: string): CodeGrant<Who> | undefined {
      const grant = live(codes, code);
      codes.delete(code);
      return grant;
    },

    issueToken(platform: string, clientId: string, account: Who): { token: string; expiresIn: number } {
      const token = randomId();
      tokens.set(token, { platform, clientId, account, expiresAt: now() + tokenLifetimeMs });
      return { token, expiresIn: Math.round(tokenLifetimeMs / 1000) };
    },
    token: (token: string) => live(tokens, token),

    /** A refresh token for the same client and account, lasting far longer than the access token. */
    issueRefreshToken(platform: string, clientId: string, account: Who): string {
      const token = randomId();
      refreshTokens.set(token, { platform, clientId, account, expiresAt: now() + LIFETIME_MS.refresh });
      return token;
    },
    /** Takes a refresh token once (rotation): a replayed refresh token finds nothing. */
    takeRefreshToken(token: string): AccessToken<Who> | undefined {
      const grant = live(refreshTokens, token);
      refreshTokens.delete(token);
      return grant;
    },
  };
}
