import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CHANNELS, type Channel, isChannel } from './channels.ts';
import type { createGrantStore } from './grants.ts';
import { type ImageSizes, ImageUnreadable } from './image-sizes.ts';
import {
  DESCRIPTION_LIMIT,
  descriptionFit,
  firstField,
  ITEM_CODES,
  type ItemChange,
  itemChangeSchema,
  itemDraftSchema,
  itemRelistSchema,
  MAIN_IMAGE_RULES,
  MAIN_IMAGES_CHECKED,
  refusedMainImages,
} from './item-rules.ts';
import type { ListedItem, Shop, ShopStore } from './listing-shops.ts';
import { bearerToken } from './oauth-wire.ts';

type ShopGrants = ReturnType<typeof createGrantStore<Shop>>;
type ShopParams = { channel: string; shopId: string };
type ItemParams = ShopParams & { itemId: string };

/** An item add as it reaches the platform, before any check. */
export interface HeldAdd {
  channel: Channel;
  shopId: string;
  outerId: string;
}

interface ItemApiOptions {
  grants: ShopGrants;
  shops: ShopStore;
  images: ImageSizes;
  baseUrl: () => string;
  now: () => number;
  holdAdd?: (add: HeldAdd) => Promise<void> | undefined;
}

/**
 * The item API under /open/{channel}/shops/{shopId}: add an item with the rules of spec 2 §4-§5, change
 * its price and stock, delist it, put it back on sale (relist, as Taobao's `taobao.item.update.listing`
 * or Pinduoduo's `pdd.goods.sale.status.set`), and ask whether the shop waits for face verification. Answers carry
 * `code` (spec 2's 200, 201, 1002, 5001; the sandbox's 1003 and 1004) with HTTP 200; a malformed
 * request is a 400 naming the field, a missing or expired token 401, another shop's token 403.
 */
export function registerItemApi(app: FastifyInstance, options: ItemApiOptions) {
  registerAddingItems(app, options);
  registerChangingItems(app, options);
  registerVerificationQuestion(app, options);
}

const verificationUrl = (baseUrl: () => string, shop: Shop) =>
  `${baseUrl()}/open/${shop.channel}/verify/${encodeURIComponent(shop.verificationTicket)}`;

const refuse = (reply: FastifyReply, status: number, message: string, field?: string) =>
  reply.status(status).send({ code: status, message, ...(field ? { field } : {}) });

/** The shop the request may act on: the token's own, for this platform and client, or nothing. */
function authorisedShop(
  grants: ShopGrants,
  request: FastifyRequest<{ Params: ShopParams }>,
  reply: FastifyReply,
): Shop | null {
  const { channel, shopId } = request.params;
  const access = grants.token(bearerToken(request));
  if (!isChannel(channel) || !access || access.platform !== channel) {
    reply.header('www-authenticate', 'Bearer error="invalid_token"');
    refuse(reply, 401, 'access token missing, unknown or expired');
    return null;
  }
  if (access.account.id !== shopId) {
    refuse(reply, 403, 'this token is for another shop');
    return null;
  }
  return access.account;
}

/**
 * The shop's own item the request names and the change its body asks for, every SKU named the item's;
 * else the refusal is sent (401/403, 404, 400 naming the field) and the answer is null.
 */
function itemAndChange(
  { grants, shops }: Pick<ItemApiOptions, 'grants' | 'shops'>,
  request: FastifyRequest<{ Params: ItemParams; Body: unknown }>,
  reply: FastifyReply,
  schema: z.ZodType<ItemChange>,
): { item: ListedItem; change: ItemChange } | null {
  const shop = authorisedShop(grants, request, reply);
  if (!shop) return null;
  const item = shops.item(shop, request.params.itemId);
  if (!item) {
    refuse(reply, 404, 'no such item in this shop');
    return null;
  }
  const parsed = schema.safeParse(request.body ?? {});
  if (!parsed.success) {
    const { field, message } = firstField(parsed.error);
    refuse(reply, 400, `${field}: ${message}`, field);
    return null;
  }
  const unknown = (parsed.data.skus ?? []).findIndex((wanted) => !skuOf(item, wanted));
  if (unknown >= 0) {
    refuse(reply, 400, `skus.${unknown}: no such colour and size`, `skus.${unknown}`);
    return null;
  }
  return { item, change: parsed.data };
}

