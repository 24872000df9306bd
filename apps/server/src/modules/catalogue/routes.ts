import { getCategoryMenu } from '@stallhub/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/envelope.ts';
import type { CategoriesService } from './categories-service.ts';
import type { MarketsService } from './markets-service.ts';

export function catalogueRoutes(
  app: FastifyInstance,
  deps: { categories: CategoriesService; markets: MarketsService },
) {
  registerCall(app, getCategoryMenu, async ({ city, lang }) => {
    const [categories, markets, styles] = await Promise.all([
      deps.categories.menu(city, lang),
      deps.markets.buildings(city, lang),
      deps.categories.styles(city, lang),
    ]);
    return { categories, markets, styles };
  });
}
