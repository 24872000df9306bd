// markets: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { shopCard } from '../catalogue/schemas.ts';
import { id } from '../ids.ts';
import { citySchema, languageSchema } from '../shell/schemas.ts';
import { MARKET_STALLS_PAGE_SIZE } from './constants.ts';

export const marketFloorEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  stallCount: z.number().int(),
});
export const marketBuilding = z.object({
  bid: z.number().int(),
  name: z.string(),
  stallCount: z.number().int(),
  floors: z.array(marketFloorEntry),
});
export type MarketBuilding = z.infer<typeof marketBuilding>;

export const marketStallsInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  bid: id,
  /** One floor of the building; absent for every floor. */
  floorId: id.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(MARKET_STALLS_PAGE_SIZE),
});
export type MarketStallsInput = z.input<typeof marketStallsInput>;

export const marketStalls = z.object({
  list: z.array(shopCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MarketStalls = z.infer<typeof marketStalls>;
