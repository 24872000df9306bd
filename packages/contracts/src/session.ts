// Keeping a signed-in session alive (spec 1 §4 "Token refresh", §7 POST /apic/o/r).
import { z } from 'zod';
import { defineCall } from './call.ts';
import { tokenRefreshRoute } from './routes.ts';

/** rd: the days the session (and its cookies) now last; the page keeps the auto-login flag 3 × rd days. */
export const tokenRefreshData = z.object({ rd: z.number().int() });
export type TokenRefreshData = z.infer<typeof tokenRefreshData>;

/** Extends the caller's session by its full lifetime (120 days with auto-login, else 14). */
export const refreshToken = defineCall({ ...tokenRefreshRoute, input: z.object({}), data: tokenRefreshData });
