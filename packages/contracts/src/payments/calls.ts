// payments: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { payConfirmPostRoute, payConfirmRoute, paymentSubmitRoute } from './routes.ts';
import { orderCreated, orderNoInput, orderView, paymentStarted, paymentSubmitInput } from './schemas.ts';

export const payConfirmPost = defineCall({ ...payConfirmPostRoute, input: z.object({}), data: orderCreated });
export const payConfirm = defineCall({ ...payConfirmRoute, input: orderNoInput, data: orderView });
export const paymentSubmit = defineCall({
  ...paymentSubmitRoute,
  input: paymentSubmitInput,
  data: paymentStarted,
});
