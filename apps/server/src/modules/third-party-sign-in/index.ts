// Third-party sign-in's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { thirdPartySignInRoutes } from './routes.ts';
export { createThirdPartySignInService, type Partners } from './service.ts';
