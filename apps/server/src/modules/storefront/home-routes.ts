import { getGoodShops, getHomeFeed } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { HomeService } from './home-service.ts';

export function homeRoutes(app: FastifyInstance, deps: { home: HomeService }) {
  registerCall(app, getHomeFeed, ({ city, lang, page, pageSize }, request) =>
    deps.home.homeFeed(city, { ...viewerOf(request), lang }, page, pageSize),
  );
  registerCall(app, getGoodShops, ({ city, lang }) => deps.home.goodShops(city, lang));
}
