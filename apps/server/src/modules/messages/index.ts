// The messages module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { platformMessage } from './platform-templates.ts';
export type { MessageRenderer, MessageRenderers, RenderedText } from './renderers.ts';
export { messagesRoutes } from './routes.ts';
export { type BroadcastTranslations, createMessagesService } from './service.ts';
