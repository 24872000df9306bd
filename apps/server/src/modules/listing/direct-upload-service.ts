import {
  CODE,
  CUSTOM_MADE_TRANSACTION_MODE,
  type DirectUploadResult,
  imageUrl,
  type Language,
  LISTING_CODE,
  type ListingChannel,
  MAIN_IMAGES_CHECKED,
  titleByRule,
  UNCHECK_RECORD,
} from '@stallhub/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { OWNER_LOCK, type Tx, withOwnerLock } from '../../db/transaction.ts';
import { badRequest } from '../../http/errors.ts';
import {
  type AddOutcome,
  ChannelTokenExpired,
  type ListingDraft,
} from '../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../outside/channels/channels.ts';
import type { ListingSource, ListingSourcesService } from '../catalogue/index.ts';
import { markedUpCents } from './markup.ts';
import type { MarkupService } from './markup-service.ts';
import { listingMessage, platformName } from './messages.ts';
import type { UploadSettingsService } from './settings-service.ts';
import type { ShopGrantsService, UsableShop } from './shop-grants-service.ts';
import { type ListedSku, listingUploads } from './tables.ts';

/** The picture size pushed: the largest stored (spec 3 §9 detail size). */
const PUSHED_SIZE = 800;

export interface DirectUpload {
  itemId: number;
  /** The platform pushed to (spec 2's `market`): every platform takes the same push (decision 072). */
  market: ListingChannel;
  unCheckRecord: '1' | '2';
  imageUrls?: string[];
  splitTooLongDesc?: boolean;
}

/** A business answer: the envelope's code, message and data. */
export interface UploadAnswer {
  code: number;
  message: string;
  data: DirectUploadResult;
}

/**
 * The cropped pictures a buyer sends must be ours: addresses in our storage, on our own origin (or
 * paths there). Anything else would have the platform fetch a stranger's address in our name.
 */
export function ownPictures(urls: string[], origin: string): string[] {
  return urls.map((raw) => {
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      throw badRequest(`imageUrls: ${raw} is not an address`);
    }
    if (url.origin !== origin || !url.pathname.startsWith('/storage/') || url.search || url.username) {
      throw badRequest('imageUrls: pictures must be in Stallhub storage');
    }
    return url.href;
  });
}

/** How the item goes: the title and pictures pushed, and the answers to the platform's questions. */
export interface DraftChoices {
  title?: string;
  /** Absolute addresses of the main pictures; the item's own when absent. */
  pictures?: string[];
  allowDuplicate: boolean;
  splitTooLongDesc?: boolean;
}

/** The item as the platform gets it: title, first 5 pictures, SKUs, each price by the buyer's rule. */
export function listingDraft(
  item: ListingSource,
  rule: Awaited<ReturnType<MarkupService['ruleFor']>>,
  origin: string,
  choices: DraftChoices,
): ListingDraft {
  const absolute = (base: string) => new URL(imageUrl(base, PUSHED_SIZE), origin).href;
  return {
    sourceItemId: String(item.id),
    title: choices.title ?? item.title,
    priceCents: markedUpCents(item.price, rule),
    pictures: (choices.pictures ?? item.pictures.map(absolute)).slice(0, MAIN_IMAGES_CHECKED),
    skus: item.skus.map((sku) => ({
      colour: sku.colour,
      size: sku.size,
      stock: sku.stock,
      priceCents: markedUpCents(sku.price, rule),
    })),
    descriptionImages: item.pictures.map(absolute),
    allowDuplicate: choices.allowDuplicate,
    splitTooLongDesc: choices.splitTooLongDesc,
  };
}

/** The SKUs a listing starts with, as a later sync compares them (decision 057). */
export const listedSkus = (draft: ListingDraft): ListedSku[] =>
  draft.skus.map(({ colour, size, stock, priceCents }) => ({ colour, size, stock, priceCents }));

/**
 * The direct Taobao upload (spec 2 §4 "Direct Taobao upload"): the item pushed to the buyer's
 * authorised shop through its adapter, with every result code of the spec. One buyer's pushes run one at
 * a time under their owner lock (decision 030), and each is recorded under an idempotency key, so a
 * doubled or retried request finds the record instead of listing twice.
 */
