// shell: the zod schemas of the calls' inputs and answers, and their types.

import { z } from 'zod';
import { CITIES, CURRENCY_CODES, LANGUAGES } from '../constants.ts';

export const citySchema = z.enum(CITIES);
export const languageSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(CURRENCY_CODES as [string, ...string[]]);

/** A city, and the page's language for calls whose answer is text (else the lang cookie decides). */
const cityInput = z.object({ city: citySchema.default('gz'), lang: languageSchema.optional() });
export type CityInput = z.input<typeof cityInput>;
const cityLangInput = z.object({ city: citySchema.default('gz'), lang: languageSchema.default('cn') });

export const navEntry = z.object({
  key: z.string(),
  path: z.string(),
  tag: z.enum(['NEW', 'SALE', 'HOT']).nullable(),
  /** Entries that show the count of new items from /apif/newamount. */
  showNewAmount: z.boolean(),
});
export type NavEntry = z.infer<typeof navEntry>;

export const cityMarket = z.object({
  code: z.string(),
  marketId: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  showHot: z.boolean(),
});
export type CityMarket = z.infer<typeof cityMarket>;

export const currencyLocator = z.object({
  /** The currency suggested for this visitor: their cookie, else by language. */
  currency: currencySchema,
  /** Units of each currency per 1 CNY. */
  rates: z.record(z.string(), z.number()),
  updatedAt: z.string(),
});
export type CurrencyLocator = z.infer<typeof currencyLocator>;

export { cityInput, cityLangInput };
