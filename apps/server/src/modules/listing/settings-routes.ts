import {
  CODE,
  exportFailedRecords,
  failedExportFilePath,
  failedExportIdInput,
  failedExportStatus,
  getUploadSettings,
  removeShop,
  saveUploadSettings,
  userCentreUploadList,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { Outcome, registerCall } from '../../http/envelope.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { UploadHistoryService } from './history-service.ts';
import { listingSettingsMessage } from './messages.ts';
import type { UploadSettingsService } from './settings-service.ts';
import type { ShopGrantsService } from './shop-grants-service.ts';

/** The upload settings page's and the history page's calls (spec 2 §2, §7; issue 14). */
export function listingSettingsRoutes(
  app: FastifyInstance,
  deps: { grants: ShopGrantsService; history: UploadHistoryService; settings: UploadSettingsService },
) {
  const { grants, history, settings } = deps;

  registerCall(app, getUploadSettings, (_input, request) => settings.of(signedInUser(request)));
  registerCall(app, saveUploadSettings, (input, request) => settings.save(signedInUser(request), input));
  registerCall(app, removeShop, async ({ channel }, request) => {
    if (await grants.remove(signedInUser(request), channel)) return { removed: true };
    return new Outcome(CODE.notFound, listingSettingsMessage(viewerOf(request).lang, 'noShop'), {
      removed: false,
    });
  });

  registerCall(app, exportFailedRecords, async ({ channel }, request) => ({
    exportId: await history.startExport(signedInUser(request), channel),
  }));
  registerCall(app, failedExportStatus, async ({ exportId }, request) => {
    const result = await history.exportResult(signedInUser(request), exportId);
    if (result) return result;
    return new Outcome(CODE.notFound, listingSettingsMessage(viewerOf(request).lang, 'noExport'), {
      status: 'ready',
      rows: 0,
      url: null,
    });
  });
  // The file itself: a download, not an envelope (outside-operations.ts describes it).
  app.get<{ Querystring: Record<string, string> }>(failedExportFilePath, async (request, reply) => {
    const userId = signedInUser(request);
    const parsed = failedExportIdInput.safeParse(request.query);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'exportId is not an export');
    const { lang } = viewerOf(request);
    const header = (['uploadTime', 'platform', 'shop', 'itemId', 'title', 'code', 'reason'] as const).map(
      (key) => listingSettingsMessage(lang, `csv.${key}`),
    );
    const file = await history.exportFile(userId, parsed.data.exportId, header);
    if (file === null) throw notFound(listingSettingsMessage(lang, 'noExport'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="failed-uploads-${parsed.data.exportId.slice(0, 8)}.csv"`,
      )
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  registerCall(app, userCentreUploadList, ({ page, pageSize, channel }, request) =>
    history.list(signedInUser(request), page, pageSize, { channel, status: 'listed' }),
  );
}
