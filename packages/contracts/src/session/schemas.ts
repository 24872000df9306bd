// Keeping a signed-in session alive (spec 1 §4 "Token refresh", §7 POST /apic/o/r).
import { z } from 'zod';

/** rd: the days the session (and its cookies) now last; the page keeps the auto-login flag 3 × rd days. */
export const tokenRefreshData = z.object({ rd: z.number().int() });
export type TokenRefreshData = z.infer<typeof tokenRefreshData>;
