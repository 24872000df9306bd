// The shell module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { importShell } from './import.ts';
export { shellRoutes } from './routes.ts';
export { createShellService, type ShellService } from './service.ts';
