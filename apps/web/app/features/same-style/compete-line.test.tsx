// @vitest-environment happy-dom
import type { SameStyleCompete } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { CompeteLine } from './compete-line.tsx';

const catalogue = readCatalogue('cn');

function renderLine(compete: SameStyleCompete) {
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/gz/samestyle/42']}>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          <CompeteLine compete={compete} />
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('the same-style comparison line', () => {
  it("shows a buyer the other stalls' price range", () => {
    renderLine({ stalls: 3, minPrice: 238, maxPrice: 340 });
    expect(screen.getByTestId('same-style-compete').textContent).toBe('同款 3 家档口，¥238.00 – ¥340.00');
  });

  it('shows one price when every stall asks the same', () => {
    renderLine({ stalls: 2, minPrice: 99, maxPrice: 99 });
    expect(screen.getByTestId('same-style-compete').textContent).toBe('同款 2 家档口，¥99.00');
  });

  it('counts the stalls for a guest and asks them to log in for the prices, back to this page', () => {
    // A guest's answer has no price field.
    renderLine({ stalls: 4 });
    expect(screen.getByText('共 4 家档口在卖同款')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录查看价格区间' }).getAttribute('href')).toBe(
      '/login.html?reurl=%2Fgz%2Fsamestyle%2F42',
    );
  });

  it('says nothing when no other stall sells the style', () => {
    renderLine({ stalls: 0 });
    expect(screen.queryByTestId('same-style-compete')).toBeNull();
  });
});
