// session: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { TokenRefreshData } from './schemas.ts';

// Keeping the session alive, and the new-user coupon (spec 1 §4, §7).
export const tokenRefreshRoute = defineRoute<Record<string, never>, TokenRefreshData>('POST', '/apic/o/r');
