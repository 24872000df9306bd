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
      paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

    await page.goto('/docs');
    await page.locator('.opblock').first().waitFor();
    await screenshot(page, 'api-docs-1-list');
    // Swagger UI renders a long list as the reader scrolls (150 rows or more), so a reader who
    // scrolls to the end has seen every call of the document.
    expect(await operationsSeenScrolling(page)).toEqual(
      new Set(operations.map((operation) => `operations-${operation.tags[0]}-${operation.operationId}`)),
    );

    // A link to a call opens it, with its parameters, the contract's example and its answer's envelope.
    await openLinkToCall(page, 'apif', 'getSearchPage');
    const searchPage = page.locator('#operations-apif-getSearchPage');
    await searchPage.locator('.parameters').waitFor();
    expect(await searchPage.locator('.parameters').textContent()).toContain('pageSize');
    expect(await searchPage.locator('.responses-wrapper').textContent()).toContain('code');
    await searchPage.screenshot({ path: path.join(screenshotDir, 'api-docs-2-search-page.png') });
    expect(errors).toEqual([]);
  });

  it('reads on a phone', async () => {
    await page.setViewportSize(PHONE);
    await openLinkToCall(page, 'apic', 'addFavouriteItem');
    const favourite = page.locator('#operations-apic-addFavouriteItem');
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

async function operationsSeenScrolling(page: Page) {
  const seen = new Set<string>();
  for (let atEnd = false; !atEnd; ) {
    const rendered = await page.locator('.opblock').evaluateAll((blocks) => blocks.map((block) => block.id));
    for (const id of rendered) seen.add(id);
    atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight / 2);
      return window.scrollY === before;
    });
    await page.waitForTimeout(50);
  }
  return seen;
}

/** Opens a shared link to one call in a fresh page load, as a reader following it would. */
async function openLinkToCall(page: Page, tag: string, operationId: string) {
  await page.goto('about:blank');
  await page.goto(`/docs#/${tag}/${operationId}`);
}
