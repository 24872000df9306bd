// The coupons module's front door: other code imports this file only (docs/decisions/037-module-front-doors.md).
export { ensureNewUserCouponPlan } from './new-user-plan.ts';
export { receivedCouponsRoutes } from './received-routes.ts';
export { createReceivedCouponsService } from './received-service.ts';
export { couponsRoutes } from './routes.ts';
export { createCouponsService } from './service.ts';
