// @vitest-environment happy-dom

import type { CouponState, Language, ReceivedCoupon } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { CouponList, CouponTabs } from './coupon-list.tsx';

const bundle = (id: number, state: CouponState, usedAt: string | null = null): ReceivedCoupon => ({
  id,
  name: '新人首单礼包',
  totalAmount: 30,
  expressAmount: 10,
  checkQualityAmount: 5,
  refundAmount: 10,
  refundFailAmount: 5,
  orderTotal: 1,
  refundTotal: 1,
  ordersUsed: state === 'used' ? 1 : 0,
  receivedAt: '2025-11-29T02:00:00.000Z',
  // 16:30 UTC on the 28th is 00:30 on the 29th in the markets.
  expiresAt: '2025-12-28T16:30:00.000Z',
  state,
  usedAt,
});
const COUPONS = [bundle(1, 'used', '2025-12-01T02:05:00.000Z'), bundle(2, 'expired'), bundle(3, 'available')];

function show(lang: Language, state: CouponState, coupons = COUPONS) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          <CouponTabs coupons={coupons} shown={state} />
          <CouponList lang={lang} coupons={coupons} state={state} />
        </CurrencyProvider>
      ),
    },
  ]);
  return render(
    <I18nProvider i18n={createI18n(lang, readCatalogue(lang))}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
const cards = () => screen.queryAllByTestId('coupon-card');

afterEach(cleanup);

describe('the coupons page files each bundle under its real state (issue 26 point 3)', () => {
  it('a used bundle shows under used, with when it was used in market time, and never "valid until"', () => {
    show('cn', 'used');
    expect(cards().map((c) => c.dataset.state)).toEqual(['used']);
    const note = screen.getByTestId('coupon-note').textContent ?? '';
    expect(note).toContain('已使用');
    expect(note).toContain('使用时间：2025年12月1日 10:05');
    expect(note).not.toContain('有效期至');
    expect(screen.getByTestId('coupon-tab-used').getAttribute('aria-current')).toBe('page');
  });

  it('an expired bundle shows under expired, saying when it expired; abroad the time names its zone', () => {
    show('en', 'expired');
    expect(cards().map((c) => c.dataset.state)).toEqual(['expired']);
    expect(screen.getByTestId('coupon-note').textContent).toContain(
      'Expired on Dec 29, 2025, 12:30 AM GMT+8',
    );
  });

  it('only available bundles show as valid, and each tab counts its bundles', () => {
    show('cn', 'available');
    expect(cards().map((c) => c.dataset.state)).toEqual(['available']);
    expect(screen.getByTestId('coupon-note').textContent).toBe('有效期至 2025年12月29日 00:30');
    expect(screen.getByTestId('coupon-tab-available').textContent).toBe('可使用(1)');
    expect(screen.getByTestId('coupon-tab-used').textContent).toBe('已使用(1)');
  });

  it('a tab with no bundle says so in the reader language', () => {
    show('de', 'used', [bundle(3, 'available')]);
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId('coupon-list-empty').textContent).toBe(
      'Sie haben noch keinen Gutschein eingelöst',
    );
  });
});
