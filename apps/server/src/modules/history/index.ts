// The history module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { importViews } from './import.ts';
export { historyRoutes } from './routes.ts';
export { createHistoryService, type HistoryService } from './service.ts';
