// The payment calls as the browser makes them (spec 3 §7 "User centre": payment), zod-free like routes.ts.
import type {
  OrderCreated,
  OrderNoInput,
  OrderView,
  PaymentStarted,
  PaymentSubmitInput,
} from './payments.ts';
import { defineRoute } from './route.ts';

/** Turns the purchase list into an order (JSON, spec 3 §7); answers its number. */
export const payConfirmPostRoute = defineRoute<Record<string, never>, OrderCreated>(
  'POST',
  '/apic/user/payConfirmPost',
);
/** One of the buyer's orders with its payment state and the methods it can be paid with. */
export const payConfirmRoute = defineRoute<OrderNoInput, OrderView>('GET', '/apic/user/settled/pay_confirm');
/** Starts paying an order with a method: answers the provider's page to send the buyer to. */
export const paymentSubmitRoute = defineRoute<PaymentSubmitInput, PaymentStarted>(
  'POST',
  '/apic/user/payment/submit',
);
