import type { SameStylePage, SearchPage } from '@stallhub/contracts';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiGet, hydrated, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, type ServerJourney, useJourney } from './support/journey.ts';

// Issue 26 point 1 (decision 069): a card's picture is the way into its item, on a desktop (a click in
// the middle of the picture, the pointer having rested on it) and on a phone (a tap), on every page that
// shows cards. The strip and the upload box are their own small targets and never stand in the way.

/** The first card on the page whose picture is a link, brought into view. */
async function firstCardPicture(page: Page, grid?: string): Promise<Locator> {
  const scope = grid ? page.getByTestId(grid) : page.locator('main');
  const picture = scope.locator('article [data-testid="card-picture"]').first();
  await picture.waitFor();
  await picture.scrollIntoViewIfNeeded();
  return picture;
}

async function middleOf(picture: Locator) {
  const box = (await picture.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Pointing at the card's picture shows its strip; a click in the middle still opens the item. */
async function clickMiddle(page: Page, grid?: string) {
  const picture = await firstCardPicture(page, grid);
  const href = await picture.getAttribute('href');
  const { x, y } = await middleOf(picture);
  await page.mouse.move(x, y);
  await picture.locator('xpath=..').getByTestId('card-listing').waitFor();
  await page.mouse.click(x, y);
  await page.waitForURL((url) => url.pathname === href);
  return href;
}

/** A tap in the middle of the card's picture opens the item. */
async function tapMiddle(page: Page, grid?: string) {
  const picture = await firstCardPicture(page, grid);
  const href = await picture.getAttribute('href');
  const { x, y } = await middleOf(picture);
  await page.touchscreen.tap(x, y);
  await page.waitForURL((url) => url.pathname === href);
  return href;
}

/** The pages that show item cards, with the grid each shows them in. */
async function cardPages(journey: ServerJourney, imageResults: string) {
  const results = await apiGet<SearchPage>(journey.page, '/apif/searchPage?city=gz&pageSize=40');
  const stall = results.list[0]!;
  let sameStyle = '';
  for (const card of results.list) {
    const found = await apiGet<SameStylePage>(
      journey.page,
      `/apif/samestyle/v3?itemId=${card.itemId}&searchCity=gz`,
    );
    if (found.list.length > 0) {
      sameStyle = `/gz/samestyle/${card.itemId}?searchCity=gz`;
      break;
    }
  }
  expect(sameStyle).not.toBe('');
  return [
    { path: '/gz', grid: undefined },
    { path: '/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3', grid: 'search-results' },
    { path: `/shop/${stall.shopId}`, grid: undefined },
    { path: sameStyle, grid: undefined },
    { path: imageResults, grid: 'image-results' },
  ];
}

/** Searches by a seed item's own picture from the header's camera; answers the results page's path. */
async function imageSearch(journey: ServerJourney) {
  const { page } = journey;
  await page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
  const src = (await page.locator('[data-testid="search-results"] > li img').first().getAttribute('src'))!;
  const picture = await page.context().request.get(new URL(src, journey.baseUrl).href);
  const buffer = await sharp(await picture.body())
    .resize(320)
    .jpeg({ quality: 80 })
    .toBuffer();
  await page.getByRole('button', { name: '以图搜款' }).first().click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer });
  await page.waitForURL(/\/list\/[0-9a-f]{32}/);
  await hydrated(page);
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe('a card’s picture opens its item', () => {
  const journey = useJourney();
  let pages: { path: string; grid: string | undefined }[] = [];

  it('on a desktop, a click in the middle of the picture, the strip shown, on every page of cards', async () => {
    const { page } = journey;
    await page.goto('/gz');
    expect(await signInAsDemoBuyer(page)).toBe(200);
    pages = await cardPages(journey, await imageSearch(journey));
    for (const { path, grid } of pages) {
      await page.goto(path);
      expect(await clickMiddle(page, grid), path).toMatch(/^\/item\//);
    }
    expect(journey.errors).toEqual([]);
  });

  it('on a desktop, the upload box opens from the strip and its platforms are buttons of their own', async () => {
    const { page } = journey;
    await page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const picture = await firstCardPicture(page, 'search-results');
    const card = picture.locator('xpath=..');
    await picture.hover();
    await card.getByTestId('card-listing').click();
    const box = card.getByTestId('card-upload-box');
    await box.waitFor();
    expect(await box.locator('[data-platform]').count()).toBe(6);
    for (const target of await box.locator('a, button').all())
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  });

  it('on a phone, a tap in the middle of the picture, for a guest and for a buyer', async () => {
    for (const signedIn of [false, true]) {
      const phone = await openPhone(journey, { signedIn, touch: true });
      try {
        for (const { path, grid } of pages.filter((entry) => signedIn || !entry.path.startsWith('/list/'))) {
          await phone.page.goto(path);
          expect(await tapMiddle(phone.page, grid), `${path} signed in: ${signedIn}`).toMatch(/^\/item\//);
        }
      } finally {
        await phone.close();
      }
    }
    expect(journey.errors).toEqual([]);
  });
});
