import {
  getShopCreditRecord,
  getShopProfile,
  getShopStrength,
  logShopVisit,
  SHOP_VISIT_RATE_LIMIT,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { limited } from '../../http/rate-limited.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { StallPageService } from './stall-page-service.ts';
import type { ShopVisitsService } from './visits-service.ts';

/** The stall's own facts on its home: header, credit, strength; and the visits it counts. */
export function stallsRoutes(
  app: FastifyInstance,
  deps: { shopPage: StallPageService; visits: ShopVisitsService },
) {
  const { shopPage, visits } = deps;
  registerCall(app, getShopProfile, ({ shopId }, request) =>
    shopPage.profile(shopId, viewerOf(request).lang),
  );
  registerCall(app, getShopCreditRecord, ({ shopId, cycleType }) => shopPage.creditRecord(shopId, cycleType));
  registerCall(app, getShopStrength, ({ shopId }) => shopPage.strength(shopId));
  limited(app, 'stall-visit', SHOP_VISIT_RATE_LIMIT, (scope) => {
    registerCall(scope, logShopVisit, async ({ shopId }, request) => {
      await shopPage.cityOf(shopId);
      const visitor = {
        userId: viewerOf(request).userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      return visits.record(shopId, visitor);
    });
  });
}
