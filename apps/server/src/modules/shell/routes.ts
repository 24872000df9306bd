import {
  COOKIE,
  getCityMarkets,
  getCurrencyLocator,
  getNationalApplyPermission,
  getNav,
  getNewAmount,
} from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { ItemsService, MarketsService } from '../catalogue/index.ts';
import type { ShellService } from './service.ts';

export function shellRoutes(
  app: FastifyInstance,
  deps: { shell: ShellService; items: ItemsService; markets: MarketsService },
) {
  registerCall(app, getNav, ({ city }) => deps.shell.nav(city));
  registerCall(app, getNewAmount, async ({ city }) => ({ amount: await deps.items.newAmount(city) }));
  registerCall(app, getCityMarkets, ({ lang }) => deps.markets.cityMarkets(lang));
  registerCall(app, getCurrencyLocator, (_, request) =>
    deps.shell.currencyLocator(viewerOf(request).lang, request.cookies[COOKIE.currency]),
  );
  registerCall(app, getNationalApplyPermission, async (_, request) => {
    const viewer = viewerOf(request);
    // Moving in nationally is for signed-in stall owners; a visitor is never allowed.
    if (viewer.userId === null) return { allowMoveToNational: false };
    const city = request.cookies[COOKIE.city] ?? 'gz';
    return { allowMoveToNational: await deps.markets.allowMoveToNational(city) };
  });
}
