import multipart from '@fastify/multipart';
import {
  CODE,
  getImageSearchRankingCategories,
  getImageSearchRankingPage,
  getImageSearchSameStyle,
  getOssPolicy,
  getUploadToken,
  IMAGE_SEARCH_CAPTCHA_PATH,
  IMAGE_SEARCH_CODE,
  IMAGE_SEARCH_CONTENT_TYPES,
  IMAGE_SEARCH_DIRECTORY,
  IMAGE_SEARCH_MAX_BYTES,
  IMAGE_SEARCH_PER_MINUTE,
  imageSearchResults,
  STORAGE_UPLOAD_PATH,
  uploadImage,
} from '@stallhub/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { HttpError } from '../../http/errors.ts';
import { signedInUser } from '../../http/signed-in.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ImageCodes } from '../../outside/captcha/image-code.ts';
import type { Storage } from '../../outside/storage/storage.ts';
import type { ImageSearchRanking } from './hot-ranking.ts';
import type { ImageSearchService } from './image-search-service.ts';
import { imageSearchMessage } from './messages.ts';
import { checkPicture, PictureError } from './picture-bytes.ts';
import type { SearchCaptcha } from './search-captcha.ts';
import type { UploadPolicies } from './upload-policy.ts';

/** Each image-search call has a limit of its own, named apart so no two share a count. */
const perMinute = (groupId: string) => ({ groupId, max: IMAGE_SEARCH_PER_MINUTE, timeWindow: 60_000 });
/** The httpOnly cookie naming the captcha picture this browser was shown (on the image-search host's /api). */
const CAPTCHA_COOKIE = 'iscid';

/** A picture refusal in the asker's language: 400 (413 when too large) naming what is wrong. */
function refusal(error: unknown, request: FastifyRequest): never {
  if (error instanceof PictureError) {
    throw new HttpError(error.status, imageSearchMessage(viewerOf(request).lang, error.reason), error.status);
  }
  throw error;
}

/**
 * Image search (spec 3 §7 "Image search and same-style"): the upload token and the local storage's
 * signed POST endpoint, the search of an uploaded picture or image address, and its results.
 */
export function imageSearchRoutes(
  app: FastifyInstance,
  deps: {
    imageSearch: ImageSearchService;
    ranking: ImageSearchRanking;
    policies: UploadPolicies;
    storage: Storage;
    siteOrigin: SiteOrigin;
    captcha: SearchCaptcha;
    imageCodes: ImageCodes;
  },
) {
  const { imageSearch, ranking, policies, storage, siteOrigin, captcha } = deps;
  const token = (request: FastifyRequest) => {
    signedInUser(request);
    const issued = policies.issue();
    const host = siteOrigin(request);
    return {
      ...issued,
      directory: IMAGE_SEARCH_DIRECTORY,
      bucketHost: `${host}${STORAGE_UPLOAD_PATH}`,
      host: `${host}${STORAGE_UPLOAD_PATH}`,
    };
  };

  void app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(perMinute('image-search-upload-token')));
    registerCall(scope, getUploadToken, (_input, request) => token(request));
  });
  void app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(perMinute('image-search-oss-policy')));
    registerCall(scope, getOssPolicy, (_input, request) => token(request));
  });
  void app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(perMinute('image-search-image-upload')));
    registerCall(scope, uploadImage, async ({ url, searchCity, verifyCode }, request) => {
      const userId = signedInUser(request);
      const admitted = await captcha.admit({
        userId,
        address: request.ip,
        codeId: request.cookies[CAPTCHA_COOKIE],
        code: verifyCode,
      });
      if (admitted.kind !== 'ok') {
        const message = imageSearchMessage(viewerOf(request).lang, admitted.kind);
        return new Outcome(IMAGE_SEARCH_CODE[admitted.kind], message, null as never);
      }
      const imageMd5 = await imageSearch
        .describeQuery(url, userId, siteOrigin(request))
        .catch(async (error) => {
          await captcha.forget(admitted.attemptId);
          return refusal(error, request);
        });
      await imageSearch.recordSearch(imageMd5, searchCity, userId);
      return { imageMd5, appMd5: imageMd5, searchCity };
    });
    // The captcha picture of a search asked for one (the panel's state 3): the browser holds which
    // picture it was shown, the answer never leaves the server (docs/decisions/015, 052).
    scope.get(IMAGE_SEARCH_CAPTCHA_PATH, async (_request, reply) => {
      const { id, svg } = await deps.imageCodes.issue();
      reply.setCookie(CAPTCHA_COOKIE, id, { path: '/api', httpOnly: true, sameSite: 'lax', maxAge: 300 });
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    });
  });

  registerCall(app, imageSearchResults, async ({ imageMd5, searchCity, page, pageSize }, request) => {
    const found = await imageSearch.results(imageMd5, searchCity, viewerOf(request), page, pageSize);
    if (!found)
      throw new HttpError(404, imageSearchMessage(viewerOf(request).lang, 'unknownPicture'), CODE.notFound);
    return { ...found, searchCity };
  });

  registerCall(app, getImageSearchRankingCategories, ({ searchCity }, request) =>
    ranking.categories(searchCity, viewerOf(request).lang),
  );
  registerCall(app, getImageSearchRankingPage, ({ searchCity, rankId, currentPage, pageSize }, request) =>
    ranking.page({ city: searchCity, rankId, page: currentPage, pageSize }, viewerOf(request)),
  );
  registerCall(
    app,
    getImageSearchSameStyle,
    async ({ itemId, searchCity, currentPage, pageSize }, request) => {
      const viewer = viewerOf(request);
      const found = await imageSearch.sameStyleOf(itemId, searchCity, viewer, currentPage, pageSize);
      if (!found) throw new HttpError(404, imageSearchMessage(viewer.lang, 'unknownItem'), CODE.notFound);
      return found;
    },
  );

  // The local storage's POST endpoint, as S3/OSS take a browser's form upload: the policy's signature,
  // expiry and key, then the size (413) and the bytes themselves (a picture that decodes) are checked.
  void app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit(perMinute('image-search-stored-upload')));
    await scope.register(multipart, { limits: { fileSize: IMAGE_SEARCH_MAX_BYTES, files: 1, fields: 10 } });
    scope.post(STORAGE_UPLOAD_PATH, async (request, reply) => {
      const lang = viewerOf(request).lang;
      const fail = (status: number, key: Parameters<typeof imageSearchMessage>[1]) =>
        new HttpError(status, imageSearchMessage(lang, key), status);
      if (!request.isMultipart()) throw fail(400, 'noFile');
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      let declaredType = '';
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          declaredType = part.mimetype;
          try {
            bytes = await part.toBuffer();
          } catch {
            throw fail(413, 'tooLarge');
          }
          if (part.file.truncated) throw fail(413, 'tooLarge');
        } else fields[part.fieldname] = String(part.value);
      }
      const allowed = policies.check({
        key: fields.key,
        policy: fields.policy,
        signature: fields.signature ?? fields.Signature,
      });
      if (typeof allowed === 'string') throw fail(403, allowed);
      if (!bytes || bytes.length === 0) throw fail(400, 'noFile');
      if (!(IMAGE_SEARCH_CONTENT_TYPES as readonly string[]).includes(declaredType))
        throw fail(400, 'notImage');
      const type = await checkPicture(bytes).catch((error: unknown) => refusal(error, request));
      await storage.put(allowed.key, bytes, type);
      return reply.status(200).send({
        code: CODE.ok,
        message: 'success',
        data: { key: allowed.key, url: storage.urlFor(allowed.key) },
      });
    });
  });
}
