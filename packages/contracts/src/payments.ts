// Orders and payments (spec 3 §2 "pay.html, payResult.html, pay/submit.html", §7 "Payment"). The spec
// names the calls; their shapes are ours (docs/decisions/023-payments.md).
import { z } from 'zod';
import { defineCall } from './call.ts';
import { LANGUAGES } from './constants.ts';
import { payConfirmPostRoute, payConfirmRoute, paymentSubmitRoute } from './payment-routes.ts';

/** An order's payment state as the result page shows it: always the server's record. */
export const PAYMENT_STATES = ['pending', 'paid', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How a buyer can pay; `sandbox` is the local stand-in for a real provider (Alipay, WeChat Pay). */
export const PAYMENT_METHODS = ['sandbox', 'alipay', 'wechatpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Order numbers: SH, the date and 10 random digits. */
export const ORDER_NO_PATTERN = /^SH\d{18}$/;

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

export const payConfirmPost = defineCall({ ...payConfirmPostRoute, input: z.object({}), data: orderCreated });
export const payConfirm = defineCall({ ...payConfirmRoute, input: orderNoInput, data: orderView });
export const paymentSubmit = defineCall({
  ...paymentSubmitRoute,
  input: paymentSubmitInput,
  data: paymentStarted,
});
