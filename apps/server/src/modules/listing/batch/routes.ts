import {
  BATCH_ADD_PER_MINUTE,
  batchAdd,
  batchCancel,
  batchCheckImages,
  batchConfirm,
  batchDelete,
  batchDeleteItem,
  batchEditImages,
  batchEditTitle,
  batchList,
  batchPrecheck,
  batchProgressCall,
  batchSaveChoose,
  itemIdsOfVidsCall,
  LISTING_CODE,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Outcome, registerCall } from '../../../http/envelope.ts';
import { notFound } from '../../../http/errors.ts';
import { limited } from '../../../http/rate-limited.ts';
import { signedInUser } from '../../../http/signed-in.ts';
import type { SiteOrigin } from '../../../http/site-origin.ts';
import { viewerOf } from '../../../http/viewer.ts';
import type { ListingSourcesService } from '../../catalogue/index.ts';
import type { BatchImageCheckService } from './batch-images.ts';
import { BatchRefusal, type BatchService } from './batch-service.ts';
import { batchMessage } from './messages.ts';

/** The batch calls (spec 2 §7): thin handlers, each one service call; refusals become their codes. */
export function batchRoutes(
  app: FastifyInstance,
  deps: {
    batches: BatchService;
    imageCheck: BatchImageCheckService;
    siteOrigin: SiteOrigin;
    idsOfVids: ListingSourcesService['idsOfVids'];
  },
) {
  const { batches, imageCheck, siteOrigin, idsOfVids } = deps;

  /** Runs a service call; "no such batch" is HTTP 404, a refusal code 209 with its message and no data. */
  const answer = async <T>(request: FastifyRequest, work: (userId: number) => Promise<T>) => {
    const userId = signedInUser(request);
    try {
      return await work(userId);
    } catch (error) {
      if (!(error instanceof BatchRefusal)) throw error;
      const message = batchMessage(viewerOf(request).lang, error.key);
      if (error.code === 'notFound') throw notFound(message);
      return new Outcome(LISTING_CODE.refused, message, null as unknown as T);
    }
  };
  const lang = (request: FastifyRequest) => viewerOf(request).lang;

  registerCall(app, batchPrecheck, ({ itemVidList, channelId }, request) =>
    answer(request, (userId) =>
      batches.precheck(userId, lang(request), itemVidList, channelId, siteOrigin(request)),
    ),
  );
  registerCall(app, itemIdsOfVidsCall, async ({ vids }, request) => {
    signedInUser(request);
    return { items: await idsOfVids(vids) };
  });
  registerCall(app, batchSaveChoose, ({ toolId }, request) =>
    answer(request, (userId) => batches.saveChoice(userId, toolId)),
  );
  limited(app, 'batch-add', BATCH_ADD_PER_MINUTE, (scope) =>
    registerCall(scope, batchAdd, ({ itemVidList, channelId }, request) =>
      answer(request, (userId) => batches.add(userId, lang(request), itemVidList, channelId)),
    ),
  );
  registerCall(app, batchList, ({ batchId }, request) =>
    answer(request, (userId) => batches.view(userId, lang(request), batchId, siteOrigin(request))),
  );
  registerCall(app, batchProgressCall, ({ batchId }, request) =>
    answer(request, (userId) => batches.progress(userId, lang(request), batchId)),
  );
  registerCall(app, batchCheckImages, ({ batchId }, request) =>
    answer(request, (userId) => imageCheck.check(userId, lang(request), batchId, siteOrigin(request))),
  );
  registerCall(app, batchEditTitle, ({ batchId, itemId, title }, request) =>
    answer(request, (userId) =>
      batches.editTitle(userId, lang(request), batchId, itemId, title, siteOrigin(request)),
    ),
  );
  registerCall(app, batchEditImages, ({ batchId, itemId, imageUrls }, request) =>
    answer(request, (userId) =>
      batches.editImages(userId, lang(request), batchId, itemId, imageUrls, siteOrigin(request)),
    ),
  );
  registerCall(app, batchDeleteItem, ({ batchId, itemId }, request) =>
    answer(request, (userId) => batches.deleteItem(userId, batchId, itemId)),
  );
  registerCall(app, batchConfirm, ({ batchId }, request) =>
    answer(request, (userId) => batches.confirm(userId, lang(request), batchId, siteOrigin(request))),
  );
  registerCall(app, batchCancel, ({ batchId }, request) =>
    answer(request, (userId) => batches.cancel(userId, batchId)),
  );
  registerCall(app, batchDelete, ({ batchIds }, request) =>
    answer(request, (userId) => batches.remove(userId, batchIds)),
  );
}
