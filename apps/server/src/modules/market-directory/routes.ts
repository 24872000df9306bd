import { getMarketList, getMarketStalls } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { MarketDirectoryService } from './service.ts';

export function marketDirectoryRoutes(app: FastifyInstance, deps: { directory: MarketDirectoryService }) {
  registerCall(app, getMarketList, ({ city }, request) =>
    deps.directory.buildings(city, viewerOf(request).lang),
  );
  registerCall(app, getMarketStalls, (input, request) =>
    deps.directory.stalls(input, viewerOf(request).lang),
  );
}
