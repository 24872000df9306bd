// rankings: the calls as the browser makes them, zod-free (decision 005): only types come from the schemas.
import { defineRoute } from '../route.ts';
import type { RankIndex, RankIndexInput } from './schemas.ts';

// Rankings (spec 3 §7 "Stall rankings"): a ranking tab loads its further pages itself.
export const rankIndexRoute = defineRoute<RankIndexInput, RankIndex>('GET', '/apif/rank-index/v1');
