import {
  BASE_CURRENCY,
  COOKIE,
  COOKIE_MAX_AGE,
  type Currency,
  type CurrencyLocator,
} from '@stallhub/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { writeCookie } from '../cookie.ts';
import { formatPrice } from './format-price.ts';

interface CurrencyState {
  currency: Currency;
  choose: (currency: Currency) => void;
  /** A CNY amount in the chosen currency, formatted for the page language. */
  format: (cny: number) => string;
  /** A CNY amount as CNY, the currency buyers are charged in, formatted for the page language. */
  yuan: (cny: number) => string;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

/**
 * The displayed currency for every price under it. Choosing one stores the cookie the server reads on
 * the next page, and re-renders prices at once without a round trip: the rates are already here.
 */
export function CurrencyProvider({
  locator,
  locale,
  children,
}: {
  locator: CurrencyLocator;
  locale: string;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency = chosen ?? (locator.currency as Currency);
  const choose = useCallback((next: Currency) => {
    writeCookie(COOKIE.currency, next, COOKIE_MAX_AGE.currency);
    setChosen(next);
  }, []);
  const value = useMemo(
    () => ({
      currency,
      choose,
      format: (cny: number) => formatPrice(cny, currency, locator.rates, locale),
      yuan: (cny: number) => formatPrice(cny, BASE_CURRENCY, locator.rates, locale),
    }),
    [currency, choose, locator.rates, locale],
  );
  return <CurrencyContext value={value}>{children}</CurrencyContext>;
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider above it');
  return state;
}
