import { AxeBuilder } from '@axe-core/playwright';
import type { SearchPage } from '@stallhub/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';

// Issue 26: the main pages hold to WCAG 2.1 AA as axe-core checks it, with no serious or critical
// violation, for a guest and for a signed-in buyer, at a desktop's width and a phone's.

interface Found {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** axe-core's serious and critical findings on the page, each with the elements it names. */
async function seriousViolations(page: Page, path: string): Promise<Found[]> {
  await page.goto(path);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      page: path,
      rule: violation.id,
      impact: violation.impact!,
      targets: violation.nodes.slice(0, 8).map((node) => {
        const data = node.any[0]?.data as {
          fgColor?: string;
          bgColor?: string;
          contrastRatio?: number;
        } | null;
        const colours = data?.contrastRatio
          ? ` ${data.fgColor} on ${data.bgColor} (${data.contrastRatio}:1)`
          : '';
        return `${node.html.slice(0, 120)}${colours}`;
      }),
    }));
}

describe('the main pages meet WCAG AA', () => {
  const journey = useJourney();
  let pages: string[] = [];

  it('for a guest on a desktop, in Chinese and in English', async () => {
    const { page } = journey;
    await page.goto('/gz');
    const results = (await page.evaluate(
      async () => (await (await fetch('/apif/searchPage?city=gz&pageSize=5')).json()).data,
    )) as SearchPage;
    const first = results.list[0]!;
    pages = [
      '/gz',
      '/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3',
      `/item/${first.vid}`,
      `/shop/${first.shopId}`,
      `/gz/samestyle/${first.itemId}?searchCity=gz`,
      '/gz/shops/search.html',
      '/login.html',
    ];
    const found: Found[] = [];
    for (const path of [...pages, '/en/gz', `/en/item/${first.vid}`, '/en/login.html'])
      found.push(...(await seriousViolations(page, path)));
    expect(found).toEqual([]);
  });

  it('for a signed-in buyer on a desktop, with the cart and the user centre', async () => {
    const { page } = journey;
    expect(await signInAsDemoBuyer(page)).toBe(200);
    const found: Found[] = [];
    for (const path of [...pages.slice(0, 3), '/cart.html', '/user/home.html', '/user/orders.html'])
      found.push(...(await seriousViolations(page, path)));
    expect(found).toEqual([]);
  });

  it('on a phone', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    try {
      const found: Found[] = [];
      for (const path of pages.slice(0, 3)) found.push(...(await seriousViolations(phone.page, path)));
      expect(found).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
