import { BATCH_PLATFORM_ID, CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { forgetListingChoice } from './support/listing-choices.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 14 journey (b) (decisions 045, 065): the demo buyer authorises a Douyin shop on the platform
// sandbox, ticks 20 favourites, picks Douyin in the batch upload box, keeps the risky items in the confirm
// dialog, uploads them all from the upload page, changes a title on /upload/bat/item/check/{batchId},
// confirms, and watches every item to its end; then the same page on a phone.
describe('a buyer uploads a batch of 20 items to Douyin and watches it to the end', () => {
  const journey = useJourney();
  let batchId = '';

  const api = (path: string, body?: Record<string, string>) =>
    journey.page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(path, {
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
          body: body ? new URLSearchParams(body) : undefined,
        });
        return response.json();
      },
      { path, body },
    );

  it('signs in and authorises the sandbox Douyin shop', async () => {
    await journey.page.goto('/en');
    expect(await signInAsDemoBuyer(journey.page)).toBe(CODE.ok);
    const address = await api('/apic/listing/authorise?channel=douyin');
    await journey.page.goto(address.data.url);
    await journey.page.locator('input[name="shop"][value="douyin-normal"]').check();
    await journey.page.getByRole('button', { name: /Allow/ }).click();
    // Authorised from no page of ours, the buyer lands on the upload settings (decisions 043, 044), which
    // names the shop authorised (decision 072).
    await journey.page.waitForURL(/\/transaction\/user\/uploadSetting\.html/);
    await expect(journey.page.getByTestId('shop-authorised').textContent()).resolves.toBe(
      'Douyin shop authorised: 小林服饰（普通店铺）',
    );
  });

  it('ticks 20 favourites, picks Douyin in the batch box, keeps the risky ones, and lands on the batch', async () => {
    const { page } = journey;
    const candidates = Array.from({ length: 80 }, (_, i) => i + 1).join(',');
    const precheck = await api('/apic/v2/itemupload/multiupload/precheck?lang=en', {
      itemVidList: candidates,
      channelId: String(BATCH_PLATFORM_ID.douyin),
    });
    expect(precheck.data.tbAuthType).toBe(1);
    const ids = (list: { vid: number }[]) => list.map((item) => item.vid);
    const risky = ids(precheck.data.errorItemList).slice(0, 10);
    const chosen = [...risky, ...ids(precheck.data.normalItemList).slice(0, 20 - risky.length)];
    expect(risky.length).toBeGreaterThan(0);
    expect(chosen).toHaveLength(20);
    expect((await api('/apic/user/favoriteItems/add', { itemIds: chosen.join(',') })).code).toBe(CODE.ok);

    // The journeys share one buyer, whose choices hold on every device (decision 072): an earlier journey
    // may have remembered Douyin's tool. This one starts from none, so the tool dialog shows.
    await forgetListingChoice(page, 'douyin');
    await page.goto('/en/user/favorite.html');
    for (const id of chosen) await page.locator(`li[data-item-id="${id}"] input[type="checkbox"]`).check();
    await expect(page.getByTestId('batch-chosen').getAttribute('data-count')).resolves.toBe('20');
    await screenshot(page, 'listing-batch-0-favourites');
    await page.getByTestId('batch-upload-box').getByRole('button', { name: 'Douyin' }).click();
    // Stallhub's own tool preselected, remember my choice ticked (decision 072).
    const tool = page.getByTestId('listing-tool');
    await tool.waitFor();
    await expect(tool.locator('input[data-tool="1"]').isChecked()).resolves.toBe(true);
    await expect(page.getByTestId('tool-remember').isChecked()).resolves.toBe(true);
    await screenshot(page, 'listing-batch-0-tool-dialog');
    await page.getByTestId('tool-confirm').click();
    const dialog = page.getByTestId('douyin-confirm');
    await dialog.waitFor();
    await expect(dialog.getByTestId('douyin-item').count()).resolves.toBe(20);
    await expect(page.getByTestId('douyin-confirm-go').textContent()).resolves.toBe(
      'Only upload risk-free items',
    );
    await screenshot(page, 'listing-batch-0-douyin-confirm');
    await dialog.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByTestId('douyin-confirm-go').click();

    await page.waitForURL(/\/en\/itemUpload\?vids=.*toPlatform=douyin/);
    await page.getByTestId('upload-row').nth(19).waitFor();
    await expect(page.getByTestId('upload-row').count()).resolves.toBe(20);
    await screenshot(page, 'listing-batch-0-upload-page');
    await page.getByTestId('upload-all').click();
    await page.waitForURL(/\/en\/upload\/bat\/item\/check\//);
    await page.getByTestId('batch-item').nth(19).waitFor();
    batchId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  });

  it('changes a title on the page, confirms, and sees every item listed or failed', async () => {
    const { page } = journey;
    await expect(page.getByTestId('batch-item').count()).resolves.toBe(20);
    await expect(page.getByTestId('batch-status').getAttribute('data-status')).resolves.toBe('draft');
    await screenshot(page, 'listing-batch-1-draft');
    const title = page.getByRole('textbox', { name: 'Title' }).first();
    await title.fill('Batch journey title');
    await title.blur();
    await expect
      .poll(() =>
        api(`/apic/multiupload/taobao/task/list4Uploading`, { batchId }).then((b) => b.data.items[0].title),
      )
      .toBe('Batch journey title');
    await page.getByRole('button', { name: 'Confirm upload' }).click();
    await expect
      .poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('finished');
    const count = async (kind: string) => Number(await page.locator(`[data-count="${kind}"]`).textContent());
    expect((await count('done')) + (await count('failed'))).toBe(20);
    expect(await count('waiting')).toBe(0);
    expect(await count('done')).toBeGreaterThan(0);
    await screenshot(page, 'listing-batch-2-finished');
  });

  it('shows the same batch, the favourites box and the upload page on a phone without layout faults', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    await phone.page.goto(`/en/upload/bat/item/check/${batchId}`);
    await expect(phone.page.getByTestId('batch-item').count()).resolves.toBe(20);
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'listing-batch-3-phone');
    await phone.page.goto('/en/user/favorite.html');
    await phone.page
      .getByTestId('batch-upload-box')
      .getByRole('checkbox', { name: 'Select this page' })
      .check();
    expect(
      Number(await phone.page.getByTestId('batch-chosen').getAttribute('data-count')),
    ).toBeGreaterThanOrEqual(20);
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'listing-batch-3-phone-favourites');
    // Douyin's tool was remembered on the desktop: the batch goes straight to Douyin's confirm.
    await phone.page.getByTestId('batch-upload-box').getByRole('button', { name: 'Douyin' }).click();
    await phone.page.getByTestId('douyin-confirm').waitFor();
    await expect(phone.page.getByTestId('listing-tool').count()).resolves.toBe(0);
    await phone.page.keyboard.press('Escape');
    await phone.page.getByTestId('douyin-confirm').waitFor({ state: 'detached' });
    await phone.page.getByTestId('batch-upload-box').getByRole('button', { name: 'Pinduoduo' }).click();
    await phone.page.getByTestId('tool-confirm').click();
    await phone.page.waitForURL(/\/en\/itemUpload\?vids=.*toPlatform=pinduoduo/);
    // No Pinduoduo shop yet: the page offers the authorisation, back to this page.
    await phone.page.getByTestId('not-authorised').waitFor();
    expect(await phoneLayoutFaults(phone.page)).toEqual([]);
    await screenshot(phone.page, 'listing-batch-3-phone-upload-page');
    await phone.close();
    expect(journey.errors).toEqual([]);
  });

  it("answers another path for a batch that is not the buyer's: 404", async () => {
    const response = await journey.page.goto('/en/upload/bat/item/check/notARealBatch1');
    expect(response?.status()).toBe(404);
  });
});
