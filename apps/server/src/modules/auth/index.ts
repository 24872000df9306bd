// The auth module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { setSignInCookies } from './cookies.ts';
export { createEmailCodesService } from './email-codes-service.ts';
export { emailAccountRoutes } from './email-routes.ts';
export { createEmailSignUpService } from './email-signup-service.ts';
export { authMessage } from './messages.ts';
export { passwordRoutes } from './password-routes.ts';
export { createPasswordService } from './password-service.ts';
export { clientIp, langOf } from './request-context.ts';
export { authRoutes } from './routes.ts';
export { createAuthService } from './service.ts';
export { type KnownSession, resolveSessions } from './session-hook.ts';
export { createSessionsService, type NewSession, type SessionsService } from './sessions-service.ts';
export { createSmsCodesService, SMS_LIMITS } from './sms-service.ts';
export { tokenRefreshRoutes } from './token-refresh-routes.ts';
