// @vitest-environment happy-dom
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { ChargedAmount, ChargedInYuanNote } from './charged-amount.tsx';
import { CurrencyProvider } from './currency-context.tsx';

// Issue 26 point 5: orders are paid in CNY; with another display currency chosen, an amount says so.
function renderIn(currency: string) {
  return render(
    <I18nProvider i18n={createI18n('en', readCatalogue('en'))}>
      <CurrencyProvider locator={{ currency, rates: { CNY: 1, USD: 0.14 }, updatedAt: '' }} locale="en">
        <ChargedAmount cny={100} />
        <ChargedInYuanNote />
      </CurrencyProvider>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('an amount charged', () => {
  it('is in yuan with its value in the chosen display currency beside it, and a note saying so', () => {
    const { container } = renderIn('USD');
    expect(container.textContent).toContain('¥100.00≈ $14.00');
    expect(screen.getByRole('note').textContent).toBe(
      'You are charged in Chinese yuan (CNY); other currencies are shown for reference.',
    );
  });

  it('is in yuan alone, with no note, when yuan is the display currency', () => {
    const { container } = renderIn('CNY');
    expect(container.textContent).toBe('¥100.00');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
