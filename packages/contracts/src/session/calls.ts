// session: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { tokenRefreshRoute } from './routes.ts';
import { tokenRefreshData } from './schemas.ts';

/** Extends the caller's session by its full lifetime (120 days with auto-login, else 14). */
export const refreshToken = defineCall({
  ...tokenRefreshRoute,
  input: z.object({}),
  data: tokenRefreshData,
  signIn: true,
  example: {},
});
