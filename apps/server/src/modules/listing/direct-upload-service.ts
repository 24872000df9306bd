import {
  CODE,
  type DirectUploadResult,
  type Language,
  LISTING_CODE,
  type ListingChannel,
  titleByRule,
  UNCHECK_RECORD,
} from '@stallhub/contracts';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { badRequest } from '../../http/errors.ts';
import type { AddOutcome } from '../../outside/channels/channel-adapter.ts';
import type { Channels } from '../../outside/channels/channels.ts';
import type { ListingSourcesService } from '../catalogue/index.ts';
import type { MarkupService } from './markup-service.ts';
import { listingMessage, platformName } from './messages.ts';
import { listingDraft } from './push/listing-draft.ts';
import { createListingPush, type PushRefusal } from './push/listing-push.ts';
import type { UploadSettingsService } from './settings-service.ts';
import type { ShopGrantsService } from './shop-grants-service.ts';
import { listingUploads } from './tables.ts';

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

/** How each refusal before the push is answered (spec 2 §4: 209, or 404 for an item that is not there). */
const REFUSAL: Record<PushRefusal, { code: number; key: Parameters<typeof listingMessage>[1] }> = {
  noPlatform: { code: LISTING_CODE.refused, key: 'notOffered' },
  noItem: { code: CODE.notFound, key: 'noItem' },
  customMade: { code: LISTING_CODE.refused, key: 'customMade' },
  offShelf: { code: LISTING_CODE.refused, key: 'offShelf' },
  notAuthorised: { code: LISTING_CODE.refused, key: 'notAuthorised' },
};

/**
 * The direct Taobao upload (spec 2 §4 "Direct Taobao upload"): the item pushed to the buyer's
 * authorised shop through the one push path (decision 079), with every result code of the spec. Pushes
 * of one item to one shop by one buyer run one at a time under its key's claim, held outside any
 * transaction while the platform answers; each is recorded under an idempotency key, so a doubled or
 * retried request finds the record instead of listing twice.
 */
