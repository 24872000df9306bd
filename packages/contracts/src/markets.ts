import { z } from 'zod';
import { defineCall } from './call.ts';
import { shopCard } from './catalogue.ts';
import { citySchema, languageSchema } from './shell.ts';

/** Stalls the market directory shows a page of. */
export const MARKET_STALLS_PAGE_SIZE = 30;

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

/** A city's market buildings with their floors and stall counts (spec 3 §7 "Markets"). */
export const getMarketList = defineCall({
  method: 'GET',
  path: '/apif/mv/market/list',
  input: z.object({ city: citySchema.default('gz'), lang: languageSchema.optional() }),
  data: z.array(marketBuilding),
});

export const marketStallsInput = z.object({
  city: citySchema.default('gz'),
  lang: languageSchema.optional(),
  bid: z.coerce.number().int().positive(),
  /** One floor of the building; absent for every floor. */
  floorId: z.coerce.number().int().positive().optional(),
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

/** The stalls of a building (or one of its floors), floor by floor, by stall number (spec 3 §7 "Markets"). */
export const getMarketStalls = defineCall({
  method: 'GET',
  path: '/apif/mv/shop/list',
  input: marketStallsInput,
  data: marketStalls,
});
