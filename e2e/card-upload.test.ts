import fs from 'node:fs';
import path from 'node:path';
import type { SearchPage } from '@stallhub/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, PHONE, screenshot, screenshotDir, signInAsDemoBuyer } from './support/browser.ts';
import { useJourney } from './support/journey.ts';
import { forgetListingChoice } from './support/listing-choices.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 14 point 3 (decision 053): a signed-in buyer pushes items to the sandbox Taobao shop from the
// upload box of a search result card, on a desktop (the strip of the pointed card) and on a phone (its
// toggle, then the strip); decision 069.

const SEARCH = `/gz/search/index.html?${new URLSearchParams({ q: '卫衣', queryType: '1', merge: '1' })}`;

/**
 * Search result cards a buyer may list (on shelf, not made to order, stall not blocked, a sound price), in
 * page order.
 */
async function listableCards(page: Page): Promise<Locator[]> {
  const results = (await page.evaluate(
    async () =>
      (
        await (
          await fetch('/apif/searchPage?city=gz&q=%E5%8D%AB%E8%A1%A3&queryType=1&merge=1&pageSize=100')
        ).json()
      ).data,
  )) as SearchPage;
  const listable = new Set(
    results.list
      .filter((card) => card.transactionMode !== 2 && !card.isBlock && [1, 2].includes(card.priceType))
      .map((card) => card.itemId),
  );
  const cards = page.locator('[data-testid="search-results"] > li');
  await cards.first().waitFor();
  const shown = await cards.evaluateAll((items) => items.map((item) => Number(item.dataset.itemId)));
  const ids = shown.filter((id) => listable.has(id));
  expect(ids.length).toBeGreaterThan(1);
  return ids.map((id) => page.locator(`[data-testid="search-results"] > li[data-item-id="${id}"]`));
}

/** The card alone, box open: a full-page shot scrolls, and the pointer leaving closes the box. */
async function cardShot(card: Locator, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await card.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
}

/** The sandbox shop page's address, from the listed dialog's link to the item on the platform. */
async function listedShopPage(page: Page) {
  await page.getByTestId('listing-listed').waitFor({ timeout: 20_000 });
  const itemUrl = (await page.getByTestId('listed-open').getAttribute('href'))!;
  return `${new URL(itemUrl).origin}/shops/taobao/taobao-normal`;
}

describe('a buyer pushes an item from a search result card', () => {
  const journey = useJourney();

  it('on a desktop: the pointed card’s strip opens the box, and the item arrives in the sandbox shop', async () => {
    const { page } = journey;
    await page.goto('/gz');
    expect(await signInAsDemoBuyer(page)).toBe(200);
    // The buyer's Taobao shop is the sandbox's normal one (its template takes square pictures).
    await page.goto(`/auth/authorize?channel=taobao&reurl=${encodeURIComponent('/gz')}`);
    await page.waitForURL('**/oauth/authorize**');
    await page.locator('input[name="shop"][value="taobao-normal"]').check();
    await page.getByRole('button', { name: /Allow/ }).click();
    await page.waitForURL('**/gz?listing=taobao');
    // An earlier journey may have remembered Taobao's tool for the shared buyer: this one asks again.
    await forgetListingChoice(page, 'taobao');

    await page.goto(SEARCH);
    const [card] = await listableCards(page);
    const itemId = await card!.getAttribute('data-item-id');
    expect(await card!.getByTestId('card-upload-box').count()).toBe(0);
    // In view first: a card the page must scroll to would slip from under the pointer.
    await card!.scrollIntoViewIfNeeded();
    await card!.locator('img').first().hover();
    await card!.getByTestId('card-listing').click();
    const box = card!.getByTestId('card-upload-box');
    await box.waitFor();
    await cardShot(card!, 'card-upload-1-box-desktop');

    expect(await box.locator('[data-platform="taobao"]').textContent()).toBe('淘宝');
    await box.locator('[data-platform="taobao"]').click();
    // Stallhub's own tool preselected, remember my choice ticked (decision 072); the way asked once is
    // remembered with them.
    const tool = page.getByTestId('listing-tool');
    await tool.waitFor();
    expect(await tool.locator('input[data-tool="1"]').isChecked()).toBe(true);
    expect(await page.getByTestId('tool-remember').isChecked()).toBe(true);
    await page.getByTestId('tool-confirm').click();
    await page.getByTestId('listing-way').waitFor();
    expect(await page.getByTestId('way-today').count()).toBe(0);
    await page.getByTestId('way-direct').click();

    const shopPage = await listedShopPage(page);
    await screenshot(page, 'card-upload-2-listed-desktop');
    expect(new URL(page.url()).pathname).toBe('/gz/search/index.html');
    const shop = await (await fetch(shopPage)).text();
    expect(shop).toContain(`Outer id ${itemId} `);
    expect(journey.errors).toEqual([]);
  });

  it('on a phone: the card’s toggle shows the strip, whose upload button opens the box, the layout holds, and the remembered way pushes at once', async () => {
    // A touch screen: taps, and no pointer left hovering where the page scrolls under it.
    const context = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      viewport: PHONE,
      hasTouch: true,
      locale: 'zh-CN',
    });
    try {
      await context.addCookies(await journey.context.cookies());
      const page = await context.newPage();
      page.on('pageerror', (error) => journey.errors.push(error.message));
      await page.goto(SEARCH);
      await hydrated(page);
      const [, card] = await listableCards(page);
      const itemId = await card!.getAttribute('data-item-id');
      const toggle = card!.getByTestId('card-upload-toggle');
      await toggle.tap();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await card!.getByTestId('card-listing').tap();
      const box = card!.getByTestId('card-upload-box');
      await box.waitFor();
      // The tap scrolled the card into view, which brought the header's fixed copy: back at the top,
      // once that copy is gone, the layout is checked with the box open.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => !document.querySelector('div.fixed.inset-x-0.top-0'));
      expect(await phoneLayoutFaults(page)).toEqual([]);
      expect(await box.isVisible()).toBe(true);
      await cardShot(card!, 'card-upload-3-box-phone');
      // The box closes from inside, and opens again from the strip.
      await card!.getByTestId('card-upload-close').tap();
      await box.waitFor({ state: 'detached' });
      await card!.getByTestId('card-listing').tap();
      await box.waitFor();

      // Tool and way were remembered on the desktop (remember my choice): the push goes straight on.
      await box.locator('[data-platform="taobao"]').tap();
      expect(await page.getByTestId('listing-tool').count()).toBe(0);
      expect(await page.getByTestId('listing-way').count()).toBe(0);
      const shopPage = await listedShopPage(page);
      expect(await phoneLayoutFaults(page)).toEqual([]);
      await screenshot(page, 'card-upload-4-listed-phone');
      const shop = await (await fetch(shopPage)).text();
      expect(shop).toContain(`Outer id ${itemId} `);
    } finally {
      await context.close();
    }
    expect(journey.errors).toEqual([]);
  });
});
