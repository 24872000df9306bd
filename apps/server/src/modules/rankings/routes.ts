import {
  getHotItems,
  getItemRankingCateList,
  getItemRankingPage,
  getNewIn,
  getRankIndex,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { RankingsService } from './service.ts';

export function rankingsRoutes(app: FastifyInstance, deps: { rankings: RankingsService }) {
  registerCall(app, getRankIndex, (input, request) => deps.rankings.rankIndex(input, viewerOf(request).lang));
  registerCall(app, getNewIn, (input, request) => deps.rankings.newIn(input, viewerOf(request)));
  registerCall(app, getItemRankingCateList, ({ city }, request) =>
    deps.rankings.itemRankingCates(city, viewerOf(request).lang),
  );
  registerCall(app, getItemRankingPage, (input, request) =>
    deps.rankings.itemRanking(input, viewerOf(request)),
  );
  registerCall(app, getHotItems, (input, request) => deps.rankings.hotItems(input, viewerOf(request)));
}
