// Orders and payments (spec 3 §2 "pay.html, payResult.html, pay/submit.html", §7 "Payment"). The spec
// names the calls; their shapes are ours (docs/decisions/023-payments.md).

import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { ORDER_NO_PATTERN, PAYMENT_METHODS, PAYMENT_STATES } from './constants.ts';

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

export const orderView = z.object({
  orderNo: z.string(),
  state: z.enum(PAYMENT_STATES),
  /** What is charged, in CNY (the display currency is only shown beside it). */
  total: z.number(),
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
