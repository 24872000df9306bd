// orders: the calls, each its route (method and path) joined with its input and answer schemas.

import { defineCall } from '../call.ts';
import {
  lineCancelRoute,
  lineMoveRoute,
  myOrdersRoute,
  orderProgressRoute,
  refundQuotaRoute,
  shipOrderRoute,
  stallLinesRoute,
  stallOrdersRoute,
} from './routes.ts';
import {
  lineCancelInput,
  lineMoveInput,
  myOrdersInput,
  myOrdersPage,
  orderNoQuery,
  orderProgressView,
  progressLine,
  refundQuota,
  refundQuotaInput,
  shipOrderInput,
  shipOrderResult,
  stallLine,
  stallLinesInput,
  stallLinesPage,
  stallOrdersInput,
  stallOrdersPage,
} from './schemas.ts';

export const getMyOrders = defineCall({
  ...myOrdersRoute,
  input: myOrdersInput,
  data: myOrdersPage,
  signIn: true,
  example: { q: '连衣裙', page: 1, pageSize: 10 },
});
export const getOrderProgress = defineCall({
  ...orderProgressRoute,
  input: orderNoQuery,
  data: orderProgressView,
  signIn: true,
  example: { orderNo: 'SH202601150930000001' },
});
export const queryRefundWithoutReasonQuota = defineCall({
  ...refundQuotaRoute,
  input: refundQuotaInput,
  data: refundQuota,
  signIn: true,
  example: { orderNo: 'SH202601150930000001' },
});
export const getStallLines = defineCall({
  ...stallLinesRoute,
  input: stallLinesInput,
  data: stallLinesPage,
  signIn: true,
  example: { page: 1, pageSize: 20 },
});
/** 409 when the rules forbid the move (shipping a cancelled line); another stall's line answers 404. */
export const moveStallLine = defineCall({
  ...lineMoveRoute,
  input: lineMoveInput,
  data: stallLine,
  signIn: true,
  example: { lineId: 1, action: 'ship', trackingNo: 'SF1234567890' },
});
/** 409 when the line is no longer the buyer's to cancel (picking, picked, shipped, cancelled); 404 if not theirs. */
export const cancelMyOrderLine = defineCall({
  ...lineCancelRoute,
  input: lineCancelInput,
  data: progressLine,
  signIn: true,
  example: { lineId: 1 },
});
export const getStallOrders = defineCall({
  ...stallOrdersRoute,
  input: stallOrdersInput,
  data: stallOrdersPage,
  signIn: true,
  example: { page: 1, pageSize: 10 },
});
/**
 * 409 when a chosen line cannot be shipped (shipped already, cancelled) or nothing is left to ship; then
 * nothing changes. An order or line that is not the stall's answers 404, as a missing one.
 */
export const shipStallOrder = defineCall({
  ...shipOrderRoute,
  input: shipOrderInput,
  data: shipOrderResult,
  signIn: true,
  example: { orderNo: 'SH202601150930000001', lineIds: [1, 2, 3], trackingNo: 'SF1234567890' },
});
