import { VALID_PRICE_TYPES } from '@stallhub/contracts';
import { inArray, not } from 'drizzle-orm';
import { items } from './tables.ts';

/**
 * Items a buyer can buy: their price type is a sound one (spec 3 §4). The others show 价格异常 and, in
 * every ranking and sort, come after every buyable item while staying listed (issue 26 point 9c).
 */
export const buyableItems = inArray(items.priceType, [...VALID_PRICE_TYPES]);
export const unbuyableItems = not(buyableItems);
