import {
  BATCH_PLATFORM_ID,
  CODE,
  deleteUploadRecord,
  LISTING_CHANNELS,
  LISTING_CODE,
  type ListingChannel,
  listMarkupRules,
  listRememberedChoices,
  listUploadHistory,
  needIdentification,
  saveMarkupRule,
  saveUploadChoice,
  shopAuthorise,
  shopCallbackPath,
  taobaoAccessToken,
  taobaoDirectUpload,
  uploadExistRecord,
  uploadPrecheck,
  uploadPrecheckV2,
  uploadUserAuth,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { signedInUser } from '../../http/signed-in.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { DirectUploadService } from './direct-upload-service.ts';
import type { UploadHistoryService } from './history-service.ts';
import type { MarkupService } from './markup-service.ts';
import { listingMessage } from './messages.ts';
import type { PrecheckService } from './precheck-service.ts';
import { listingSettingsRoutes } from './settings-routes.ts';
import type { UploadSettingsService } from './settings-service.ts';
import type { ShopGrantsService } from './shop-grants-service.ts';

/**
 * Where the buyer lands after authorising a shop: the authorisation page of spec 2 §2, which sends them
 * back to the page they started from, or to the upload settings (decision 043).
 */
const AFTER_AUTHORISE = '/auth/authorize';

export function listingRoutes(
  app: FastifyInstance,
  deps: {
    grants: ShopGrantsService;
    uploads: DirectUploadService;
    markup: MarkupService;
    history: UploadHistoryService;
    prechecks: PrecheckService;
    settings: UploadSettingsService;
    siteOrigin: SiteOrigin;
  },
) {
  const { grants, uploads, markup, history, prechecks, settings, siteOrigin } = deps;
  listingSettingsRoutes(app, { grants, history, settings });
  const callbackUri = (request: FastifyRequest, channel: ListingChannel) =>
    new URL(shopCallbackPath(channel), siteOrigin(request)).href;

  registerCall(app, shopAuthorise, async ({ channel }, request) => {
    const userId = signedInUser(request);
    const url = await grants.authorise(userId, request.sessionId!, channel, callbackUri(request, channel));
    if (!url)
      return new Outcome(LISTING_CODE.refused, listingMessage(viewerOf(request).lang, 'notOffered'), {
        url: '',
      });
    return { url };
  });

  app.get<{ Params: { channel: string } }>(
    shopCallbackPath(':channel' as ListingChannel),
    async (request, reply) => {
      const userId = signedInUser(request);
      const channel = request.params.channel as ListingChannel;
      if (!LISTING_CHANNELS.includes(channel))
        throw badRequest(`channel must be one of ${LISTING_CHANNELS.join(', ')}`);
      const callbackUrl = new URL(request.url, siteOrigin(request));
      const result = await grants.callback(
        userId,
        request.sessionId!,
        channel,
        callbackUrl,
        callbackUri(request, channel),
      );
      if (result.kind === 'refused') {
        return reply.status(400).send({
          code: CODE.badRequest,
          message: listingMessage(viewerOf(request).lang, 'authoriseFailed'),
          data: { reason: result.reason },
        });
      }
      return reply.redirect(`${AFTER_AUTHORISE}?authorised=${channel}`);
    },
  );

  // Spec 2 §7 asks it of Taobao; every platform's push takes the same steps, so `channel` may name any
  // (decision 072).
  registerCall(app, taobaoAccessToken, async ({ channel }, request) => {
    const shop = await grants.summary(signedInUser(request), channel);
    return {
      authorised: shop !== null,
      is_expire: shop === null || shop.expired,
      taobao_user_nick: shop?.sellerNick ?? '',
      shop_name: shop?.shopName ?? '',
      template_json: { imageCropRatio: shop?.imageCropRatio ?? '1' },
    };
  });

  registerCall(app, needIdentification, async ({ channel }, request) => {
    const userId = signedInUser(request);
    const answer = await grants.verification(userId, channel);
    if (!answer) {
      return new Outcome(LISTING_CODE.refused, listingMessage(viewerOf(request).lang, 'notAuthorised'), {
        needVerification: false,
        verificationUrl: null,
      });
    }
    return answer;
  });

  registerCall(app, taobaoDirectUpload, async (input, request) => {
    const userId = signedInUser(request);
    const answer = await uploads.upload(userId, viewerOf(request).lang, input, siteOrigin(request));
    return answer.code === CODE.ok && answer.message === 'success'
      ? answer.data
      : new Outcome(answer.code, answer.message, answer.data);
  });

  registerCall(app, listMarkupRules, async (_input, request) => ({
    rules: await markup.rules(signedInUser(request)),
  }));
  registerCall(app, saveMarkupRule, async (rule, request) => ({
    rules: await markup.save(signedInUser(request), rule),
  }));

  registerCall(app, listUploadHistory, ({ page, pageSize, channel, status }, request) =>
    history.list(signedInUser(request), page, pageSize, { channel, status }),
  );
  registerCall(app, deleteUploadRecord, async ({ id }, request) => {
    const userId = signedInUser(request);
    if (await history.remove(userId, id)) return { deleted: true };
    return new Outcome(CODE.notFound, 'no such record', { deleted: false });
  });
  registerCall(app, uploadExistRecord, ({ itemId }, request) => history.exist(signedInUser(request), itemId));

  registerCall(app, uploadPrecheck, async ({ itemId }, request) => {
    const userId = signedInUser(request);
    const { lang } = viewerOf(request);
    const answer = await prechecks.precheck(userId, lang, itemId, siteOrigin(request));
    if (!answer) throw notFound(listingMessage(lang, 'noItem'));
    return answer;
  });
  registerCall(app, saveUploadChoice, (choice, request) =>
    prechecks.saveChoice(signedInUser(request), choice),
  );
  registerCall(app, listRememberedChoices, async (_input, request) => ({
    choices: await prechecks.rememberedChoices(signedInUser(request)),
  }));
  registerCall(app, uploadPrecheckV2, async ({ itemId }, request) => {
    const { lang } = viewerOf(request);
    const answer = await prechecks.precheck(signedInUser(request), lang, itemId, siteOrigin(request));
    if (!answer) throw notFound(listingMessage(lang, 'noItem'));
    const unable = new Set(answer.uploadConf.unableChannels.map((channel) => channel.channelKey));
    return {
      uploadChannelList: answer.uploadChannelList.filter((channel) => !unable.has(channel.channelCode)),
    };
  });
  registerCall(app, uploadUserAuth, async (_input, request) => ({
    shops: (await grants.shops(signedInUser(request))).map((shop) => ({
      ...shop,
      channelId: BATCH_PLATFORM_ID[shop.channel],
    })),
  }));
}
