import { getGoodShops, getHomeFeed } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(app: FastifyInstance, deps: { content: ContentService }) {
  registerCall(app, getHomeFeed, ({ city, lang, page, pageSize }, request) =>
    deps.content.homeFeed(city, { ...viewerOf(request), lang }, page, pageSize),
  );
  registerCall(app, getGoodShops, ({ city, lang }) => deps.content.goodShops(city, lang));
}
