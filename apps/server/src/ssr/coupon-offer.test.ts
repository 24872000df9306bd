import { beforeAll, describe, expect, it } from 'vitest';
import { ensureNewUserCouponPlan } from '../modules/coupons/index.ts';
import { suiteFixture } from '../testing/suite-fixture.ts';
import { openTestApp } from '../testing/test-app.ts';

// Spec 1 §4 "Coupon" (once a day) with issue 16 point 6: the offer is part of the home page's first
// paint, as a strip above the goods, never a dialog over them.
describe('the new-user coupon offer on the home page', () => {
  const t = suiteFixture(() => openTestApp({ pages: true }));
  beforeAll(() => ensureNewUserCouponPlan(t.database.db));

  const home = (cookie?: string) => t.app.inject({ url: '/en/gz', headers: cookie ? { cookie } : {} });

  it('is rendered with the page for a visitor who has not seen it today, as a strip and not a dialog', async () => {
    const page = await home();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="coupon-offer"');
    expect(page.body).toContain('New-user first-order gift');
    expect(page.body).not.toMatch(/role="dialog"[^>]*coupon/);
  });

  it('is not rendered once shown today (the NEWUSERCOUPON cookie), even from the guest page cache', async () => {
    await home();
    const page = await home('NEWUSERCOUPON=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-testid="coupon-offer"');
  });
});
