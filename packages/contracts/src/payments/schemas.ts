// Orders and payments (spec 3 §2 "pay.html, payResult.html, pay/submit.html", §7 "Payment"). The spec
// names the calls; their shapes are ours (docs/decisions/023-payments.md).

import { z } from 'zod';
import { flag } from '../call.ts';
import { CITIES, LANGUAGES } from '../constants.ts';
import { id } from '../ids.ts';
import { address } from '../user-centre/schemas.ts';
import {
  CHECKOUT_LINES_MAX,
  CHECKOUT_SOURCES,
  DELIVERY_CODES,
  ORDER_NO_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_STATES,
} from './constants.ts';

export const orderNoInput = z.object({
  orderNo: z
    .string({ message: 'orderNo is required' })
    .regex(ORDER_NO_PATTERN, 'orderNo: not an order number'),
});
export type OrderNoInput = z.input<typeof orderNoInput>;

export const paymentSubmitInput = orderNoInput.extend({
  method: z.enum(PAYMENT_METHODS, { message: 'method: not a payment method' }),
  /** The language of the page paying, for the way back to it and the provider's subject line. */
  lang: z.enum(LANGUAGES).optional(),
});
export type PaymentSubmitInput = z.input<typeof paymentSubmitInput>;

export const orderLine = z.object({
  itemId: z.number().int(),
  vid: z.string(),
  title: z.string(),
  indexImgUrl: z.string(),
  color: z.string(),
  size: z.string(),
  artNo: z.string(),
  amount: z.number().int(),
  /** Unit price in CNY when the order was made. */
  price: z.number(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** Where an order goes: the address as it was when the order was made. */
export const shipTo = address.omit({ id: true, isDefault: true });
export type ShipTo = z.infer<typeof shipTo>;

export const orderView = z.object({
  orderNo: z.string(),
  state: z.enum(PAYMENT_STATES),
  /** What is charged, in CNY (the display currency is only shown beside it). */
  total: z.number(),
  /** The goods, delivery, quality check and coupon discount the total is made of (CNY). */
  goods: z.number(),
  deliveryFee: z.number(),
  qualityCheckFee: z.number(),
  discount: z.number(),
  delivery: z.enum(DELIVERY_CODES).nullable(),
  shipTo: shipTo.nullable(),
  pieces: z.number().int(),
  lines: z.array(orderLine),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type OrderView = z.infer<typeof orderView>;

export const orderCreated = z.object({ orderNo: z.string(), total: z.number() });
export type OrderCreated = z.infer<typeof orderCreated>;

export const paymentStarted = z.object({ redirectUrl: z.string() });
export type PaymentStarted = z.infer<typeof paymentStarted>;

/** Line ids as a JSON array or a form's comma-separated list. */
const lineIdList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z
    .array(id, { message: 'lineIds: a list of line ids' })
    .min(1, 'lineIds: choose at least one line')
    .max(CHECKOUT_LINES_MAX, `lineIds: at most ${CHECKOUT_LINES_MAX} lines at once`),
);

/**
 * A checkout: which lines of the cart or the purchase list, shipped where and how, with which coupon
 * (decision 049). The quote (`getOrderConfirmList`) takes it to show the order; `payConfirmPost` to make it.
 */
export const checkoutInput = z.object({
  source: z.enum(CHECKOUT_SOURCES, { message: 'source: cart or purchase' }).default('purchase'),
  /** Absent: every line of the source. */
  lineIds: lineIdList.optional(),
  /** Absent in a quote: the default address. Making the order needs one. */
  addressId: id.optional(),
  /** Absent: the cheapest service that ships from every city of the order. */
  delivery: z.enum(DELIVERY_CODES, { message: 'delivery: not a delivery service' }).optional(),
  qualityCheck: flag.default(false),
  /** A received coupon bundle to use; absent: none. */
  couponId: id.optional(),
});
export type CheckoutInput = z.input<typeof checkoutInput>;

export const checkoutLine = orderLine.extend({ lineId: z.number().int() });
export type CheckoutLine = z.infer<typeof checkoutLine>;

/** One stall's part of a checkout: its parcel leaves its city market. */
export const checkoutGroup = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  city: z.string(),
  market: z.string(),
  pieces: z.number().int(),
  goods: z.number(),
  lines: z.array(checkoutLine),
});
export type CheckoutGroup = z.infer<typeof checkoutGroup>;

export const SHORTFALL_REASONS = ['offShelf', 'outOfStock', 'short', 'notForSale'] as const;
export type ShortfallReason = (typeof SHORTFALL_REASONS)[number];

/** A chosen line that cannot be bought now: it stays in its list and is not in the order. */
export const checkoutShortfall = z.object({
  lineId: z.number().int(),
  vid: z.string(),
  title: z.string(),
  indexImgUrl: z.string(),
  color: z.string(),
  size: z.string(),
  amount: z.number().int(),
  stock: z.number().int(),
  reason: z.enum(SHORTFALL_REASONS),
});
export type CheckoutShortfall = z.infer<typeof checkoutShortfall>;

export const deliveryOption = z.object({
  code: z.enum(DELIVERY_CODES),
  /** For this order's parcels (CNY); in the support list, the first parcel's price. */
  fee: z.number(),
  /** Days from shipping to the door, fewest and most. */
  daysMin: z.number().int(),
  daysMax: z.number().int(),
});
export type DeliveryOption = z.infer<typeof deliveryOption>;

export const distributeSupportInput = z.object({
  city: z.enum(CITIES, { message: `city: one of ${CITIES.join(', ')}` }),
});
export type DistributeSupportInput = z.input<typeof distributeSupportInput>;
export const deliverySupport = z.object({
  city: z.enum(CITIES),
  services: z.array(deliveryOption.extend({ firstPieces: z.number().int(), extraFee: z.number() })),
});
export type DeliverySupport = z.infer<typeof deliverySupport>;

/** A received coupon bundle at checkout: what it takes off this order, or why it cannot be used. */
export const checkoutCoupon = z.object({
  id: z.number().int(),
  name: z.string(),
  expressAmount: z.number(),
  checkQualityAmount: z.number(),
  expiresAt: z.string(),
  usable: z.boolean(),
  /** What it would take off this order as chosen (CNY). */
  discount: z.number(),
});
export type CheckoutCoupon = z.infer<typeof checkoutCoupon>;

export const orderConfirm = z.object({
  source: z.enum(CHECKOUT_SOURCES),
  groups: z.array(checkoutGroup),
  shortfalls: z.array(checkoutShortfall),
  addresses: z.array(address),
  addressId: z.number().int().nullable(),
  deliveryOptions: z.array(deliveryOption),
  delivery: z.enum(DELIVERY_CODES).nullable(),
  qualityCheck: z.boolean(),
  coupons: z.array(checkoutCoupon),
  couponId: z.number().int().nullable(),
  /** The new-user plan the buyer may still claim (then use here), else null. */
  claimablePlanId: z.number().int().nullable(),
  pieces: z.number().int(),
  goods: z.number(),
  deliveryFee: z.number(),
  qualityCheckFee: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type OrderConfirm = z.infer<typeof orderConfirm>;
