// shell: the calls, each its route (method and path) joined with its input and answer schemas.

import { z } from 'zod';
import { defineCall } from '../call.ts';
import { cityInput, cityMarket, currencyLocator, languageSchema, navEntry } from './schemas.ts';

/** The per-city navigation bar (the spec's getNav; path ours). */
export const getNav = defineCall({
  method: 'GET',
  path: '/apif/nav/menu',
  input: cityInput,
  data: z.array(navEntry),
  example: { city: 'gz', lang: 'en' },
});

/** Count of new items shown on "New" navigation entries (spec 3 §7). */
export const getNewAmount = defineCall({
  method: 'GET',
  path: '/apif/newamount',
  input: cityInput,
  data: z.object({ amount: z.number().int() }),
  example: { city: 'gz' },
});

/** City names for the location picker (and jm, yw in name lists). Path ours. */
export const getCityMarkets = defineCall({
  method: 'GET',
  path: '/apif/citymarket/list',
  input: z.object({ lang: languageSchema.default('cn') }),
  data: z.array(cityMarket),
  example: { lang: 'en' },
});

export const getCurrencyLocator = defineCall({
  method: 'GET',
  path: '/apif/currency/locator',
  input: z.object({ lang: languageSchema.optional() }),
  data: currencyLocator,
  example: { lang: 'en' },
});

/** National move-in permission that switches the header's join link (spec 1 §2). */
export const getNationalApplyPermission = defineCall({
  method: 'GET',
  path: '/apic/user/nationalSelectedApplyPermission',
  input: z.object({}),
  data: z.object({ allowMoveToNational: z.boolean() }),
  example: {},
});
