import {
  batchItemImgInfo,
  CODE,
  itemImgInfo,
  PICTURE_INFO_PER_MINUTE,
  PICTURE_PACKAGES_PER_MINUTE,
  parsePictureChoice,
  picMaker,
  picturePackageFilePath,
  VIDEO_REFUSED_CODE,
  type VideoRefusal,
  videoCanDownload,
  videoDownloadCheck,
  videoFilePath,
  videoInput,
} from '@stallhub/contracts';
import { serverMessage } from '@stallhub/i18n/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeIssues, Outcome, registerCall } from '../../../http/envelope.ts';
import { badRequest, HttpError, notFound } from '../../../http/errors.ts';
import { signedInUser } from '../../../http/signed-in.ts';
import { viewerOf } from '../../../http/viewer.ts';
import type { PicturePackageService } from './picture-package-service.ts';

type Key = 'noItems' | 'noPackage' | VideoRefusal;
const message = (request: FastifyRequest, key: Key) =>
  serverMessage(viewerOf(request).lang, `picturePackage.${key}`);

/** Limits count per signed-in buyer (one buyer behind many addresses, or many behind one office address). */
const perBuyer = (request: FastifyRequest) =>
  request.session?.userId === undefined ? `ip:${request.ip}` : `user:${request.session.userId}`;

function limitedPerBuyer(
  app: FastifyInstance,
  name: string,
  max: number,
  register: (scope: FastifyInstance) => void,
) {
  void app.register(async (scope) => {
    scope.addHook(
      'onRequest',
      scope.rateLimit({ groupId: name, max, timeWindow: 60_000, keyGenerator: perBuyer }),
    );
    register(scope);
  });
}

const sendFile = (
  reply: FastifyReply,
  file: { stream: NodeJS.ReadableStream; bytes: number; fileName: string },
  type: string,
) =>
  reply
    .header('content-type', type)
    .header('content-length', file.bytes)
    .header(
      'content-disposition',
      `attachment; filename="download${type === 'video/mp4' ? '.mp4' : '.zip'}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.stream);

/** The picture package of one-click listing (spec 2 §2 /batchDownload, §7; decision 058). */
export function picturePackageRoutes(app: FastifyInstance, deps: { packages: PicturePackageService }) {
  const { packages } = deps;

  limitedPerBuyer(app, 'picture-packages', PICTURE_PACKAGES_PER_MINUTE, (scope) => {
    registerCall(scope, picMaker, async ({ vids, pictures, withVideo }, request) => {
      signedInUser(request);
      const made = await packages.make(vids, viewerOf(request).lang, {
        chosen: pictures?.map(parsePictureChoice),
        withVideo,
      });
      if (!made) throw notFound(message(request, 'noItems'));
      return made;
    });
  });

  limitedPerBuyer(app, 'picture-info', PICTURE_INFO_PER_MINUTE, (scope) => {
    registerCall(scope, itemImgInfo, async ({ vid }, request) => {
      const [item] = await packages.info([vid], viewerOf(request).lang);
      if (!item) throw notFound(message(request, 'noItem'));
      return item;
    });
    registerCall(scope, batchItemImgInfo, async ({ vids }, request) => {
      const items = await packages.info(vids, viewerOf(request).lang);
      const found = new Set(items.map((item) => item.vid));
      return { items, missing: vids.filter((vid) => !found.has(vid)) };
    });
    registerCall(scope, videoCanDownload, ({ vid }, request) =>
      packages.videoState(signedInUser(request), vid),
    );
    registerCall(scope, videoDownloadCheck, async ({ vid }, request) => {
      const state = await packages.videoCheck(signedInUser(request), vid);
      if (state.reason !== null)
        return new Outcome(VIDEO_REFUSED_CODE, message(request, state.reason), {
          ...state,
          url: null,
          fileName: null,
        });
      return { ...state, url: `${videoFilePath}?vid=${encodeURIComponent(vid)}`, fileName: `${vid}.mp4` };
    });

    // The files themselves: downloads, not envelopes (outside-operations.ts describes them).
    scope.get<{ Params: { key: string } }>(picturePackageFilePath, async (request, reply) => {
      signedInUser(request);
      const key = /^([0-9a-f]{40})\.zip$/.exec(request.params.key)?.[1];
      const file = key ? await packages.file(key) : null;
      if (!file) throw new HttpError(404, message(request, 'noPackage'), CODE.notFound);
      return sendFile(reply, file, 'application/zip');
    });
    scope.get(videoFilePath, async (request, reply) => {
      const userId = signedInUser(request);
      const parsed = videoInput.safeParse(request.query);
      if (!parsed.success) throw badRequest(describeIssues(parsed.error));
      const file = await packages.videoFile(userId, parsed.data.vid, viewerOf(request).lang);
      // Only after downloadCheck let this buyer through (the daily limit counts there).
      if (!file) throw new HttpError(403, message(request, 'noVideo'), CODE.forbidden);
      return sendFile(reply, file, 'video/mp4');
    });
  });
}
