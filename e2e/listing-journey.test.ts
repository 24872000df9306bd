import type { SearchPage } from '@stallhub/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cookieMap, hydrated, screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';
import { submitSignIn } from './support/slider.ts';

// Issue 14, journeys (a) and (c): a buyer pushes items to the sandbox's Taobao shops through the
// authorisation, the face verification (the risk-control shop) and the crop (the portrait shop's 3:4
// template), and finds them on the sandbox shop pages; a guest's platform button leads to sign-in and back.

/** Items a buyer may list: on shelf, not made to order, stall not blocked, a sound price. */
async function listableItems(page: Page, count: number) {
  const results = (await page.evaluate(
    async () => (await (await fetch('/apif/searchPage?city=gz&pageSize=40')).json()).data,
  )) as SearchPage;
  const items = results.list
    .filter((card) => card.transactionMode !== 2 && !card.isBlock && [1, 2].includes(card.priceType))
    .slice(0, count);
  expect(items).toHaveLength(count);
  return items;
}

/** The sandbox consent page: the test seller's shop is picked and access allowed. */
async function allowShop(page: Page, shopId: string) {
  await page.waitForURL('**/oauth/authorize**');
  await page.locator(`input[name="shop"][value="${shopId}"]`).check();
  await page.getByRole('button', { name: /Allow/ }).click();
}

