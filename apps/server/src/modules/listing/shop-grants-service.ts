import { createHash } from 'node:crypto';
import type { ListingChannel } from '@stallhub/contracts';
import type { Db } from '../../db/connection.ts';
import { ChannelRefused, type ShopAccess, type ShopGrant } from '../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../outside/channels/channels.ts';
import { createPushClaims } from './push/push-claims.ts';
import {
  addAuthorisation,
  deleteAuthorisationsBefore,
  deleteGrant,
  type GrantRow,
  grantOf,
  grantsOf,
  saveGrant,
  takeAuthorisation,
} from './repository.ts';
import type { TokenSeal } from './token-seal.ts';

/** How long a buyer may take on the platform's authorise page before the attempt is void. */
export const AUTHORISE_SECONDS = 10 * 60;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** A buyer's shop on a platform as the server uses it: the token opened, never sent anywhere but the platform. */
export interface UsableShop extends ShopAccess {
  shopName: string;
  sellerNick: string;
  imageCropRatio: '1' | '3:4';
}

export type CallbackResult = { kind: 'ok'; channel: ListingChannel } | { kind: 'refused'; reason: string };

type Deps = {
  db: Db;
  channels: Channels;
  seal: TokenSeal;
  now?: () => Date;
};

/** The service's dependencies, with its clock and the keys a token refresh holds. */
type Grants = Required<Deps> & { claims: ReturnType<typeof createPushClaims> };

async function store(grants: Grants, userId: number, channel: ListingChannel, grant: ShopGrant) {
  const { seal } = grants;
  await saveGrant(grants.db, userId, channel, {
    shopId: grant.shopId,
    shopName: grant.shopName,
    sellerNick: grant.sellerNick,
    imageCropRatio: grant.imageCropRatio,
    accessTokenSealed: seal.seal(grant.accessToken),
    refreshTokenSealed: seal.seal(grant.refreshToken),
    expiresAt: grant.expiresAt,
    updatedAt: grants.now(),
  });
}

const usable = (row: GrantRow, accessToken: string): UsableShop => ({
  accessToken,
  shopId: row.shopId,
  shopName: row.shopName,
  sellerNick: row.sellerNick,
  imageCropRatio: row.imageCropRatio === '3:4' ? '3:4' : '1',
});

/** New tokens from the refresh token; a refused refresh forgets the grant (the buyer authorises again). */
async function refreshed(grants: Grants, userId: number, channel: ListingChannel, row: GrantRow) {
  const adapter = grants.channels[channel];
  if (!adapter) return null;
  try {
    const grant = await adapter.refresh(grants.seal.open(row.refreshTokenSealed));
    await store(grants, userId, channel, grant);
    return usable({ ...row, ...grant }, grant.accessToken);
  } catch (error) {
    if (!(error instanceof ChannelRefused)) throw error;
    await deleteGrant(grants.db, userId, channel);
    return null;
  }
}

/** A grant whose access token is neither past its expiry nor the one the platform refused. */
const live = (grants: Grants, row: GrantRow, stale: string | undefined) =>
  row.expiresAt.getTime() > grants.now().getTime() &&
  (stale === undefined || grants.seal.open(row.accessTokenSealed) !== stale);

/** The platform's authorise address; the attempt is kept for the callback, stale attempts forgotten. */
async function authorise(
  grants: Grants,
  userId: number,
  sessionId: string,
  channel: ListingChannel,
  redirectUri: string,
) {
  const adapter = grants.channels[channel];
  if (!adapter) return null;
  const { url, secrets } = adapter.authorise(redirectUri);
  await deleteAuthorisationsBefore(grants.db, new Date(grants.now().getTime() - AUTHORISE_SECONDS * 1000));
  await addAuthorisation(grants.db, {
    state: hashOf(secrets.state),
    userId,
    sessionHash: hashOf(sessionId),
    channel,
    codeVerifierSealed: grants.seal.seal(secrets.codeVerifier),
    createdAt: grants.now(),
  });
  return url;
}

