import { z } from 'zod';
import { defineCall } from './call.ts';
import { CITIES, CURRENCY_CODES, LANGUAGES } from './constants.ts';

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

/** The per-city navigation bar (the spec's getNav; path ours). */
export const getNav = defineCall({
  method: 'GET',
  path: '/apif/nav/menu',
  input: cityInput,
  data: z.array(navEntry),
});

/** Count of new items shown on "New" navigation entries (spec 3 §7). */
export const getNewAmount = defineCall({
  method: 'GET',
  path: '/apif/newamount',
  input: cityInput,
  data: z.object({ amount: z.number().int() }),
});

export const cityMarket = z.object({
  code: z.string(),
  marketId: z.number().int(),
  name: z.string(),
  introduction: z.string(),
  showHot: z.boolean(),
});
export type CityMarket = z.infer<typeof cityMarket>;

/** City names for the location picker (and jm, yw in name lists). Path ours. */
export const getCityMarkets = defineCall({
  method: 'GET',
  path: '/apif/citymarket/list',
  input: z.object({ lang: languageSchema.default('cn') }),
  data: z.array(cityMarket),
});

export const currencyLocator = z.object({
  /** The currency suggested for this visitor: their cookie, else by language. */
  currency: currencySchema,
  /** Units of each currency per 1 CNY. */
  rates: z.record(z.string(), z.number()),
  updatedAt: z.string(),
});
export type CurrencyLocator = z.infer<typeof currencyLocator>;

export const getCurrencyLocator = defineCall({
  method: 'GET',
  path: '/apif/currency/locator',
  input: z.object({ lang: languageSchema.optional() }),
  data: currencyLocator,
});

/** National move-in permission that switches the header's join link (spec 1 §2). */
export const getNationalApplyPermission = defineCall({
  method: 'GET',
  path: '/apic/user/nationalSelectedApplyPermission',
  input: z.object({}),
  data: z.object({ allowMoveToNational: z.boolean() }),
});

export { cityInput, cityLangInput };
