// shop: plain values (codes, limits, patterns), zod-free so the pages can use them; the schemas build on them.
import { CREDIT_LEVEL, STRENGTH_TYPE } from '../constants.ts';

export const CREDIT_LEVEL_CODES = Object.values(CREDIT_LEVEL).map(String);
export const STRENGTH_TYPE_CODES = Object.values(STRENGTH_TYPE).map(String);