export function createDirectUploadService(deps: {
  db: Db;
  channels: Channels;
  grants: ShopGrantsService;
  markup: MarkupService;
  sources: ListingSourcesService;
  uploadSettings: UploadSettingsService;
}) {
  const { db, channels, grants, markup, sources, uploadSettings } = deps;

  const refused = (
    lang: Language,
    key: Parameters<typeof listingMessage>[1],
    values: Record<string, string> = {},
  ): UploadAnswer => ({
    code: LISTING_CODE.refused,
    message: listingMessage(lang, key, values),
    data: {},
  });

  async function push(
    tx: Tx,
    userId: number,
    channel: ListingChannel,
    shop: UsableShop,
    draft: ListingDraft,
  ): Promise<AddOutcome | null> {
    const adapter = channels[channel]!;
    try {
      return await adapter.addItem(shop, draft);
    } catch (error) {
      if (!(error instanceof ChannelTokenExpired)) throw error;
      const renewed = await grants.refreshNow(userId, channel, tx);
      return renewed ? adapter.addItem(renewed, draft) : null;
    }
  }

  return {
    async upload(userId: number, lang: Language, input: DirectUpload, origin: string): Promise<UploadAnswer> {
      const cropped = input.imageUrls ? ownPictures(input.imageUrls, origin) : null;
      const channel = input.market;
      // Messages that name the platform name it in the reader's language (decision 072).
      const named = { platform: platformName(lang, channel) };
      if (!channels[channel]) return refused(lang, 'notOffered');
      const item = await sources.item(input.itemId);
      if (!item) return { code: CODE.notFound, message: listingMessage(lang, 'noItem'), data: {} };
      if (item.transactionMode === CUSTOM_MADE_TRANSACTION_MODE) return refused(lang, 'customMade');
      if (item.status !== 1) return refused(lang, 'offShelf');
      const shop = await grants.access(userId, channel);
      if (!shop) return refused(lang, 'notAuthorised', named);
      const [rule, settings] = await Promise.all([
        markup.ruleFor(userId, channel),
        uploadSettings.of(userId),
      ]);
      const draft = listingDraft(item, rule, origin, {
        title: titleByRule(item.title, settings),
        pictures: cropped ?? undefined,
        allowDuplicate: input.unCheckRecord === UNCHECK_RECORD.listAgain,
        splitTooLongDesc: input.splitTooLongDesc,
      });

      return withOwnerLock(db, OWNER_LOCK.listingUploads, userId, async (tx) => {
        const mine = and(
          eq(listingUploads.userId, userId),
          eq(listingUploads.itemId, item.id),
          eq(listingUploads.channel, channel),
          eq(listingUploads.shopId, shop.shopId),
          eq(listingUploads.status, 'listed'),
        );
        const [latest] = await tx
          .select()
          .from(listingUploads)
          .where(mine)
          .orderBy(desc(listingUploads.id))
          .limit(1);
        const single = `u${userId}:i${item.id}:${channel}:${shop.shopId}:single`;
        if (latest && input.unCheckRecord === UNCHECK_RECORD.check) {
          await tx
            .update(listingUploads)
            .set({ shownAsBeforeAt: new Date() })
            .where(eq(listingUploads.id, latest.id));
          return {
            code: LISTING_CODE.alreadyUploaded,
            message: listingMessage(lang, 'alreadyUploaded'),
            data: { toItemId: latest.toItemId ?? '', uploadTime: latest.uploadTime.toISOString() },
          };
        }
        // A confirmed second listing repeats the listing the buyer was last shown as uploaded before: its
        // twin request (a double click, a retry) has the same key and finds the listing it made.
        const [shown] = await tx
          .select({ id: listingUploads.id })
          .from(listingUploads)
          .where(and(mine, isNotNull(listingUploads.shownAsBeforeAt)))
          .orderBy(desc(listingUploads.id))
          .limit(1);
        const key =
          input.unCheckRecord === UNCHECK_RECORD.listAgain
            ? `${single}:again:${shown?.id ?? 'platform'}`
            : single;
        const [done] = await tx.select().from(listingUploads).where(eq(listingUploads.idempotencyKey, key));
        if (done?.status === 'listed') {
          return {
            code: CODE.ok,
            message: 'success',
            data: { toItemId: done.toItemId ?? '', uploadTime: done.uploadTime.toISOString() },
          };
        }

        const outcome = await push(tx, userId, channel, shop, draft);
        if (!outcome) return refused(lang, 'notAuthorised', named);
        const record = async (
          status: 'listed' | 'failed',
          fields: Partial<typeof listingUploads.$inferInsert>,
        ) => {
          const row = {
            status,
            shopName: shop.shopName,
            title: draft.title,
            priceCents: draft.priceCents,
            skus: listedSkus(draft),
            uploadTime: new Date(),
            toItemId: null,
            failureCode: null,
            failureReason: null,
            deletedAt: null,
            ...fields,
          };
          await tx
            .insert(listingUploads)
            .values({
              userId,
              itemId: item.id,
              channel,
              shopId: shop.shopId,
              idempotencyKey: key,
              ...row,
            })
            .onConflictDoUpdate({ target: listingUploads.idempotencyKey, set: row });
        };
        const failed = async (
          code: number,
          key: Parameters<typeof listingMessage>[1],
          data: DirectUploadResult,
        ) => {
          const message = listingMessage(lang, key, named);
          await record('failed', { failureCode: code, failureReason: message });
          return { code, message, data };
        };

        switch (outcome.kind) {
          case 'listed':
            await record('listed', { toItemId: outcome.toItemId, uploadTime: outcome.uploadTime });
            return {
              code: CODE.ok,
              message: 'success',
              data: {
                toItemId: outcome.toItemId,
                uploadTime: outcome.uploadTime.toISOString(),
                itemUrl: outcome.itemUrl,
                droppedDescriptionImages: outcome.droppedDescriptionImages,
              },
            };
          case 'listed-before':
            return {
              code: LISTING_CODE.alreadyUploaded,
              message: listingMessage(lang, 'alreadyUploaded'),
              data: { toItemId: outcome.toItemId, uploadTime: outcome.uploadTime.toISOString() },
            };
          case 'needs-verification':
            return {
              code: CODE.ok,
              message: listingMessage(lang, 'needVerification', named),
              data: { needVerification: true, verificationUrl: outcome.verificationUrl },
            };
          case 'description-too-tall':
            return failed(LISTING_CODE.descriptionTooTall, 'descriptionTooTall', {
              height: outcome.height,
              maxHeight: outcome.maxHeight,
              fittingImages: outcome.fittingImages,
            });
          case 'image-space-full':
            return failed(LISTING_CODE.imageSpaceFull, 'imageSpaceFull', {});
          case 'main-images-refused':
            return failed(LISTING_CODE.mainImagesRefused, 'mainImagesRefused', {
              imageCropRatio: shop.imageCropRatio,
              images: outcome.images,
            });
          case 'image-unreadable':
            return failed(LISTING_CODE.imageUnreadable, 'imageUnreadable', { url: outcome.url });
        }
      });
    },
  };
}
export type DirectUploadService = ReturnType<typeof createDirectUploadService>;
