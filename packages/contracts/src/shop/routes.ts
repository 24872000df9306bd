// shop: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import type { ShopCard } from '../catalogue/schemas.ts';
import { defineRoute } from '../route.ts';
import type { ShopIdInput, ShopVisits } from './schemas.ts';

// The stall page's similar-stalls panel, asked for when a buyer opens it (path not shown in the spec; ours).
export const similarShopsRoute = defineRoute<ShopIdInput, ShopCard[]>('GET', '/apif/shop/similar');
// A stall page's visit, logged once the page runs in a browser (spec 3 §7 path; what it answers is ours).
export const shopVisitRoute = defineRoute<ShopIdInput, ShopVisits>('GET', '/apif/shop/log/stat');
