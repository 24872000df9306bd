import path from 'node:path';
import type { CartView, ItemDetail, SkuEntry } from '@stallhub/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot, screenshotDir, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 16 point 2, "A grid for wholesale quantities": a signed-in buyer orders three colours in several
// sizes of one item with one submit, and finds every line in the cart; the grid works on a phone too.
/** What the window shows, the dialog over the page (a full-page shot makes the dialog a speck). */
const windowShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}-window.png`) });

describe('a buyer orders three colours × several sizes in one submit', () => {
  const journey = useJourney();
  let item: ItemDetail['item'];
  /** Two SKUs or more to order in each of three colours. */
  let picks: SkuEntry[];

  const apiGet = async <T>(path: string) =>
    journey.page.evaluate(async (url) => (await (await fetch(url)).json()).data, path) as Promise<T>;
  const cartAmounts = async () => {
    const cart = await apiGet<CartView>('/apic/user/cart/list');
    return new Map(cart.groups.flatMap((g) => g.lines).map((l) => [l.skuId, l.amount]));
  };
  const open = (sku: SkuEntry) => !sku.isLack && (sku.discountPrice ?? 0) > 0;

  it('signs in and finds an item sold in three colours, each in two sizes or more', async () => {
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    const hrefs = await journey.page
      .locator('[data-testid="search-results"] > li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const { item: candidate } = await apiGet<ItemDetail>(`/apif/item/?vid=${href.split('/').pop()}`);
      if (candidate.isPreSell || !candidate.artNo.trim() || ![1, 2].includes(candidate.priceType)) continue;
      const colors = candidate.colors
        .map((c) => candidate.skus.filter((s) => s.colorId === c.id && open(s)).slice(0, 3))
        .filter((skus) => skus.length >= 2);
      if (colors.length >= 3) {
        item = candidate;
        picks = colors.slice(0, 3).flat();
        break;
      }
    }
    expect(item).toBeDefined();
  });

  it('fills the grid, sees the totals, and adds every line with one batch call', async () => {
    const before = await cartAmounts();
    await journey.page.goto(`/item/${item.vid}`);
    await journey.page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.getByTestId('quantity-grid').waitFor();
    expect(await dialog.getByRole('row').count()).toBe(item.colors.length + 1);
    // Lacking and unsold cells cannot take a quantity.
    const closed = item.skus.filter((s) => !open(s));
    for (const sku of closed) {
      expect(await dialog.getByRole('textbox', { name: `${sku.color} / ${sku.size}` }).isDisabled()).toBe(
        true,
      );
    }
    // Tab walks from one cell to the next.
    const [first, second] = picks;
    await dialog.getByRole('textbox', { name: `${first!.color} / ${first!.size}` }).focus();
    await journey.page.keyboard.type('2');
    await journey.page.keyboard.press('Tab');
    const focused = await journey.page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toMatch(/ \/ /);
    expect(focused).not.toBe(`${first!.color} / ${first!.size}`);
    for (const [index, sku] of picks.entries()) {
      await dialog.getByRole('textbox', { name: `${sku.color} / ${sku.size}` }).fill(String(index + 2));
    }
    const pieces = picks.reduce((sum, _sku, index) => sum + index + 2, 0);
    await expect.poll(() => dialog.getByTestId('grid-totals').textContent()).toContain(`${pieces} 件`);
    expect(await dialog.getByTestId('grid-totals').textContent()).toMatch(/合计：.*\d/);
    // A quantity outside 1-999 is marked on its cell and blocks the submit.
    const secondCell = dialog.getByRole('textbox', { name: `${second!.color} / ${second!.size}` });
    await secondCell.fill('0');
    expect(await secondCell.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: '加入进货车' }).click();
    expect(await dialog.getByRole('alert').textContent()).toContain(`${second!.color} / ${second!.size}`);
    await windowShot(journey.page, 'cart-grid-1-refused-desktop');
    await secondCell.fill('3');

    const batchCalls: string[] = [];
    journey.page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/cart/'))
        batchCalls.push(new URL(request.url()).pathname);
    });
    await dialog.getByRole('button', { name: '加入进货车' }).click();
    // Added, the dialog closes and a toast says so (issue 26 point 9d): nothing is left to add twice.
    await expect.poll(() => journey.page.getByTestId('added-toast').textContent()).toContain('已加入进货车');
    expect(await dialog.count()).toBe(0);
    expect(batchCalls).toEqual(['/api/transaction/cart/batchadd']);
    await windowShot(journey.page, 'cart-grid-2-added-desktop');

    const after = await cartAmounts();
    for (const [index, sku] of picks.entries()) {
      expect(after.get(sku.id)).toBe(Math.min(999, (before.get(sku.id) ?? 0) + index + 2));
    }
    await expect
      .poll(() => journey.page.locator('[data-cart-target]').first().textContent())
      .toContain(String(after.size > 99 ? '99+' : after.size));
  });

  it('the cart page shows every line ordered', async () => {
    await journey.page.goto('/cart.html');
    await journey.page.getByTestId('cart-line').first().waitFor();
    const text = await journey.page.locator('main').textContent();
    for (const sku of picks) expect(text).toContain(sku.color);
    // Each line shows its colour's picture, as the grid's row did.
    const pictures = await journey.page.getByTestId('cart-line').evaluateAll((lines) =>
      lines.map((line) => ({
        text: line.textContent ?? '',
        src: line.querySelector('img')?.getAttribute('src'),
      })),
    );
    for (const sku of picks) {
      const pic = item.colors.find((c) => c.id === sku.colorId)!.pic ?? item.indexImgUrl;
      const line = pictures.find((p) => p.text.includes(sku.color) && p.text.includes(item.artNo));
      expect(line?.src).toBe(`${pic}_80.webp`);
    }
    await screenshot(journey.page, 'cart-grid-3-cart-desktop');
  });

  it('on a phone the dialog takes the width and the grid scrolls inside it, not the page', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    const page = phone.page;
    const before = await page
      .goto('/cart.html')
      .then(() =>
        page.evaluate(
          async () => (await (await fetch('/apic/user/cart/count')).json()).data.cartCount as number,
        ),
      );
    await page.goto(`/item/${item.vid}`);
    await page.getByRole('button', { name: '加入进货车' }).first().click();
    const dialog = page.getByTestId('add-to-cart-dialog');
    await dialog.getByTestId('quantity-grid').waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await phoneLayoutFaults(page)).toEqual([]);
    const last = picks.at(-1)!;
    await dialog.getByRole('textbox', { name: `${last.color} / ${last.size}` }).fill('1');
    await windowShot(page, 'cart-grid-4-dialog-phone');
    await dialog.getByTestId('quantity-grid').evaluate((grid) => grid.scrollBy({ left: 400 }));
    await windowShot(page, 'cart-grid-5-grid-scrolled-phone');
    await dialog.getByRole('button', { name: '加入进货车' }).click();
    await expect.poll(() => page.getByTestId('added-toast').textContent()).toContain('已加入进货车');
    expect(await dialog.count()).toBe(0);
    const count = await page.evaluate(
      async () => (await (await fetch('/apic/user/cart/count')).json()).data.cartCount as number,
    );
    expect(count).toBe(before);
    // The dialog closed: the page under it counts again, as a person sees it once the toast has gone and
    // they are back at the top (where the header's fixed copy leaves).
    await page.getByTestId('added-toast').waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => !document.querySelector('div.fixed.inset-x-0.top-0'));
    expect(await phoneLayoutFaults(page)).toEqual([]);
    await phone.close();
    expect(journey.errors).toEqual([]);
  });
});
