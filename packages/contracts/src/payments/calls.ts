// payments: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { payConfirmPostRoute, payConfirmRoute, paymentSubmitRoute } from './routes.ts';
import { orderCreated, orderNoInput, orderView, paymentStarted, paymentSubmitInput } from './schemas.ts';

export const payConfirmPost = defineCall({
  ...payConfirmPostRoute,
  input: z.object({}),
  data: orderCreated,
  signIn: true,
  example: {},
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
