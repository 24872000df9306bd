import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openJourney, PHONE, screenshot, screenshotDir } from './support/browser.ts';

// Issue 13 point 2: an integrator opens /docs and reads every call of the API, under the pages' policy.
describe('an integrator reads the API on /docs', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ browser, page, errors } = await openJourney(baseUrl));
  });
  afterAll(() => browser?.close());

  it('lists the calls of the document, with no script error and no policy violation', async () => {
    const document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

    await page.goto('/docs');
    await page.locator('.opblock').first().waitFor();
    expect(await page.locator('.opblock').count()).toBe(operations.length);
    const searchPage = page.locator('#operations-apif-getSearchPage');
    await expect.poll(() => searchPage.count()).toBe(1);
    await screenshot(page, 'api-docs-1-list');

    // Opening a call shows its parameters with the contract's example and its answer's envelope.
    await searchPage.locator('.opblock-summary').click();
    await searchPage.locator('.parameters').waitFor();
    expect(await searchPage.locator('.parameters').textContent()).toContain('pageSize');
    expect(await searchPage.locator('.responses-wrapper').textContent()).toContain('code');
    await searchPage.screenshot({ path: path.join(screenshotDir, 'api-docs-2-search-page.png') });
    expect(errors).toEqual([]);
  });

  it('reads on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    const favourite = page.locator('#operations-apic-addFavouriteItem');
    await favourite.locator('.opblock-summary').click();
    await favourite.locator('.opblock-body').waitFor();
    expect(await favourite.locator('.opblock-body').textContent()).toContain(
      'application/x-www-form-urlencoded',
    );
    await favourite.screenshot({ path: path.join(screenshotDir, 'api-docs-3-phone.png') });
    // The page itself does not scroll sideways; wide schemas scroll inside their own boxes.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
  });
});
