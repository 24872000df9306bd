// The orders module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { createCheckoutService } from './checkout-service.ts';
export { ordersRoutes } from './routes.ts';
export { createOrdersService } from './service.ts';
