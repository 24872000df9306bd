// The rankings module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { rankingsRoutes } from './routes.ts';
export { createRankingsService, refreshRankings, refreshRankingsIfEmpty } from './service.ts';
