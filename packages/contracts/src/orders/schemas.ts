// Orders to the door (issue 16 point 3, spec 3 §4 "Stock and shipping status helper", §7
// queryRefundWithoutReasonQuota): the buyer's orders and the stall's lines. Shapes are ours (decision 050).

import { z } from 'zod';
import { pageInput } from '../call.ts';
import { LANGUAGES } from '../constants.ts';
import { id } from '../ids.ts';
import { DELIVERY_CODES, ORDER_NO_PATTERN } from '../payments/constants.ts';
import { shipTo } from '../payments/schemas.ts';
import {
  LINE_ACTIONS,
  LINE_STATES,
  ORDER_PROGRESS,
  REFUND_STATES,
  SHIP_LINES_MAX,
  STALL_STOP_REASONS,
  STOP_REASONS,
  TRACKING_NO_PATTERN,
} from './constants.ts';

const lineState = z.literal(LINE_STATES);
const stopReason = z.literal(STOP_REASONS);
const orderNo = z
  .string({ message: 'orderNo is required' })
  .regex(ORDER_NO_PATTERN, 'orderNo: not an order number');

export const myOrdersInput = z.object({
  /** Finds orders with a line whose item title or stall name holds these words. */
  q: z.string().trim().max(60, 'q: at most 60 characters').optional(),
  page: pageInput.page,
  pageSize: pageInput.pageSize.default(10),
  /** The page's language: the stalls' updates reach the buyer in the language they follow orders in. */
  lang: z.enum(LANGUAGES).optional(),
});
export type MyOrdersInput = z.input<typeof myOrdersInput>;