/** Adding an item: the draft's checks in the platform's order, then the listing. */
function registerAddingItems(
  app: FastifyInstance,
  { grants, shops, images, baseUrl, holdAdd }: ItemApiOptions,
) {
  app.post<{ Params: ShopParams; Body: unknown }>(
    '/open/:channel/shops/:shopId/items',
    async (request, reply) => {
      const shop = authorisedShop(grants, request, reply);
      if (!shop) return reply;
      const parsed = itemDraftSchema.safeParse(request.body);
      if (!parsed.success) {
        const { field, message } = firstField(parsed.error);
        return refuse(reply, 400, `${field}: ${message}`, field);
      }
      const { allowDuplicate, splitTooLongDesc, ...draft } = parsed.data;
      // A platform that is slow to answer (issue 28 point 4's test): the add waits before any check.
      await holdAdd?.({ channel: shop.channel, shopId: shop.id, outerId: draft.outerId });
      const addresses = [
        ...draft.pictures.map((url, i) => [`pictures.${i}`, url] as const),
        ...draft.descriptionImages.map((url, i) => [`descriptionImages.${i}`, url] as const),
      ];
      const outside = addresses.find(([, url]) => !images.allowed(url));
      if (outside)
        return refuse(reply, 400, `${outside[0]}: not an address of the seller's storage`, outside[0]);

      if (shop.needsVerification) {
        return {
          code: ITEM_CODES.ok,
          message: 'face verification needed',
          data: { needVerification: true, verificationUrl: verificationUrl(baseUrl, shop) },
        };
      }
      const earlier = allowDuplicate ? undefined : shops.listedAlready(shop, draft);
      if (earlier) {
        return {
          code: ITEM_CODES.listedBefore,
          message: 'item already listed in this shop',
          data: { toItemId: earlier.toItemId, uploadTime: new Date(earlier.uploadTime).toISOString() },
        };
      }

      const pictures = await picturesChecked(images, shop, draft, splitTooLongDesc);
      if ('refusal' in pictures) return pictures.refusal;
      const { descriptionImages } = pictures;
      if (
        shop.imageSpace.used + draft.pictures.length + descriptionImages.length >
        shop.imageSpace.capacity
      ) {
        return {
          code: ITEM_CODES.imageSpaceFull,
          message: 'image space is full',
          data: { used: shop.imageSpace.used, capacity: shop.imageSpace.capacity },
        };
      }
      const item = shops.list(shop, { ...draft, descriptionImages });
      return {
        code: ITEM_CODES.ok,
        message: 'success',
        data: {
          toItemId: item.toItemId,
          uploadTime: new Date(item.uploadTime).toISOString(),
          itemUrl: `${baseUrl()}/shops/${shop.channel}/${encodeURIComponent(shop.id)}#item-${item.toItemId}`,
          droppedDescriptionImages: draft.descriptionImages.length - descriptionImages.length,
        },
      };
    },
  );
}

/**
 * The checks that read the pictures: every one readable, the main pictures of the template's ratio and
 * size, the description no taller than the limit unless the seller lets the images past it drop. Gives
 * the refusal, or the description images kept.
 */
async function picturesChecked(
  images: ImageSizes,
  shop: Shop,
  draft: { pictures: string[]; descriptionImages: string[] },
  splitTooLongDesc: boolean,
) {
  let mainSizes: Awaited<ReturnType<ImageSizes['measureAll']>>;
  let descriptionSizes: typeof mainSizes;
  try {
    [mainSizes, descriptionSizes] = await Promise.all([
      images.measureAll(CHANNELS[shop.channel].ratioRule ? draft.pictures.slice(0, MAIN_IMAGES_CHECKED) : []),
      images.measureAll(draft.descriptionImages),
    ]);
  } catch (error) {
    if (!(error instanceof ImageUnreadable)) throw error;
    return {
      refusal: {
        code: ITEM_CODES.imageUnreadable,
        message: 'image could not be read',
        data: { url: error.url },
      },
    };
  }
  const refused = refusedMainImages(mainSizes, shop.imageCropRatio);
  if (refused.length > 0) {
    const rule = MAIN_IMAGE_RULES[shop.imageCropRatio];
    return {
      refusal: {
        code: ITEM_CODES.mainImagesRefused,
        message: `main images must be ${rule.ratio}, at least ${rule.minWidth}x${rule.minHeight}`,
        data: { ratio: rule.ratio, minWidth: rule.minWidth, minHeight: rule.minHeight, images: refused },
      },
    };
  }
  const fit = descriptionFit(descriptionSizes);
  if (fit.height > DESCRIPTION_LIMIT.maxHeight && !splitTooLongDesc) {
    return {
      refusal: {
        code: ITEM_CODES.descriptionTooTall,
        message: 'description too tall',
        data: { height: fit.height, maxHeight: DESCRIPTION_LIMIT.maxHeight, fittingImages: fit.fitting },
      },
    };
  }
  return { descriptionImages: draft.descriptionImages.slice(0, fit.fitting) };
}

