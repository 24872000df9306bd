import { CUSTOM_MADE_TRANSACTION_MODE, type ListingChannel } from '@stallhub/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/connection.ts';
import {
  type AddOutcome,
  type ChannelAdapter,
  ChannelTokenExpired,
  type ListingDraft,
} from '../../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../../outside/channels/channels.ts';
import type { ListingSource, ListingSourcesService } from '../../catalogue/index.ts';
import type { ShopGrantsService, UsableShop } from '../shop-grants-service.ts';
import { listingUploads } from '../tables.ts';
import { listedSkus } from './listing-draft.ts';
import { createPushClaims } from './push-claims.ts';

/** Why an item cannot be pushed at all, before any platform call; each caller words it its own way. */
export type PushRefusal = 'noPlatform' | 'noItem' | 'customMade' | 'offShelf' | 'notAuthorised';

export type PushCheck =
  | { ready: true; item: ListingSource; shop: UsableShop; adapter: ChannelAdapter }
  | { ready: false; refusal: PushRefusal };

/** A push's outcome as the upload history keeps it, under its idempotency key. */
export interface PushRecord {
  userId: number;
  itemId: number;
  channel: ListingChannel;
  shop: UsableShop;
  key: string;
  draft: ListingDraft;
  status: 'listed' | 'failed';
  toItemId?: string | null;
  uploadTime?: Date;
  failureCode?: number | null;
  failureReason?: string | null;
}

/**
 * The one push path of an item to a platform (decision 079): check, key, push, record. The direct
 * upload, the batch worker and listing sync all go through it. The platform is called outside any
 * transaction or lock: a key is claimed by one statement (`hold`), the call made, and its outcome written
 * after under the key, so one slow platform holds back only the pushes of its own key.
 */
export function createListingPush(deps: {
  db: Db;
  channels: Channels;
  grants: ShopGrantsService;
  sources: ListingSourcesService;
}) {
  const { db, channels, grants, sources } = deps;
  const claims = createPushClaims(db);

  /**
   * `call` with the shop's token; a token the platform refuses is refreshed once (the grants' `access`,
   * the one place a token is refreshed) and the call made again. Null: the shop is no longer the buyer's
   * to use (the refresh was refused, or the grant is now for another shop).
   */
  async function withShop<T>(
    userId: number,
    channel: ListingChannel,
    shop: UsableShop,
    call: (shop: UsableShop) => Promise<T>,
  ): Promise<{ shop: UsableShop; answer: T } | null> {
    try {
      return { shop, answer: await call(shop) };
    } catch (error) {
      if (!(error instanceof ChannelTokenExpired)) throw error;
    }
    const renewed = await grants.access(userId, channel, shop.accessToken);
    if (!renewed || renewed.shopId !== shop.shopId) return null;
    try {
      return { shop: renewed, answer: await call(renewed) };
    } catch (error) {
      if (error instanceof ChannelTokenExpired) return null;
      throw error;
    }
  }

  return {
    /** The rules an item must pass before it is pushed: a platform offered, the item listable, a shop. */
    async check(userId: number, channel: ListingChannel, itemId: number): Promise<PushCheck> {
      const adapter = channels[channel];
      if (!adapter) return { ready: false, refusal: 'noPlatform' };
      const item = await sources.item(itemId);
      if (!item) return { ready: false, refusal: 'noItem' };
      if (item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE)
        return { ready: false, refusal: 'customMade' };
      if (item.status !== 1) return { ready: false, refusal: 'offShelf' };
      const shop = await grants.access(userId, channel);
      if (!shop) return { ready: false, refusal: 'notAuthorised' };
      return { ready: true, item, shop, adapter };
    },

    /** Runs `work` holding the key: pushes of one key go one at a time, no transaction held. */
    hold: claims.hold,

    withShop,

    /** The push itself, outside any transaction; null: the shop's authorisation is gone. */
    push: (userId: number, channel: ListingChannel, shop: UsableShop, draft: ListingDraft) =>
      withShop<AddOutcome>(userId, channel, shop, (access) => channels[channel]!.addItem(access, draft)),

    /** The outcome recorded under the key already, if any. */
    async recorded(key: string) {
      const [row] = await db.select().from(listingUploads).where(eq(listingUploads.idempotencyKey, key));
      return row ?? null;
    },

    /** Writes the outcome under its key (`on`: the caller's transaction, when it ends a job with it). */
    async record(push: PushRecord, on: Db = db) {
      const row = {
        status: push.status,
        platformShopName: push.shop.shopName,
        title: push.draft.title,
        priceCents: push.draft.priceCents,
        skus: listedSkus(push.draft),
        uploadTime: push.uploadTime ?? new Date(),
        toItemId: push.toItemId ?? null,
        failureCode: push.failureCode ?? null,
        failureReason: push.failureReason ?? null,
        deletedAt: null,
      };
      await on
        .insert(listingUploads)
        .values({
          userId: push.userId,
          itemId: push.itemId,
          channel: push.channel,
          platformShopId: push.shop.shopId,
          idempotencyKey: push.key,
          ...row,
        })
        .onConflictDoUpdate({ target: listingUploads.idempotencyKey, set: row });
    },
  };
}
export type ListingPush = ReturnType<typeof createListingPush>;
