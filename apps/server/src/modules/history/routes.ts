import { getGoodsHistory } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { signedInUser } from '../../http/signed-in.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { HistoryService } from './service.ts';

export function historyRoutes(app: FastifyInstance, deps: { history: HistoryService }) {
  registerCall(app, getGoodsHistory, ({ page, pageSize }, request) =>
    deps.history.list(signedInUser(request), viewerOf(request), page, pageSize),
  );
}
