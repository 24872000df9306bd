// payments: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { OrderCreated, OrderNoInput, OrderView, PaymentStarted, PaymentSubmitInput } from './schemas.ts';

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
