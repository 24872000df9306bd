import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshotDir } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

/** What the reader sees in the window: dialogs and popovers are fixed to it. */
const windowShot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}-window.png`) });

/** Marks the element that opens a dialog, to find the focus on it again when the dialog closes. */
const markOpener = (opener: Locator) => opener.evaluate((el) => el.setAttribute('data-journey-opener', ''));
const focusOnOpener = (page: Page) =>
  page.evaluate(() => document.activeElement?.hasAttribute('data-journey-opener') ?? false);
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

/** A card's "log in to see price": a link to the login page that the sign-in dialog stands in for. */
const priceLogin = (page: Page) => page.locator('main').getByRole('link', { name: '登录看价格' }).first();

/** The first item found for 卫衣 (an item the newcomer's journey adds to the cart). */
async function firstResult(page: Page) {
  await page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
  return (await page.locator('[data-testid="search-results"] > li h3 a').first().getAttribute('href'))!;
}

/** Tabs forward and back well past the dialog's controls; answers where each press left the focus. */
async function tabAround(page: Page, selector: string) {
  const inside: boolean[] = [];
  for (const key of [...Array(25).fill('Tab'), ...Array(10).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    inside.push(await focusInside(page, selector));
  }
  return inside;
}

// Issue 13 point 7: a reader on the keyboard alone. Dialogs hold the focus and give it back; Escape
// closes what is open and opens nothing.
describe('a reader on the keyboard opens and closes what the pages offer', () => {
  const journey = useJourney();

  const box = () => journey.page.getByRole('combobox', { name: '搜索商品' }).first();

  it('Escape closes the search suggestions, keeping the words; again, it empties the box; neither reopens them', async () => {
    await journey.page.goto('/gz');
    await box().fill('卫衣');
    await box().press('Enter');
    await journey.page.waitForURL('**/gz/search/index.html?**');
    // The search is in the history now, and the results page's box holds its words.
    await box().focus();
    await expect.poll(() => box().getAttribute('aria-expanded')).toBe('true');
    await box().press('ArrowDown');
    await box().press('Escape');
    await expect.poll(() => box().getAttribute('aria-expanded')).toBe('false');
    expect(await box().inputValue()).toBe('卫衣');
    // Past the suggestions' debounce, they are still closed.
    await journey.page.waitForTimeout(600);
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    await box().press('Escape');
    expect(await box().inputValue()).toBe('');
    await journey.page.waitForTimeout(600);
    expect(await box().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the sign-in dialog from a "log in to see price" link: Tab stays inside, Escape gives the focus back', async () => {
    await journey.page.goto('/gz');
    const opener = priceLogin(journey.page);
    await markOpener(opener);
    await opener.focus();
    await journey.page.keyboard.press('Enter');
    const dialog = journey.page.getByRole('dialog', { name: '登录' });
    await dialog.waitFor();
    expect(new URL(journey.page.url()).pathname).toBe('/gz');
    await expect.poll(() => focusInside(journey.page, '[role="dialog"]')).toBe(true);
    await windowShot(journey.page, 'keyboard-1-sign-in-dialog-desktop');
    expect(await tabAround(journey.page, '[role="dialog"]')).not.toContain(false);
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusOnOpener(journey.page)).toBe(true);
  });

  it('opens the add-to-cart dialog from its button: Tab stays inside, Escape gives the focus back', async () => {
    await journey.page.goto(await firstResult(journey.page));
    const opener = journey.page.getByRole('button', { name: '加入进货车' }).first();
    await markOpener(opener);
    await opener.focus();
    await journey.page.keyboard.press('Enter');
    const dialog = journey.page.getByTestId('add-to-cart-dialog');
    await dialog.waitFor();
    await expect.poll(() => focusInside(journey.page, '[data-testid="add-to-cart-dialog"]')).toBe(true);
    await windowShot(journey.page, 'keyboard-2-add-to-cart-dialog-desktop');
    expect(await tabAround(journey.page, '[data-testid="add-to-cart-dialog"]')).not.toContain(false);
    await journey.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusOnOpener(journey.page)).toBe(true);
  });

  it('opens the language menu with Enter; Escape closes it back onto its button, a click outside closes it too', async () => {
    await journey.page.goto('/gz');
    const trigger = journey.page.locator('button[aria-label*="中文"]').first();
    const menu = journey.page.getByRole('dialog', { name: (await trigger.getAttribute('aria-label')) ?? '' });
    await trigger.focus();
    await journey.page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focusInside(journey.page, '[role="dialog"]')).toBe(true);
    await windowShot(journey.page, 'keyboard-3-language-menu');
    await journey.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await journey.page.keyboard.press('Enter');
    await menu.waitFor();
    // Radix starts listening for a click outside one timer tick after its open effect, which moves focus in.
    await expect.poll(() => focusInside(journey.page, '[role="dialog"]')).toBe(true);
    await journey.page.evaluate(() => new Promise((tick) => setTimeout(tick, 0)));
    await journey.page.mouse.click(640, 600);
    await menu.waitFor({ state: 'detached' });
  });

  it("shows a card's stall badges in a panel inside the window, which Escape closes", async () => {
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const trigger = journey.page
      .locator('[data-testid="search-results"] button', { hasText: '的档口资质' })
      .first();
    await trigger.hover();
    const panel = journey.page.getByRole('dialog', {
      name: (await trigger.locator('.sr-only').textContent()) ?? '',
    });
    await panel.waitFor();
    const box = await panel.boundingBox();
    const viewport = journey.page.viewportSize()!;
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await windowShot(journey.page, 'keyboard-4-stall-badges');
    await journey.page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('on a phone, the dialogs fit the window', async () => {
    const phone = await openPhone(journey);
    const phonePage = phone.page;
    await phonePage.goto('/gz');
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await priceLogin(phonePage).click();
    const signIn = phonePage.getByRole('dialog', { name: '登录' });
    await signIn.waitFor();
    const signInBox = await signIn.boundingBox();
    expect(signInBox!.x).toBeGreaterThanOrEqual(0);
    expect(signInBox!.x + signInBox!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await windowShot(phonePage, 'keyboard-5-sign-in-dialog-phone');
    await phonePage.keyboard.press('Escape');
    await signIn.waitFor({ state: 'detached' });

    await phonePage.goto(await firstResult(phonePage));
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await phonePage.getByRole('button', { name: '加入进货车' }).first().click();
    const cart = phonePage.getByTestId('add-to-cart-dialog');
    await cart.waitFor();
    const cartBox = await cart.boundingBox();
    expect(cartBox!.x).toBeGreaterThanOrEqual(0);
    expect(cartBox!.x + cartBox!.width).toBeLessThanOrEqual(PHONE.width);
    expect(cartBox!.y + cartBox!.height).toBeLessThanOrEqual(PHONE.height);
    expect(await phoneLayoutFaults(phonePage)).toEqual([]);
    await windowShot(phonePage, 'keyboard-6-add-to-cart-dialog-phone');
    await phone.close();
  });

  it('met no script error, hydration mismatch or Content-Security-Policy violation', () => {
    expect(journey.errors).toEqual([]);
  });
});
