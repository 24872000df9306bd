import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 15 point 4: the image-search hot ranking (/tusouHotList) and same style by picture
// (/tusouSameStyleList), on the demo's week of picture searches.
describe('a buyer reads what others found by photo this week', () => {
  const journey = useJourney();

  it('a guest sees the ranking most searched first, by category, with no price', async () => {
    const { page } = journey;
    await page.goto('/tusouHotList?searchCity=gz');
    await hydrated(page);
    const rows = page.getByTestId('hot-record');
    await rows.first().waitFor();
    const counts = await page.getByTestId('hot-record-searches').allTextContents();
    const numbers = counts.map((text) => Number(/\d+/.exec(text)![0]));
    expect(numbers.length).toBeGreaterThan(3);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(await rows.first().getByText('登录看价格').count()).toBe(1);
    expect(await page.getByTestId('image-hot-list').getByText(/¥\d/).count()).toBe(0);
    await screenshot(page, 'image-hot-1-guest');

    const tabs = page.getByRole('navigation', { name: '热榜分类' }).getByRole('link');
    expect(await tabs.count()).toBeGreaterThan(1);
    const second = tabs.nth(1);
    const name = await second.textContent();
    await second.click();
    await page.waitForURL(/rankId=\d+/);
    await expect
      .poll(() => page.getByRole('link', { name: name!, exact: true }).getAttribute('aria-current'))
      .toBe('page');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.count()).toBeLessThanOrEqual(numbers.length);
    expect(journey.errors).toEqual([]);
  });

  it('signed in, the ranking shows prices, and same style leads to other stalls of the garment', async () => {
    const { page } = journey;
    expect(await signInAsDemoBuyer(page)).toBe(200);
    await page.goto('/tusouHotList?searchCity=gz');
    await hydrated(page);
    await expect.poll(() => page.getByTestId('image-hot-list').getByText(/¥\d/).count()).toBeGreaterThan(3);
    await screenshot(page, 'image-hot-2-member');

    await page.getByTestId('hot-record').first().getByRole('link', { name: '找同款' }).click();
    await page.waitForURL(/\/tusouSameStyleList\?itemId=\d+/);
    await hydrated(page);
    await page.getByRole('heading', { name: '以图找同款' }).waitFor();
    await screenshot(page, 'image-hot-3-same-style');
    await page.getByRole('link', { name: '返回以图搜款热榜' }).click();
    await page.waitForURL(/\/tusouHotList/);
    expect(journey.errors).toEqual([]);
  });

  it('reads on a phone, in English', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    try {
      await phone.page.goto('/en/tusouHotList?searchCity=gz');
      await hydrated(phone.page);
      await phone.page.getByTestId('hot-record').first().waitFor();
      await phone.page.getByRole('heading', { name: 'Image search hot list' }).waitFor();
      expect(await phoneLayoutFaults(phone.page)).toEqual([]);
      await screenshot(phone.page, 'image-hot-4-phone');
    } finally {
      await phone.close();
    }
    expect(journey.errors).toEqual([]);
  });

  it('an unknown item answers the not-found page; a link naming only a ranking tab opens that tab', async () => {
    const response = await journey.page.goto('/tusouSameStyleList?itemId=99999999');
    expect(response!.status()).toBe(404);
    await journey.page.goto('/tusouSameStyleList?rankId=1&searchCity=gz');
    expect(new URL(journey.page.url()).pathname).toBe('/tusouHotList');
    expect(new URL(journey.page.url()).searchParams.get('rankId')).toBe('1');
    await journey.page.getByRole('heading', { name: '以图搜款热榜' }).waitFor();
  });
});