/** The platform sent the seller back: the state must be this session's, fresh, and used once. */
async function callback(
  grants: Grants,
  userId: number,
  sessionId: string,
  channel: ListingChannel,
  callbackUrl: URL,
  redirectUri: string,
): Promise<CallbackResult> {
  const adapter = grants.channels[channel];
  const state = callbackUrl.searchParams.get('state');
  if (!adapter || !state) return { kind: 'refused', reason: 'state' };
  const attempt = await takeAuthorisation(grants.db, hashOf(state));
  const fresh =
    attempt !== undefined &&
    attempt.userId === userId &&
    attempt.sessionHash === hashOf(sessionId) &&
    attempt.channel === channel &&
    grants.now().getTime() - attempt.createdAt.getTime() < AUTHORISE_SECONDS * 1000;
  if (!fresh) return { kind: 'refused', reason: 'state' };
  if (callbackUrl.searchParams.has('error')) return { kind: 'refused', reason: 'denied' };
  try {
    const grant = await adapter.exchangeCode(
      callbackUrl,
      { state, codeVerifier: grants.seal.open(attempt.codeVerifierSealed) },
      redirectUri,
    );
    await store(grants, userId, channel, grant);
    return { kind: 'ok', channel };
  } catch (error) {
    if (error instanceof ChannelRefused) return { kind: 'refused', reason: 'platform' };
    throw error;
  }
}

/** The buyer's authorised shops on every platform: never a token. */
async function shopsOf(grants: Grants, userId: number) {
  const rows = await grantsOf(grants.db, userId);
  return rows.map((row) => ({
    channel: row.channel as ListingChannel,
    shopName: row.shopName,
    sellerNick: row.sellerNick,
    isExpire: row.expiresAt.getTime() <= grants.now().getTime(),
  }));
}

/** What the buyer may know of their grant: never a token. */
async function summary(grants: Grants, userId: number, channel: ListingChannel) {
  const row = await grantOf(grants.db, userId, channel);
  if (!row) return null;
  return {
    shopName: row.shopName,
    sellerNick: row.sellerNick,
    imageCropRatio: row.imageCropRatio === '3:4' ? ('3:4' as const) : ('1' as const),
    expired: row.expiresAt.getTime() <= grants.now().getTime(),
  };
}

/**
 * The shop with a live access token, or null: the buyer must authorise. The one place a token is
 * refreshed: when it expired, or when the platform refused it (`stale`, the token it refused). A
 * refresh token is used up by its refresh (decision 041), so the refresh holds the shop's key: a
 * parallel push waits for it and takes the new token. The platform is called outside any transaction.
 */
async function access(
  grants: Grants,
  userId: number,
  channel: ListingChannel,
  stale?: string,
): Promise<UsableShop | null> {
  const row = await grantOf(grants.db, userId, channel);
  if (!row) return null;
  if (live(grants, row, stale)) return usable(row, grants.seal.open(row.accessTokenSealed));
  return grants.claims.hold(`token:u${userId}:${channel}`, async () => {
    const current = await grantOf(grants.db, userId, channel);
    if (!current) return null;
    if (live(grants, current, stale)) return usable(current, grants.seal.open(current.accessTokenSealed));
    return refreshed(grants, userId, channel, current);
  });
}

/** Whether the shop waits for face verification (spec 2 isNeedIdentification); null: not authorised. */
async function verification(grants: Grants, userId: number, channel: ListingChannel) {
  const shop = await access(grants, userId, channel);
  const adapter = grants.channels[channel];
  return shop && adapter ? adapter.verification(shop) : null;
}

/**
 * Shop authorisation (issue 14 point 1): the platform's authorise address with a state bound to the
 * asking session and a PKCE verifier kept sealed on the server; the callback's code exchanged for the
 * shop's tokens, stored sealed; a usable access token on demand, refreshed when it expired.
 */
export function createShopGrantsService(deps: Deps) {
  const grants: Grants = { ...deps, now: deps.now ?? (() => new Date()), claims: createPushClaims(deps.db) };
  return {
    offers: (channel: ListingChannel) => deps.channels[channel] !== undefined,
    authorise: (userId: number, sessionId: string, channel: ListingChannel, redirectUri: string) =>
      authorise(grants, userId, sessionId, channel, redirectUri),
    callback: (
      userId: number,
      sessionId: string,
      channel: ListingChannel,
      callbackUrl: URL,
      redirectUri: string,
    ) => callback(grants, userId, sessionId, channel, callbackUrl, redirectUri),
    shops: (userId: number) => shopsOf(grants, userId),
    /** Forgets the buyer's shop on a platform, its sealed tokens with it; false when there was none. */
    remove: (userId: number, channel: ListingChannel) => deleteGrant(grants.db, userId, channel),
    summary: (userId: number, channel: ListingChannel) => summary(grants, userId, channel),
    access: (userId: number, channel: ListingChannel, stale?: string) =>
      access(grants, userId, channel, stale),
    verification: (userId: number, channel: ListingChannel) => verification(grants, userId, channel),
  };
}
export type ShopGrantsService = ReturnType<typeof createShopGrantsService>;
