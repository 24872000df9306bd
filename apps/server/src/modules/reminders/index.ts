// The reminders module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { remindersRoutes } from './routes.ts';
export { createRemindersService } from './service.ts';
