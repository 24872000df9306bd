// The health module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { healthRoutes } from './routes.ts';
