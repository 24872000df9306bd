// The cart module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { cartRoutes } from './routes.ts';
export { type CartService, type CheckoutSourceLine, createCartService } from './service.ts';
