// The orders module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { createCheckoutService } from './checkout-service.ts';
export { createOrderMessagesRenderer } from './message-templates.ts';
export { orderProgressRoutes } from './progress-routes.ts';
export { createOrderProgressService } from './progress-service.ts';
export { createRefundsService, REFUND_QUEUE, type RefundJob } from './refunds-service.ts';
export { ordersRoutes } from './routes.ts';
export { createOrdersService } from './service.ts';
export { createStallLinesService, type StallLinesService } from './stall-lines-service.ts';
export { createStallOrdersService } from './stall-orders-service.ts';
