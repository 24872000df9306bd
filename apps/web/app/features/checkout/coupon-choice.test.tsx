// @vitest-environment happy-dom

import type { CheckoutCoupon, Language } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { CHOICES_FORM } from './checkout-choices.ts';
import { CouponChoice, type CouponStates } from './coupon-choice.tsx';

const coupon = (id: number, usable: boolean, discount = 0): CheckoutCoupon => ({
  id,
  name: `礼包 ${id}`,
  expressAmount: 10,
  checkQualityAmount: 5,
  expiresAt: '2025-12-28T16:30:00.000Z',
  usable,
  discount,
});
const STATES: CouponStates = [
  { id: 1, state: 'available', usedAt: null, expiresAt: '2025-12-28T16:30:00.000Z' },
  { id: 2, state: 'used', usedAt: '2025-12-01T02:05:00.000Z', expiresAt: '2025-12-28T16:30:00.000Z' },
  { id: 3, state: 'expired', usedAt: null, expiresAt: '2025-12-28T16:30:00.000Z' },
];

function show(lang: Language, coupons: CheckoutCoupon[], onChoose = vi.fn(), chosen: number | null = null) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CouponChoice lang={lang} coupons={coupons} chosen={chosen} states={STATES} onChange={onChoose} />
      ),
    },
  ]);
  render(
    <I18nProvider i18n={createI18n(lang, readCatalogue(lang))}>
      <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale={lang}>
        <RouterProvider router={router} />
      </CurrencyProvider>
    </I18nProvider>,
  );
  return onChoose;
}
const reasons = () => screen.queryAllByTestId('checkout-coupon-reason').map((r) => r.textContent);

afterEach(cleanup);

describe('the checkout says why a coupon cannot be applied (issue 26 point 3)', () => {
  it('lists a used and an expired bundle apart, each with its reason and when, in market time', () => {
    show('cn', [coupon(1, true, 15), coupon(2, false), coupon(3, false)]);
    expect(reasons()).toEqual([
      '已使用：已于 2025年12月1日 10:05 用于另一笔订单',
      '已过期：有效期至 2025年12月29日 00:30',
    ]);
    expect(screen.getByRole('heading', { name: '不可用优惠券（2）' })).toBeTruthy();
  });

  it('names the zone for a reader abroad, and falls back to plain words for a state it does not know', () => {
    show('en', [coupon(2, false), coupon(4, false)]);
    expect(reasons()).toEqual([
      'Already used on an earlier order (Dec 1, 2025, 10:05 AM GMT+8)',
      "Can't be applied to this order",
    ]);
    expect(screen.getByTestId('checkout-coupon-nothing').textContent).toBe('No coupon applies to this order');
  });

  it('offers only applicable bundles to choose, with what each takes off, and none, as fields of the choices form', () => {
    const onChoose = show('cn', [coupon(1, true, 15), coupon(2, false)]);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['礼包 1−¥15.00', '不使用优惠券']);
    expect(radios.map((r) => [r.name, r.value, r.getAttribute('form')])).toEqual([
      ['couponId', '1', CHOICES_FORM],
      ['couponId', '', CHOICES_FORM],
    ]);
    fireEvent.click(radios[0]!);
    expect(onChoose).toHaveBeenCalledOnce();
  });
});
