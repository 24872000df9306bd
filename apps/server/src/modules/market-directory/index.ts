// The market directory's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { marketDirectoryRoutes } from './routes.ts';
export { createMarketDirectoryService } from './service.ts';