/** Changing a listed item: its price and stock, delisting it, putting it back on sale. */
function registerChangingItems(app: FastifyInstance, options: ItemApiOptions) {
  const { grants, shops, now } = options;
  app.patch<{ Params: ItemParams; Body: unknown }>(
    '/open/:channel/shops/:shopId/items/:itemId',
    async (request, reply) => {
      const asked = itemAndChange(options, request, reply, itemChangeSchema);
      if (!asked) return reply;
      const { item, change } = asked;
      applyChange(item, change);
      item.modifiedTime = now();
      return {
        code: ITEM_CODES.ok,
        message: 'success',
        data: { toItemId: item.toItemId, modifiedTime: new Date(item.modifiedTime).toISOString() },
      };
    },
  );

  app.post<{ Params: ShopParams & { itemId: string } }>(
    '/open/:channel/shops/:shopId/items/:itemId/delist',
    async (request, reply) => {
      const shop = authorisedShop(grants, request, reply);
      if (!shop) return reply;
      const item = shops.item(shop, request.params.itemId);
      if (!item) return refuse(reply, 404, 'no such item in this shop');
      // Delisting twice keeps the first time: a retried sync changes nothing.
      item.delistTime ??= now();
      return {
        code: ITEM_CODES.ok,
        message: 'success',
        data: { toItemId: item.toItemId, delistTime: new Date(item.delistTime).toISOString() },
      };
    },
  );

  app.post<{ Params: ItemParams; Body: unknown }>(
    '/open/:channel/shops/:shopId/items/:itemId/relist',
    async (request, reply) => {
      const asked = itemAndChange(options, request, reply, itemRelistSchema);
      if (!asked) return reply;
      const { item, change } = asked;
      // An item on sale is left as it is: a retried relist changes nothing, and says so.
      if (item.delistTime === null) {
        return {
          code: ITEM_CODES.ok,
          message: 'already on sale',
          data: { toItemId: item.toItemId, relisted: false },
        };
      }
      applyChange(item, change);
      item.delistTime = null;
      item.relistTime = now();
      item.modifiedTime = item.relistTime;
      return {
        code: ITEM_CODES.ok,
        message: 'success',
        data: {
          toItemId: item.toItemId,
          relisted: true,
          relistTime: new Date(item.relistTime).toISOString(),
        },
      };
    },
  );
}

/** Whether the shop waits for face verification before it takes items. */
function registerVerificationQuestion(app: FastifyInstance, { grants, baseUrl }: ItemApiOptions) {
  app.get<{ Params: ShopParams }>('/open/:channel/shops/:shopId/verification', async (request, reply) => {
    const shop = authorisedShop(grants, request, reply);
    if (!shop) return reply;
    return {
      code: ITEM_CODES.ok,
      data: shop.needsVerification
        ? { needVerification: true, verificationUrl: verificationUrl(baseUrl, shop) }
        : { needVerification: false },
    };
  });
}

const skuOf = (item: ListedItem, wanted: { colour: string; size: string }) =>
  item.skus.find((sku) => sku.colour === wanted.colour && sku.size === wanted.size);

/** Sets the SKUs' stock and price and the item's price; every SKU named was checked to be the item's. */
function applyChange(item: ListedItem, change: ItemChange) {
  for (const wanted of change.skus ?? []) {
    const sku = skuOf(item, wanted)!;
    if (wanted.stock !== undefined) sku.stock = wanted.stock;
    if (wanted.price !== undefined) sku.price = wanted.price;
  }
  if (change.price !== undefined) item.price = change.price;
}
