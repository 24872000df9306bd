import type { Cookie } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, signInAsDemoBuyer } from './support/browser.ts';
import { FIRST_LOAD_BUDGET_KB, firstLoadPages, firstLoadScripts } from './support/first-load-scripts.ts';
import { useJourney } from './support/journey.ts';

// Issue 28 point 7: a first visit downloads the scripts its page runs; dialogs, popovers and the image
// search come when first used. Each page opens in a browser context of its own, so nothing is cached.
describe("the first visit's JavaScript stays within its budget", () => {
  const journey = useJourney();

  async function expectWithinBudget(cookies: Cookie[]) {
    await journey.page.goto('/gz');
    const itemPath = await journey.page.locator('a[href^="/item/"]').first().getAttribute('href');
    for (const { name, path } of firstLoadPages(itemPath!)) {
      const context = await newContext(journey.browser, journey.baseUrl);
      try {
        await context.addCookies(cookies);
        const { gzipBytes, scripts } = await firstLoadScripts(await context.newPage(), path);
        const kb = gzipBytes / 1024;
        // What to look at first when a page goes over: its biggest scripts.
        const biggest = [...scripts]
          .sort((a, b) => b[1] - a[1])
          .map(([at, bytes]) => `${at} ${(bytes / 1024).toFixed(1)}`)
          .join(', ');
        expect
          .soft(kb, `${name}: ${kb.toFixed(1)} KB in ${scripts.size} scripts: ${biggest}`)
          .toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
      } finally {
        await context.close();
      }
    }
  }

  it("for a guest's very first visit (the new-user coupon still to be seen) on the home, search and item pages", async () => {
    await expectWithinBudget([]);
  });

  it('for a signed-in buyer on the same pages', async () => {
    await journey.page.goto('/gz');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    await expectWithinBudget(await journey.context.cookies());
  });
});
