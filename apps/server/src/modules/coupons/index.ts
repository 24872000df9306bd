// The coupons module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { ensureNewUserCouponPlan } from './new-user-plan.ts';
export {
  createOrderCouponsService,
  type OrderCoupon,
  type OrderCouponParts,
  type OrderCouponsService,
} from './order-coupons.ts';
export { receivedCouponsRoutes } from './received-routes.ts';
export { createReceivedCouponsService } from './received-service.ts';
export { couponsRoutes } from './routes.ts';
export { type CouponsService, createCouponsService } from './service.ts';
