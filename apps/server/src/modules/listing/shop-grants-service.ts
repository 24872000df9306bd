import { createHash } from 'node:crypto';
import type { ListingChannel } from '@stallhub/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { ChannelRefused, type ShopAccess, type ShopGrant } from '../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../outside/channels/channels.ts';
import { createPushClaims } from './push/push-claims.ts';
import { listingAuthorisations, listingShopGrants } from './tables.ts';
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

/**
 * Shop authorisation (issue 14 point 1): the platform's authorise address with a state bound to the
 * asking session and a PKCE verifier kept sealed on the server; the callback's code exchanged for the
 * shop's tokens, stored sealed; a usable access token on demand, refreshed when it expired.
 */
export function createShopGrantsService(deps: {
  db: Db;
  channels: Channels;
  seal: TokenSeal;
  now?: () => Date;
}) {
  const { db, channels, seal } = deps;
  const now = deps.now ?? (() => new Date());
  const claims = createPushClaims(db);

  async function store(on: Db, userId: number, channel: ListingChannel, grant: ShopGrant) {
    const row = {
      shopId: grant.shopId,
      shopName: grant.shopName,
      sellerNick: grant.sellerNick,
      imageCropRatio: grant.imageCropRatio,
      accessTokenSealed: seal.seal(grant.accessToken),
      refreshTokenSealed: seal.seal(grant.refreshToken),
      expiresAt: grant.expiresAt,
      updatedAt: now(),
    };
    await on
      .insert(listingShopGrants)
      .values({ userId, channel, ...row })
      .onConflictDoUpdate({ target: [listingShopGrants.userId, listingShopGrants.channel], set: row });
  }

  const usable = (row: typeof listingShopGrants.$inferSelect, accessToken: string): UsableShop => ({
    accessToken,
    shopId: row.shopId,
    shopName: row.shopName,
    sellerNick: row.sellerNick,
    imageCropRatio: row.imageCropRatio === '3:4' ? '3:4' : '1',
  });

  async function grantOf(on: Db, userId: number, channel: ListingChannel) {
    const [row] = await on
      .select()
      .from(listingShopGrants)
      .where(and(eq(listingShopGrants.userId, userId), eq(listingShopGrants.channel, channel)));
    return row ?? null;
  }

  /** New tokens from the refresh token; a refused refresh forgets the grant (the buyer authorises again). */
  async function refreshed(
    userId: number,
    channel: ListingChannel,
    row: typeof listingShopGrants.$inferSelect,
  ) {
    const adapter = channels[channel];
    if (!adapter) return null;
    try {
      const grant = await adapter.refresh(seal.open(row.refreshTokenSealed));
      await store(db, userId, channel, grant);
      return usable({ ...row, ...grant }, grant.accessToken);
    } catch (error) {
      if (!(error instanceof ChannelRefused)) throw error;
      await db
        .delete(listingShopGrants)
        .where(and(eq(listingShopGrants.userId, userId), eq(listingShopGrants.channel, channel)));
      return null;
    }
  }

  /** A grant whose access token is neither past its expiry nor the one the platform refused. */
  const live = (row: typeof listingShopGrants.$inferSelect, stale: string | undefined) =>
    row.expiresAt.getTime() > now().getTime() &&
    (stale === undefined || seal.open(row.accessTokenSealed) !== stale);

  return {
    offers: (channel: ListingChannel) => channels[channel] !== undefined,

    async authorise(userId: number, sessionId: string, channel: ListingChannel, redirectUri: string) {
      const adapter = channels[channel];
      if (!adapter) return null;
      const { url, secrets } = adapter.authorise(redirectUri);
      await db
        .delete(listingAuthorisations)
        .where(lt(listingAuthorisations.createdAt, new Date(now().getTime() - AUTHORISE_SECONDS * 1000)));
      await db.insert(listingAuthorisations).values({
        state: hashOf(secrets.state),
        userId,
        sessionHash: hashOf(sessionId),
        channel,
        codeVerifierSealed: seal.seal(secrets.codeVerifier),
        createdAt: now(),
      });
      return url;
    },

    /** The platform sent the seller back: the state must be this session's, fresh, and used once. */
    async callback(
      userId: number,
      sessionId: string,
      channel: ListingChannel,
      callbackUrl: URL,
      redirectUri: string,
    ): Promise<CallbackResult> {
      const adapter = channels[channel];
      const state = callbackUrl.searchParams.get('state');
      if (!adapter || !state) return { kind: 'refused', reason: 'state' };
      const [attempt] = await db
        .delete(listingAuthorisations)
        .where(eq(listingAuthorisations.state, hashOf(state)))
        .returning();
      const fresh =
        attempt !== undefined &&
        attempt.userId === userId &&
        attempt.sessionHash === hashOf(sessionId) &&
        attempt.channel === channel &&
        now().getTime() - attempt.createdAt.getTime() < AUTHORISE_SECONDS * 1000;
      if (!fresh) return { kind: 'refused', reason: 'state' };
      if (callbackUrl.searchParams.has('error')) return { kind: 'refused', reason: 'denied' };
      try {
        const grant = await adapter.exchangeCode(
          callbackUrl,
          { state, codeVerifier: seal.open(attempt.codeVerifierSealed) },
          redirectUri,
        );
        await store(db, userId, channel, grant);
        return { kind: 'ok', channel };
      } catch (error) {
        if (error instanceof ChannelRefused) return { kind: 'refused', reason: 'platform' };
        throw error;
      }
    },

    /** The buyer's authorised shops on every platform: never a token. */
    async shops(userId: number) {
      const rows = await db.select().from(listingShopGrants).where(eq(listingShopGrants.userId, userId));
      return rows.map((row) => ({
        channel: row.channel as ListingChannel,
        shopName: row.shopName,
        sellerNick: row.sellerNick,
        isExpire: row.expiresAt.getTime() <= now().getTime(),
      }));
    },

    /** Forgets the buyer's shop on a platform, its sealed tokens with it; false when there was none. */
    async remove(userId: number, channel: ListingChannel) {
      const removed = await db
        .delete(listingShopGrants)
        .where(and(eq(listingShopGrants.userId, userId), eq(listingShopGrants.channel, channel)))
        .returning({ channel: listingShopGrants.channel });
      return removed.length > 0;
    },

    /** What the buyer may know of their grant: never a token. */
    async summary(userId: number, channel: ListingChannel) {
      const row = await grantOf(db, userId, channel);
      if (!row) return null;
      return {
        shopName: row.shopName,
        sellerNick: row.sellerNick,
        imageCropRatio: row.imageCropRatio === '3:4' ? ('3:4' as const) : ('1' as const),
        expired: row.expiresAt.getTime() <= now().getTime(),
      };
    },

    /**
     * The shop with a live access token, or null: the buyer must authorise. The one place a token is
     * refreshed: when it expired, or when the platform refused it (`stale`, the token it refused). A
     * refresh token is used up by its refresh (decision 041), so the refresh holds the shop's key: a
     * parallel push waits for it and takes the new token. The platform is called outside any transaction.
     */
    async access(userId: number, channel: ListingChannel, stale?: string): Promise<UsableShop | null> {
      const row = await grantOf(db, userId, channel);
      if (!row) return null;
      if (live(row, stale)) return usable(row, seal.open(row.accessTokenSealed));
      return claims.hold(`token:u${userId}:${channel}`, async () => {
        const current = await grantOf(db, userId, channel);
        if (!current) return null;
        if (live(current, stale)) return usable(current, seal.open(current.accessTokenSealed));
        return refreshed(userId, channel, current);
      });
    },

    /** Whether the shop waits for face verification (spec 2 isNeedIdentification); null: not authorised. */
    async verification(userId: number, channel: ListingChannel) {
      const shop = await this.access(userId, channel);
      const adapter = channels[channel];
      return shop && adapter ? adapter.verification(shop) : null;
    },
  };
}
export type ShopGrantsService = ReturnType<typeof createShopGrantsService>;