export function createDirectUploadService(deps: {
  db: Db;
  channels: Channels;
  grants: ShopGrantsService;
  markup: MarkupService;
  sources: ListingSourcesService;
  uploadSettings: UploadSettingsService;
}) {
  const { db, markup, uploadSettings } = deps;
  const path = createListingPush(deps);

  /**
   * Before the push, under the key's claim: the listing the buyer is shown as uploaded before (201), the
   * idempotency key of this push, and its outcome if a twin request recorded one already.
   */
  async function keyOf(
    userId: number,
    itemId: number,
    channel: ListingChannel,
    shopId: string,
    unCheckRecord: DirectUpload['unCheckRecord'],
  ) {
    const mine = and(
      eq(listingUploads.userId, userId),
      eq(listingUploads.itemId, itemId),
      eq(listingUploads.channel, channel),
      eq(listingUploads.platformShopId, shopId),
      eq(listingUploads.status, 'listed'),
    );
    const single = `u${userId}:i${itemId}:${channel}:${shopId}:single`;
    const [latest] = await db
      .select()
      .from(listingUploads)
      .where(mine)
      .orderBy(desc(listingUploads.id))
      .limit(1);
    if (latest && unCheckRecord === UNCHECK_RECORD.check) {
      await db
        .update(listingUploads)
        .set({ shownAsBeforeAt: new Date() })
        .where(eq(listingUploads.id, latest.id));
      return { before: latest } as const;
    }
    // A confirmed second listing repeats the listing the buyer was last shown as uploaded before: its
    // twin request (a double click, a retry) has the same key and finds the listing it made.
    const [shown] = await db
      .select({ id: listingUploads.id })
      .from(listingUploads)
      .where(and(mine, isNotNull(listingUploads.shownAsBeforeAt)))
      .orderBy(desc(listingUploads.id))
      .limit(1);
    const key =
      unCheckRecord === UNCHECK_RECORD.listAgain ? `${single}:again:${shown?.id ?? 'platform'}` : single;
    return { key, done: await path.recorded(key) } as const;
  }

  return {
    async upload(userId: number, lang: Language, input: DirectUpload, origin: string): Promise<UploadAnswer> {
      const cropped = input.imageUrls ? ownPictures(input.imageUrls, origin) : null;
      const channel = input.market;
      // Messages that name the platform name it in the reader's language (decision 072).
      const named = { platform: platformName(lang, channel) };
      const notAuthorised = (): UploadAnswer => ({
        code: LISTING_CODE.refused,
        message: listingMessage(lang, 'notAuthorised', named),
        data: {},
      });
      const checked = await path.check(userId, channel, input.itemId);
      if (!checked.ready) {
        const { code, key } = REFUSAL[checked.refusal];
        return { code, message: listingMessage(lang, key, named), data: {} };
      }
      const { item, shop } = checked;
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

      return path.hold(`push:u${userId}:i${item.id}:${channel}:${shop.shopId}`, async () => {
        const found = await keyOf(userId, item.id, channel, shop.shopId, input.unCheckRecord);
        if (found.before) {
          return {
            code: LISTING_CODE.alreadyUploaded,
            message: listingMessage(lang, 'alreadyUploaded'),
            data: {
              toItemId: found.before.toItemId ?? '',
              uploadTime: found.before.uploadTime.toISOString(),
            },
          };
        }
        const { key, done } = found;
        if (done?.status === 'listed') {
          return {
            code: CODE.ok,
            message: 'success',
            data: { toItemId: done.toItemId ?? '', uploadTime: done.uploadTime.toISOString() },
          };
        }
        const pushed = await path.push(userId, channel, shop, draft);
        if (!pushed) return notAuthorised();
        const upload = { userId, itemId: item.id, channel, shop: pushed.shop, key, draft };
        const answer = answerOf(lang, pushed.answer, named, pushed.shop.imageCropRatio);
        if (answer.record === 'listed' && pushed.answer.kind === 'listed') {
          await path.record({
            ...upload,
            status: 'listed',
            toItemId: pushed.answer.toItemId,
            uploadTime: pushed.answer.uploadTime,
          });
        } else if (answer.record === 'failed') {
          await path.record({
            ...upload,
            status: 'failed',
            failureCode: answer.code,
            failureReason: answer.message,
          });
        }
        return { code: answer.code, message: answer.message, data: answer.data };
      });
    },
  };
}
export type DirectUploadService = ReturnType<typeof createDirectUploadService>;

/**
 * The platform's answer in spec 2 §4's codes, and what the history keeps of it: a listing, a failure,
 * or nothing (uploaded before on the platform; the shop awaits face verification).
 */
function answerOf(
  lang: Language,
  outcome: AddOutcome,
  named: { platform: string },
  imageCropRatio: '1' | '3:4',
): UploadAnswer & { record: 'listed' | 'failed' | null } {
  const failed = (code: number, key: Parameters<typeof listingMessage>[1], data: DirectUploadResult) => ({
    code,
    message: listingMessage(lang, key, named),
    data,
    record: 'failed' as const,
  });
  switch (outcome.kind) {
    case 'listed':
      return {
        code: CODE.ok,
        message: 'success',
        data: {
          toItemId: outcome.toItemId,
          uploadTime: outcome.uploadTime.toISOString(),
          itemUrl: outcome.itemUrl,
          droppedDescriptionImages: outcome.droppedDescriptionImages,
        },
        record: 'listed',
      };
    case 'listed-before':
      return {
        code: LISTING_CODE.alreadyUploaded,
        message: listingMessage(lang, 'alreadyUploaded'),
        data: { toItemId: outcome.toItemId, uploadTime: outcome.uploadTime.toISOString() },
        record: null,
      };
    case 'needs-verification':
      return {
        code: CODE.ok,
        message: listingMessage(lang, 'needVerification', named),
        data: { needVerification: true, verificationUrl: outcome.verificationUrl },
        record: null,
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
        imageCropRatio,
        images: outcome.images,
      });
    case 'image-unreadable':
      return failed(LISTING_CODE.imageUnreadable, 'imageUnreadable', { url: outcome.url });
  }
}
