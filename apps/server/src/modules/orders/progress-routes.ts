import {
  cancelMyOrderLine,
  getMyOrders,
  getOrderProgress,
  getStallLines,
  getStallOrders,
  moveStallLine,
  queryRefundWithoutReasonQuota,
  shipStallOrder,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { OrderProgressService } from './progress-service.ts';
import type { StallLinesService } from './stall-lines-service.ts';
import type { StallOrdersService } from './stall-orders-service.ts';

/** Orders to the door (decision 050): the buyer follows their orders, the stall owner moves their stall's lines. */
export function orderProgressRoutes(
  app: FastifyInstance,
  deps: { progress: OrderProgressService; stallLines: StallLinesService; stallOrders: StallOrdersService },
) {
  const { progress, stallLines, stallOrders } = deps;

  registerCall(app, getMyOrders, (input, request) =>
    progress.list(signedInUser(request), input.lang ?? viewerOf(request).lang, input),
  );

  registerCall(app, getOrderProgress, ({ orderNo, lang }, request) =>
    progress.detail(signedInUser(request), orderNo, lang ?? viewerOf(request).lang),
  );

  registerCall(app, queryRefundWithoutReasonQuota, async ({ orderNo }, request) =>
    progress.refundQuota(signedInUser(request), orderNo, viewerOf(request).lang),
  );

  registerCall(app, cancelMyOrderLine, async ({ lineId, lang }, request) =>
    progress.cancel(signedInUser(request), lineId, lang ?? viewerOf(request).lang),
  );

  registerCall(app, getStallLines, async (input, request) =>
    stallLines.lines(signedInUser(request), input.lang ?? viewerOf(request).lang, input),
  );

  registerCall(app, moveStallLine, async (input, request) =>
    stallLines.move(signedInUser(request), input, viewerOf(request).lang),
  );

  registerCall(app, getStallOrders, async (input, request) =>
    stallOrders.list(signedInUser(request), input.lang ?? viewerOf(request).lang, input),
  );

  // One action ships many lines (issue 26 point 6): one transaction, one message to the buyer.
  registerCall(app, shipStallOrder, async ({ lang, ...input }, request) =>
    stallOrders.ship(signedInUser(request), input, lang ?? viewerOf(request).lang),
  );
}
