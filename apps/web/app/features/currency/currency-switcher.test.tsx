// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyProvider, useCurrency } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { CurrencySwitcher } from './currency-switcher.tsx';

const catalogue = readCatalogue('en');

function Price() {
  return <p data-testid="price">{useCurrency().format(100)}</p>;
}

afterEach(cleanup);

describe('CurrencySwitcher', () => {
  it('choosing a currency stores the cookie and re-renders prices converted from CNY', () => {
    render(
      <I18nProvider i18n={createI18n('en', catalogue)}>
        <CurrencyProvider
          locator={{ currency: 'USD', rates: { USD: 0.14, EUR: 0.13, JPY: 21.5 }, updatedAt: '' }}
          locale="en"
        >
          <CurrencySwitcher />
          <Price />
        </CurrencyProvider>
      </I18nProvider>,
    );
    expect(screen.getByTestId('price').textContent).toBe('$14.00');
    fireEvent.click(screen.getByRole('button', { name: 'Currency: USD' }));
    fireEvent.click(screen.getByRole('button', { name: /JPY/ }));
    expect(screen.getByTestId('price').textContent).toBe('¥2,150');
    expect(document.cookie).toContain('currency=JPY');
    // The choice closes the menu; the trigger names the new currency.
    expect(screen.queryByRole('button', { name: /EUR/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Currency: JPY' })).toBeTruthy();
  });
});