describe('a buyer lists items on the sandbox Taobao shops', () => {
  const journey = useJourney();
  let sandbox: string;

  it('chooses the tool and the way, authorises the risk-control shop, passes face verification, and the item arrives', async () => {
    const { page } = journey;
    await page.goto('/gz');
    expect(await signInAsDemoBuyer(page)).toBe(200);
    const [item] = await listableItems(page, 1);
    await page.goto(`/item/${item!.vid}`);
    await hydrated(page);
    const box = page.getByTestId('upload-box');
    await box.waitFor();
    await screenshot(page, 'listing-1-item-upload-box-desktop');

    await box.locator('[data-platform="taobao"]').click();
    const tool = page.getByTestId('listing-tool');
    await tool.waitFor();
    expect(await tool.getByRole('radio', { checked: true }).count()).toBe(1);
    await screenshot(page, 'listing-2-tool-dialog-desktop');
    await page.getByTestId('tool-confirm').click();

    await page.getByTestId('listing-way').waitFor();
    await page.getByTestId('way-today').check();
    await page.getByTestId('way-direct').click();
    const cookies = await cookieMap(journey.context);
    expect(cookies.defaultUploadTBWay?.value).toBe('direct');
    expect(cookies.defaultUploadTBSelected?.value).toBe('1');
    expect(cookies.defaultUploadTBTool?.value).toBe('1');

    await page.getByTestId('listing-authorise').waitFor();
    await page.getByTestId('authorise-go').click();
    await allowShop(page, 'taobao-risk-control');

    // Back on the item page, the push goes on by itself and the shop asks for face verification.
    await page.waitForURL(`**/item/${item!.vid}**`);
    const face = page.getByTestId('listing-face');
    await face.waitFor({ timeout: 20_000 });
    await screenshot(page, 'listing-3-face-verification-desktop');
    const verificationUrl = (await page.getByTestId('face-go').getAttribute('href'))!;
    sandbox = new URL(verificationUrl).origin;
    const [verifier] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('face-go').click()]);
    await verifier.getByRole('button', { name: /Complete face verification/ }).click();
    await verifier.waitForLoadState();
    await verifier.close();
    await page.getByTestId('face-finished').click();

    await page.getByTestId('listing-listed').waitFor({ timeout: 20_000 });
    await screenshot(page, 'listing-4-listed-desktop');
    const shop = await (await fetch(`${sandbox}/shops/taobao/taobao-risk-control`)).text();
    expect(shop).toContain(`Outer id ${item!.itemId} `);
    expect(shop).toContain(item!.title.slice(0, 8));
  });

  it('crops the square pictures for the portrait shop, white-filled 3:4, before the push', async () => {
    const { page } = journey;
    const [, item] = await listableItems(page, 2);
    await page.goto(`/auth/authorize?channel=taobao&reurl=${encodeURIComponent(`/item/${item!.vid}`)}`);
    await allowShop(page, 'taobao-portrait');
    await page.waitForURL(`**/item/${item!.vid}**`);

    const crop = page.getByTestId('listing-crop');
    await crop.waitFor({ timeout: 20_000 });
    const submit = page.getByTestId('crop-submit');
    const pictures = crop.locator('li button');
    const count = await pictures.count();
    expect(count).toBeGreaterThan(0);
    await screenshot(page, 'listing-5-crop-dialog-desktop');
    for (let done = 1; done <= count; done++) {
      expect(await submit.isDisabled()).toBe(true);
      await page.getByTestId('crop-this').click();
      await expect.poll(() => crop.locator('li button[data-cropped="yes"]').count()).toBe(done);
      // The next picture not cropped yet is the selected one.
      if (done < count) expect(await pictures.nth(done).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    await page.getByTestId('listing-listed').waitFor({ timeout: 20_000 });
    const shop = await (await fetch(`${sandbox}/shops/taobao/taobao-portrait`)).text();
    expect(shop).toContain(`Outer id ${item!.itemId} `);
    expect(shop).toContain('/storage/listing-crops/');
  });

  it('opens the drawer with the precheck, and the upload page, help and tutorial on a phone', async () => {
    const { page } = journey;
    const [item] = await listableItems(page, 1);
    await page.goto(`/item/${item!.vid}`);
    await hydrated(page);
    await page.getByTestId('open-drawer').click();
    const drawer = page.getByTestId('listing-drawer');
    await drawer.locator('[data-channel="taobao"][aria-pressed="true"]').waitFor();
    await screenshot(page, 'listing-6-drawer-desktop');
    await page.keyboard.press('Escape');

    const phone = await openPhone(journey, { signedIn: true });
    try {
      await phone.page.goto(`/item/${item!.vid}`);
      await hydrated(phone.page);
      await phone.page.getByTestId('upload-box').waitFor();
      expect(await phoneLayoutFaults(phone.page)).toEqual([]);
      await screenshot(phone.page, 'listing-7-item-upload-box-phone');
      await phone.page.goto(`/itemUpload?vid=${item!.vid}&toPlatform=taobao&defaultUploadWay=edit&setting=1`);
      await hydrated(phone.page);
      await phone.page.getByTestId('upload-row').waitFor();
      expect(await phoneLayoutFaults(phone.page)).toEqual([]);
      await screenshot(phone.page, 'listing-8-upload-page-phone');
      await phone.page.goto('/help/issue/skjs.html');
      await hydrated(phone.page);
      await phone.page.getByTestId('tutorial-open').click();
      await phone.page.getByTestId('listing-tutorial').waitFor();
      await screenshot(phone.page, 'listing-9-tutorial-phone');
    } finally {
      await phone.close();
    }
    expect(journey.errors).toEqual([]);
  });
});

describe('a guest presses a platform button', () => {
  const journey = useJourney();

  it('lands on sign-in and comes back to the item signed in', async () => {
    const { page } = journey;
    await page.goto('/gz');
    const [item] = await listableItems(page, 1);
    await page.goto(`/item/${item!.vid}`);
    await hydrated(page);
    await page.getByTestId('upload-box').locator('[data-platform="douyin"]').click();
    await page.waitForURL('**/login.html?reurl=**');
    expect(new URL(page.url()).searchParams.get('reurl')).toBe(`/item/${item!.vid}`);
    await hydrated(page);
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByLabel('手机号 / 邮箱 / 账号').fill('buyer@demo.stallhub');
    await page.getByLabel('请输入密码').fill('stallhub-demo');
    await submitSignIn(
      page,
      page.getByRole('button', { name: '登录', exact: true }),
      page.getByTestId('open-drawer'),
    );
    await page.waitForURL(`**/item/${item!.vid}`);
    await hydrated(page);
    await page.getByTestId('open-drawer').waitFor();
    expect(journey.errors).toEqual([]);
  });
});
