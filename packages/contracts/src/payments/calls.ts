// payments: the calls, each its route (method and path) joined with its input and answer schemas.

import { defineCall } from '../call.ts';
import {
  distributeSupportListRoute,
  orderConfirmListRoute,
  payConfirmPostRoute,
  payConfirmRoute,
  paymentSubmitRoute,
} from './routes.ts';
import {
  checkoutInput,
  deliverySupport,
  distributeSupportInput,
  orderConfirm,
  orderCreated,
  orderNoInput,
  orderView,
  paymentStarted,
  paymentSubmitInput,
} from './schemas.ts';

export const payConfirmPost = defineCall({
  ...payConfirmPostRoute,
  input: checkoutInput,
  data: orderCreated,
  signIn: true,
  example: { source: 'cart', lineIds: [1, 2], addressId: 1, delivery: 'zto', couponId: 1 },
  codes: {
    400: 'nothing chosen can be bought now, no delivery address, or a delivery service that does not ship from every city of the order',
    409: 'the coupon is used up, expired or not the buyer’s',
  },
});
export const getOrderConfirmList = defineCall({
  ...orderConfirmListRoute,
  input: checkoutInput,
  data: orderConfirm,
  signIn: true,
  example: { source: 'cart', lineIds: '1,2', delivery: 'zto', qualityCheck: '1' },
});
export const distributeSupportList = defineCall({
  ...distributeSupportListRoute,
  input: distributeSupportInput,
  data: deliverySupport,
  example: { city: 'gz' },
});
export const payConfirm = defineCall({
  ...payConfirmRoute,
  input: orderNoInput,
  data: orderView,
  signIn: true,
  example: { orderNo: 'SH202601150930000001' },
});
export const paymentSubmit = defineCall({
  ...paymentSubmitRoute,
  input: paymentSubmitInput,
  data: paymentStarted,
  signIn: true,
  example: { orderNo: 'SH202601150930000001', method: 'sandbox' },
});