export const orderSummary = z.object({
  orderNo: z.string(),
  progress: z.enum(ORDER_PROGRESS),
  total: z.number(),
  pieces: z.number().int(),
  createdAt: z.string(),
  /** The stalls the order buys from, by name. */
  stalls: z.array(z.string()),
  /** Up to four lines' pictures and titles, for the list row. */
  preview: z.array(z.object({ title: z.string(), indexImgUrl: z.string() })),
  /** How many lines are in each state, in state order. */
  states: z.array(z.object({ state: lineState, lines: z.number().int() })),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const myOrdersPage = z.object({
  list: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MyOrdersPage = z.infer<typeof myOrdersPage>;

export const orderNoQuery = z.object({ orderNo, lang: z.enum(LANGUAGES).optional() });
export type OrderNoQuery = z.input<typeof orderNoQuery>;

export const progressLine = z.object({
  lineId: z.number().int(),
  itemId: z.number().int(),
  vid: z.string(),
  title: z.string(),
  indexImgUrl: z.string(),
  color: z.string(),
  size: z.string(),
  amount: z.number().int(),
  price: z.number(),
  state: lineState,
  stopReason: stopReason.nullable(),
  trackingNo: z.string().nullable(),
  /** The money of a cancelled line on its way back to the buyer; null while the line is not cancelled. */
  refund: z.object({ state: z.enum(REFUND_STATES), amount: z.number() }).nullable(),
});
export type ProgressLine = z.infer<typeof progressLine>;

/** One step of an order's timeline: placed, paid, a line moved, or money paid back for a line. */
export const orderEvent = z.object({
  at: z.string(),
  kind: z.enum(['placed', 'paid', 'line', 'refunded']),
  lineId: z.number().int().nullable(),
  title: z.string().nullable(),
  state: lineState.nullable(),
  stopReason: stopReason.nullable(),
  trackingNo: z.string().nullable(),
  /** What a refund paid back, in CNY; null for other steps. */
  amount: z.number().nullable(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

export const refundQuota = z.object({
  /** What is owed back, in CNY, for the lines that could not be picked (out of stock, cancelled). */
  amount: z.number(),
  lines: z.number().int(),
  pieces: z.number().int(),
  /** Of it, what the payment provider has already paid back, in CNY. */
  refunded: z.number(),
});
export type RefundQuota = z.infer<typeof refundQuota>;

export const orderProgressView = z.object({
  orderNo: z.string(),
  progress: z.enum(ORDER_PROGRESS),
  total: z.number(),
  pieces: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The money of the total: goods + delivery + quality check - discount, in CNY (decision 049). */
  goods: z.number(),
  deliveryFee: z.number(),
  qualityCheckFee: z.number(),
  discount: z.number(),
  delivery: z.enum(DELIVERY_CODES).nullable(),
  shipTo: shipTo.nullable(),
  stalls: z.array(
    z.object({ shopId: z.number().int().nullable(), name: z.string(), lines: z.array(progressLine) }),
  ),
  events: z.array(orderEvent),
  refund: refundQuota,
});
export type OrderProgressView = z.infer<typeof orderProgressView>;

export const refundQuotaInput = z.object({ orderNo: orderNo.optional() });
export type RefundQuotaInput = z.input<typeof refundQuotaInput>;

export const stallLinesInput = z.object({
  state: z.coerce.number().pipe(z.literal(LINE_STATES, 'state: not a line state')).optional(),
  page: pageInput.page,
  pageSize: pageInput.pageSize.default(20),
  /** The page's language: titles, colours and sizes are named in it. */
  lang: z.enum(LANGUAGES).optional(),
});
export type StallLinesInput = z.input<typeof stallLinesInput>;

export const stallLine = progressLine.extend({
  orderNo: z.string(),
  paidAt: z.string(),
  artNo: z.string(),
  /** Where the stall ships the line: the buyer's address as the order keeps it. */
  shipTo: shipTo.nullable(),
});
export type StallLine = z.infer<typeof stallLine>;

export const stallLinesPage = z.object({
  /** The stall the signed-in owner keeps; null when they keep none. */
  shop: z.object({ shopId: z.number().int(), name: z.string() }).nullable(),
  list: z.array(stallLine),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StallLinesPage = z.infer<typeof stallLinesPage>;

export const lineMoveInput = z
  .object({
    lineId: id,
    action: z.enum(LINE_ACTIONS, { message: 'action: not a line action' }),
    stopReason: z.coerce
      .number()
      .pipe(z.literal(STOP_REASONS, 'stopReason: not a stop-picking reason'))
      .refine(
        (reason) => (STALL_STOP_REASONS as number[]).includes(reason),
        "stopReason: 11-15 are a market picker's findings; a stall reports 1-6",
      )
      .optional(),
    trackingNo: z.string().trim().regex(TRACKING_NO_PATTERN, 'trackingNo: 6-32 letters or digits').optional(),
  })
  .refine((v) => v.action !== 'stop' || v.stopReason !== undefined, {
    message: 'stopReason is required to stop picking',
    path: ['stopReason'],
  })
  .refine((v) => v.action !== 'ship' || v.trackingNo !== undefined, {
    message: 'trackingNo is required to ship',
    path: ['trackingNo'],
  });
export type LineMoveInput = z.input<typeof lineMoveInput>;

/** The buyer's own line: one they may still cancel (awaiting pick, or out of stock). */
export const lineCancelInput = z.object({
  lineId: id,
  lang: z.enum(LANGUAGES).optional(),
});
export type LineCancelInput = z.input<typeof lineCancelInput>;

/** One order as the stall sees it (issue 26 point 6): the stall's own lines of it, to ship together. */
export const stallOrder = z.object({
  orderNo: z.string(),
  paidAt: z.string(),
  /** Where the stall ships: the buyer's address as the order keeps it. */
  shipTo: shipTo.nullable(),
  /** The delivery service the buyer chose at checkout: the carrier the stall hands the parcel to. */
  carrier: z.enum(DELIVERY_CODES).nullable(),
  /** The stall's lines of the order: partly shipped while some are shipped and others not yet. */
  progress: z.enum(ORDER_PROGRESS),
  pieces: z.number().int(),
  lines: z.array(stallLine),
});
export type StallOrder = z.infer<typeof stallOrder>;

export const stallOrdersInput = z.object({
  /** Orders with at least one of the stall's lines in this state. */
  state: z.coerce.number().pipe(z.literal(LINE_STATES, 'state: not a line state')).optional(),
  page: pageInput.page,
  pageSize: pageInput.pageSize.default(10),
  /** The page's language: titles, colours and sizes are named in it. */
  lang: z.enum(LANGUAGES).optional(),
});
export type StallOrdersInput = z.input<typeof stallOrdersInput>;

export const stallOrdersPage = z.object({
  /** The stall the signed-in owner keeps; null when they keep none. */
  shop: z.object({ shopId: z.number().int(), name: z.string() }).nullable(),
  list: z.array(stallOrder),
  /** How many orders, not lines. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StallOrdersPage = z.infer<typeof stallOrdersPage>;

/** Line ids as a JSON array or a comma-separated form field ("1,2,3"), each once. */
const lineIdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z
    .array(id, { message: 'lineIds: a list of line ids' })
    .min(1, 'lineIds: name at least one line')
    .max(SHIP_LINES_MAX, `lineIds: at most ${SHIP_LINES_MAX} lines at once`)
    .transform((ids) => [...new Set(ids)]),
);

/**
 * Ships an order's lines of the stall in one action (issue 26 point 6): the chosen lines, or without
 * `lineIds` every line still to go out, all under one tracking number.
 */
export const shipOrderInput = z.object({
  orderNo,
  lineIds: lineIdList.optional(),
  trackingNo: z
    .string({ message: 'trackingNo is required to ship' })
    .trim()
    .regex(TRACKING_NO_PATTERN, 'trackingNo: 6-32 letters or digits'),
  lang: z.enum(LANGUAGES).optional(),
});
export type ShipOrderInput = z.input<typeof shipOrderInput>;

/** The order after the shipment, as the stall's page shows it, and which lines this action shipped. */
export const shipOrderResult = z.object({
  order: stallOrder,
  shippedLineIds: z.array(z.number().int()),
});
export type ShipOrderResult = z.infer<typeof shipOrderResult>;
