// orders: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  LineCancelInput,
  LineMoveInput,
  MyOrdersInput,
  MyOrdersPage,
  OrderNoQuery,
  OrderProgressView,
  ProgressLine,
  RefundQuota,
  RefundQuotaInput,
  ShipOrderInput,
  ShipOrderResult,
  StallLine,
  StallLinesInput,
  StallLinesPage,
  StallOrdersInput,
  StallOrdersPage,
} from './schemas.ts';

/** The buyer's orders, newest first, searchable by item title or stall name (ours, in the user family). */
export const myOrdersRoute = defineRoute<MyOrdersInput, MyOrdersPage>('GET', '/apic/user/order/list');
/** One of the buyer's orders: lines by stall with their states, the timeline and the refund owed. */
export const orderProgressRoute = defineRoute<OrderNoQuery, OrderProgressView>(
  'GET',
  '/apic/user/order/detail',
);
/** What the buyer is owed back for lines that could not be picked (spec 3 §7); one order or all. */
export const refundQuotaRoute = defineRoute<RefundQuotaInput, RefundQuota>(
  'GET',
  '/apic/user/queryRefundWithoutReasonQuota',
);
/** The paid lines of the signed-in stall owner's stall (ours, in the shop family of spec 3 §7). */
export const stallLinesRoute = defineRoute<StallLinesInput, StallLinesPage>('GET', '/shopc/order/lines');
/** Moves one of the stall's lines: picked, out of stock (with a sub-reason), shipped (with tracking). */
export const lineMoveRoute = defineRoute<LineMoveInput, StallLine>('POST', '/shopc/order/line/move');
/** The buyer cancels one of their lines (awaiting pick, or out of stock) and gets its money back. */
export const lineCancelRoute = defineRoute<LineCancelInput, ProgressLine>(
  'POST',
  '/apic/user/order/line/cancel',
);
/** The stall's paid orders, each with the stall's lines of it, newest payments first (issue 26 point 6). */
export const stallOrdersRoute = defineRoute<StallOrdersInput, StallOrdersPage>('GET', '/shopc/order/list');
/** Ships an order's lines of the stall in one action under one tracking number: the buyer gets one message. */
export const shipOrderRoute = defineRoute<ShipOrderInput, ShipOrderResult>('POST', '/shopc/order/ship');
