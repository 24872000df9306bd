import path from 'node:path';
import type { ItemDetail } from '@stallhub/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, screenshot, screenshotDir, signInAsDemoBuyer } from './support/browser.ts';
import { useJourney } from './support/journey.ts';

// Issue 27 point 4: where the page is a form, it works before JavaScript loads. The demo buyer, signed in
// with the script on, then browses with JavaScript off: adds an address inside the checkout (the server
// names a bad mobile number and gives every typed value back), chooses a delivery and re-prices with the
// visible button, is stopped from ordering a choice it has not priced, and places the order; then adds,
// edits, makes default and deletes addresses in the address book.
describe('the address book and the checkout work with JavaScript off', () => {
  const journey = useJourney();
  let page: Page;

  /** Clicks what submits a form or follows a link, and waits for the page the server answers. */
  const submit = (what: Locator) => Promise.all([page.waitForEvent('load'), what.click()]);
  const shot = (name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

  /** Types an address into the page's address form; answers the form. */
  async function typeAddress(fields: Record<string, string>) {
    const form = page.getByTestId('address-form');
    for (const [name, value] of Object.entries(fields))
      await form.locator(`input[name="${name}"]`).fill(value);
    return form;
  }

  beforeAll(async () => {
    await journey.page.goto('/');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    const context = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      viewport: DESKTOP,
      locale: 'zh-CN',
      javaScriptEnabled: false,
    });
    await context.addCookies(await journey.context.cookies());
    page = await context.newPage();
  });

  it('checks out with JavaScript off: an address added in place, a delivery re-priced, the order placed', async () => {
    // One buyable piece in the cart, put there with the script on.
    const apiGet = <T>(url: string) =>
      journey.page.evaluate(async (u) => (await (await fetch(u)).json()).data, url) as Promise<T>;
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const hrefs = await journey.page
      .locator('[data-testid="search-results"] > li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    let item: ItemDetail['item'] | undefined;
    for (const href of hrefs) {
      const { item: candidate } = await apiGet<ItemDetail>(`/apif/item/?vid=${href.split('/').pop()}`);
      const buyable = candidate.skus.some((s) => !s.isLack && (s.discountPrice ?? 0) > 0);
      if (!candidate.isPreSell && candidate.artNo.trim() && [1, 2].includes(candidate.priceType) && buyable) {
        item = candidate;
        break;
      }
    }
    expect(item).toBeDefined();
    const sku = item!.skus.find((s) => !s.isLack && (s.discountPrice ?? 0) > 0)!;
    const lineId = await journey.page.evaluate(
      async (fields) => {
        await fetch('/apic/user/cart/add', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        });
        const cart = (await (await fetch('/apic/user/cart/list')).json()).data;
        const lines: { id: number; skuId: number }[] = cart.groups.flatMap(
          (g: { lines: { id: number; skuId: number }[] }) => g.lines,
        );
        return lines.find((line) => line.skuId === Number(fields.skuId))!.id;
      },
      {
        itemId: String(item!.itemId),
        color_id: String(sku.colorId),
        size_id: String(sku.sizeId),
        amount: '2',
        skuId: String(sku.id),
      },
    );

    await page.goto(`/user/checkout.html?source=cart&lineIds=${lineId}`);
    expect(await page.getByTestId('checkout-line').count()).toBe(1);
    if (!(await page.getByTestId('address-form').isVisible()))
      await submit(page.getByTestId('checkout-add-address'));
    const typed = {
      name: '钱七',
      mobile: '1380013',
      province: '广东省',
      city: '广州市',
      detail: '无脚本路 7 号',
    };
    let form = await typeAddress(typed);
    await submit(form.getByRole('button', { name: '保存' }));
    // The server's answer, with everything typed still there.
    form = page.getByTestId('address-form');
    expect(await form.getByRole('alert').textContent()).toContain('11 位手机号');
    for (const [name, value] of Object.entries(typed))
      expect(await form.locator(`input[name="${name}"]`).inputValue()).toBe(value);
    await shot('forms-no-js-1-checkout-address-refused');
    await form.locator('input[name="mobile"]').fill('13800138000');
    await submit(form.getByRole('button', { name: '保存' }));
    expect(await page.getByTestId('address-form').count()).toBe(0);
    const chosen = page.getByTestId('checkout-address').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain('无脚本路 7 号');

    // A choice is priced by the visible button; no coupon is spent (the checkout journey spends it).
    await page.getByRole('radio', { name: /顺丰速运/ }).check();
    const none = page.getByTestId('checkout-coupon-none');
    if (await none.isVisible()) await none.check();
    await submit(page.getByTestId('checkout-reprice'));
    expect(page.url()).toContain('delivery=sf');
    expect(await page.getByRole('radio', { name: /顺丰速运/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('checkout-discount').count()).toBe(0);

    // Ticking the quality check and ordering at once: the order is priced again first, never placed unseen.
    await page.getByTestId('checkout-quality-check').check();
    await submit(page.getByTestId('checkout-submit'));
    expect(await page.getByTestId('checkout-repriced').textContent()).toContain('价格已按你的新选择更新');
    expect(await page.getByTestId('checkout-summary').textContent()).toContain('质检费');
    await shot('forms-no-js-2-checkout-repriced');
    const total = await page.getByTestId('charged-amount').textContent();

    await submit(page.getByTestId('checkout-submit'));
    expect(page.url()).toMatch(/\/user\/pay\.html\?orderNo=SH\d{18}$/);
    expect(await page.getByTestId('charged-amount').textContent()).toBe(total);
    await shot('forms-no-js-3-pay');
  });

  it('adds, edits, makes default and deletes addresses in the address book with JavaScript off', async () => {
    await page.goto('/user/addresses.html');
    const list = page.getByTestId('address-list');
    const before = await list.locator('li').count();
    await submit(page.getByRole('link', { name: '新增地址' }));
    expect(page.url()).toMatch(/\?add=1$/);
    const typed = {
      name: '孙八',
      mobile: '2380013800',
      province: '广东省',
      city: '广州市',
      detail: '表单路 8 号',
    };
    let form = await typeAddress({ ...typed, postcode: '510000' });
    await submit(form.getByRole('button', { name: '保存' }));
    form = page.getByTestId('address-form');
    expect(await form.getByRole('alert').textContent()).toBe('请输入以 1 开头的 11 位手机号');
    for (const [name, value] of Object.entries({ ...typed, postcode: '510000' }))
      expect(await form.locator(`input[name="${name}"]`).inputValue()).toBe(value);
    await shot('forms-no-js-4-address-refused');
    await form.locator('input[name="mobile"]').fill('13800138000');
    await submit(form.getByRole('button', { name: '保存' }));
    expect(new URL(page.url()).search).toBe('');
    expect(await list.locator('li').count()).toBe(before + 1);
    const card = (detail: string) => list.locator('li', { hasText: detail });

    // Edit: the form opens with the address's values, and saves the change.
    await submit(card('表单路 8 号').getByRole('link', { name: '编辑' }));
    form = page.getByTestId('address-form');
    expect(await form.locator('input[name="name"]').inputValue()).toBe('孙八');
    await form.locator('input[name="detail"]').fill('表单路 88 号');
    await submit(form.getByRole('button', { name: '保存' }));
    expect(await card('表单路 88 号').count()).toBe(1);

    await submit(card('表单路 88 号').getByRole('button', { name: '设为默认' }));
    expect(await card('表单路 88 号').textContent()).toContain('默认');
    expect(await list.locator('li').first().textContent()).toContain('表单路 88 号');
    await shot('forms-no-js-5-addresses');
    // The same book with the script on hydrates cleanly: a form inside a paragraph would not.
    await journey.page.goto('/user/addresses.html');
    await journey.page.getByRole('button', { name: '设为默认' }).first().waitFor();
    for (const [size, viewport] of [
      ['1366', { width: 1366, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await journey.page.setViewportSize(viewport);
      await screenshot(journey.page, `forms-js-addresses-${size}`);
    }
    await journey.page.setViewportSize(DESKTOP);

    // Delete asks first, on the page itself: cancel keeps the address, confirm removes it.
    for (const detail of ['表单路 88 号', '无脚本路 7 号']) {
      await submit(card(detail).getByRole('link', { name: '删除' }));
      const confirm = card(detail).getByTestId('address-delete-confirm');
      expect(await confirm.textContent()).toContain('确定删除这个地址吗？');
      if (detail === '表单路 88 号') {
        await shot('forms-no-js-6-delete-confirm');
        await submit(confirm.getByRole('link', { name: '取消' }));
        expect(await card(detail).count()).toBe(1);
        await submit(card(detail).getByRole('link', { name: '删除' }));
      }
      await submit(card(detail).getByRole('button', { name: '删除' }));
      expect(await card(detail).count()).toBe(0);
    }
    // The address added in the checkout was in the book already: both of the journey's are gone.
    expect(await list.locator('li').count()).toBe(before - 1);
    expect(journey.errors).toEqual([]);
  });
});
