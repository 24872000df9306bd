// users: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { loginInfoRoute, unreadInfoRoute } from './routes.ts';
import { loginInfo, loginInfoInput, unreadInfo } from './schemas.ts';

export const getLoginInfo = defineCall({
  ...loginInfoRoute,
  input: loginInfoInput,
  data: loginInfo,
  example: { city: 'gz' },
});

export const getUnreadInfo = defineCall({
  ...unreadInfoRoute,
  input: z.object({}),
  data: unreadInfo,
  example: {},
});
