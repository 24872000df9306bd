// @vitest-environment happy-dom
import type { SameStyleComparison, SameStyleStall } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { StallComparison } from './stall-comparison.tsx';

const catalogue = readCatalogue('cn');

const stall = (shopId: number, fields: Partial<SameStyleStall>): SameStyleStall => ({
  shopId,
  shopName: `档口 ${shopId}`,
  itemId: shopId * 10,
  vid: `v${shopId}`,
  indexImgUrl: `/storage/items/pool/p${shopId}`,
  priceType: 1,
  saleNum: 0,
  creditLevel: 0,
  years: 1,
  own: false,
  mostTrusted: false,
  ...fields,
});

function renderComparison(stalls: SameStyleStall[]) {
  const comparison: SameStyleComparison = { itemId: 10, searchCity: 'gz', stalls };
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/gz/samestyle/10']}>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          <StallComparison comparison={comparison} lang="cn" />
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const rows = () => screen.getAllByTestId('stall-comparison-row');

afterEach(cleanup);

describe('the stalls side by side on the same-style page', () => {
  it("shows each stall's price, sales and credit, marking the lowest price, the most trusted and the item's own stall", () => {
    renderComparison([
      stall(2, { price: 20, cheapest: true, saleNum: 90, creditLevel: 0 }),
      stall(1, { price: 35, cheapest: false, saleNum: 5, creditLevel: 3, mostTrusted: true, own: true }),
      stall(3, { price: 58, cheapest: false, saleNum: 12, creditLevel: 1 }),
    ]);
    expect(screen.getByRole('heading', { name: '档口比价' })).toBeTruthy();
    const [cheap, own, dear] = rows();
    expect(within(cheap!).getByRole('link', { name: '档口 2' }).getAttribute('href')).toBe('/shop/2');
    expect(cheap!.textContent).toContain('¥20.00');
    expect(cheap!.textContent).toContain('最低价');
    expect(cheap!.textContent).toContain('90');
    expect(cheap!.textContent).toContain('信誉一般');
    expect(cheap!.textContent).not.toContain('最可信');
    expect(own!.textContent).toContain('最可信');
    expect(own!.textContent).toContain('当前商品');
    expect(own!.textContent).toContain('信誉优秀');
    expect(dear!.textContent).not.toMatch(/最低价|最可信|当前商品/);
  });

  it('asks a guest to log in for the prices and marks no lowest price', () => {
    renderComparison([
      stall(1, { saleNum: 50, own: true, mostTrusted: true, creditLevel: 3 }),
      stall(2, { saleNum: 9 }),
    ]);
    for (const row of rows()) {
      expect(within(row).getByRole('link', { name: '登录看价格' })).toBeTruthy();
      expect(row.textContent).not.toContain('¥');
      expect(row.textContent).not.toContain('最低价');
    }
  });

  it('shows nothing when no other stall sells the style', () => {
    renderComparison([stall(1, { price: 30, own: true, cheapest: true, mostTrusted: true })]);
    expect(screen.queryByTestId('stall-comparison')).toBeNull();
  });
});
