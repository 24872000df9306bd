import type { CurrencyLocator, Language, NavEntry } from '@stallhub/contracts';
import { BASE_CURRENCY, CURRENCY_CODES, type Currency, canLinkTo } from '@stallhub/contracts';
import { asc, eq } from 'drizzle-orm';
import { keyedReferenceCache, referenceCache } from '../../cache/reference-cache.ts';
import type { Db } from '../../db/connection.ts';
import type { DropWhen } from '../../signals/site-signals.ts';
import { currencyRates, navEntries } from './tables.ts';

/** The currency a language's readers most likely pay in, when they have not chosen one. */
const CURRENCY_BY_LANGUAGE: Record<Language, Currency> = {
  cn: 'CNY',
  en: 'USD',
  ko: 'KRW',
  ja: 'JPY',
  de: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  vi: 'VND',
  th: 'THB',
  'pt-br': 'USD',
};

/** `referenceChanged`: the site's signal that the seed (or an operator) wrote the bar or the rates. */
export function createShellService(db: Db, referenceChanged?: DropWhen) {
  const navFor = keyedReferenceCache(
    async (city: string): Promise<NavEntry[]> => {
      const rows = await db
        .select()
        .from(navEntries)
        .where(eq(navEntries.city, city))
        .orderBy(asc(navEntries.sort));
      // The seeded bar is the spec's; entries whose page is not built yet wait for it (no dead ends).
      return rows
        .filter((r) => canLinkTo(r.path))
        .map((r) => ({
          key: r.key,
          path: r.path.replaceAll('{city}', city),
          tag: (r.tag as NavEntry['tag']) ?? null,
          showNewAmount: r.showNewAmount,
        }));
    },
    undefined,
    referenceChanged,
  );

  const rates = referenceCache(
    async () => {
      const rows = await db.select().from(currencyRates);
      return {
        rates: Object.fromEntries(rows.map((r) => [r.currency, r.rate])) as Record<string, number>,
        updatedAt: new Date(Math.max(0, ...rows.map((r) => r.updatedAt.getTime()))),
      };
    },
    undefined,
    referenceChanged,
  );

  return {
    nav: navFor,

    /** Rates per 1 CNY and the currency to show: the visitor's choice, else their language's. */
    async currencyLocator(lang: Language, chosen: string | undefined): Promise<CurrencyLocator> {
      const table = await rates();
      const currency =
        chosen && (CURRENCY_CODES as string[]).includes(chosen) && chosen in table.rates
          ? (chosen as Currency)
          : CURRENCY_BY_LANGUAGE[lang];
      return {
        currency: currency in table.rates ? currency : BASE_CURRENCY,
        rates: table.rates,
        updatedAt: table.updatedAt.toISOString(),
      };
    },
  };
}

export type ShellService = ReturnType<typeof createShellService>;
