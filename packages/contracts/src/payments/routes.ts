// payments: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type {
  CheckoutInput,
  DeliverySupport,
  DistributeSupportInput,
  OrderConfirm,
  OrderCreated,
  OrderNoInput,
  OrderView,
  PaymentStarted,
  PaymentSubmitInput,
} from './schemas.ts';

/** Makes an order of the chosen cart or purchase-list lines (JSON, spec 3 §7); answers its number. */
export const payConfirmPostRoute = defineRoute<CheckoutInput, OrderCreated>(
  'POST',
  '/apic/user/payConfirmPost',
);
/** The order a checkout would make: lines by stall, shortfalls, addresses, delivery, coupons, totals. */
export const orderConfirmListRoute = defineRoute<CheckoutInput, OrderConfirm>(
  'POST',
  '/shopc/vas/getOrderConfirmList',
);
/** The delivery services a city market ships with, and their prices. */
export const distributeSupportListRoute = defineRoute<DistributeSupportInput, DeliverySupport>(
  'POST',
  '/apic/citymarket/distribute-support-list',
);
/** One of the buyer's orders with its payment state and the methods it can be paid with. */
export const payConfirmRoute = defineRoute<OrderNoInput, OrderView>('GET', '/apic/user/settled/pay_confirm');
/** Starts paying an order with a method: answers the provider's page to send the buyer to. */
export const paymentSubmitRoute = defineRoute<PaymentSubmitInput, PaymentStarted>(
  'POST',
  '/apic/user/payment/submit',
);
