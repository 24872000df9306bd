// The messages module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { ensureDemoMessages } from './demo-messages.ts';
export { messagesRoutes } from './routes.ts';
export { createMessagesService } from './service.ts';
