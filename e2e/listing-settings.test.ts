import { CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { hydrated, screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue 14 points 2, 3, 5: the buyer's upload settings and upload history pages. The push itself runs
// against the platform sandbox in apps/server/src/modules/listing/upload-settings.test.ts.
describe('a buyer sets up one-click listing and reads the upload history', () => {
  const journey = useJourney();

  it('sends a guest to sign in with the way back', async () => {
    await journey.page.goto('/transaction/user/uploadSetting.html');
    expect(new URL(journey.page.url()).pathname).toBe('/login.html');
    expect(new URL(journey.page.url()).searchParams.get('reurl')).toBe(
      '/transaction/user/uploadSetting.html',
    );
    await journey.context.addCookies([{ name: 'lang', value: 'cn', url: journey.baseUrl }]);
  });

  it('sets a markup rule with its live example price and a title rule, and they stay saved', async () => {
    expect(await signInAsDemoBuyer(journey.page, { auto: true })).toBe(CODE.ok);
    const { page } = journey;
    await page.goto('/transaction/user/uploadSetting.html');
    await hydrated(page);
    const menu = page.getByTestId('user-centre-menu');
    await expect(menu.getByRole('link', { name: '上传设置' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
    await expect(page.getByTestId('authorised-shops').locator('li').count()).resolves.toBe(6);
    await page.fill('input[name="multiplier-douyin"]', '1.8');
    await page.fill('input[name="add-douyin"]', '5');
    await page.selectOption('select[name="rounding-douyin"]', 'nine');
    // 59.30 x 1.8 + 5 = 111.74, up to the next .90.
    await expect.poll(() => page.getByTestId('markup-example-douyin').textContent()).toContain('¥111.90');
    await page.getByTestId('markup-rules').locator('li').nth(2).getByRole('button').click();
    await page.getByTestId('markup-example-douyin').getByRole('status').waitFor();

    await page.fill('input[name="titlePrefix"]', '新款');
    await page.fill('input[name="removedWords"]', '档口直供');
    await expect
      .poll(() => page.getByTestId('title-example').textContent())
      .toBe('示例：新款 韩版宽松连帽卫衣女装');
    await page.uncheck('input[name="enableImageCrop"]');
    await page.getByTestId('upload-options').getByRole('button', { name: '保存设置' }).click();
    await page.getByTestId('upload-options').getByRole('status').waitFor();
    await screenshot(page, 'listing-settings-1-desktop');

    await page.reload();
    await hydrated(page);
    await expect(page.inputValue('input[name="multiplier-douyin"]')).resolves.toBe('1.8');
    await expect(page.inputValue('input[name="titlePrefix"]')).resolves.toBe('新款');
    await expect(page.isChecked('input[name="enableImageCrop"]')).resolves.toBe(false);
    // Back to the defaults, so no other journey meets these settings.
    await page.check('input[name="enableImageCrop"]');
    await page.fill('input[name="titlePrefix"]', '');
    await page.fill('input[name="removedWords"]', '');
    await page.getByTestId('upload-options').getByRole('button', { name: '保存设置' }).click();
    await page.getByTestId('upload-options').getByRole('status').waitFor();
  });

  it('names the shop of an authorisation it comes back from, and lists the shops by name', async () => {
    const { page } = journey;
    // Authorised from no page of ours, the buyer lands here (decisions 043, 044, 072).
    await page.goto('/auth/authorize?channel=taobao');
    await page.waitForURL('**/oauth/authorize**');
    await page.locator('input[name="shop"][value="taobao-normal"]').check();
    await page.getByRole('button', { name: /Allow/ }).click();
    await page.waitForURL(/\/transaction\/user\/uploadSetting\.html\?authorised=taobao/);
    await expect(page.getByTestId('shop-authorised').textContent()).resolves.toBe(
      '已授权淘宝店铺：小林服饰（普通店铺）',
    );
    const taobao = page.getByTestId('authorised-shops').locator('li').first();
    await expect(taobao.textContent()).resolves.toContain('淘宝');
    await expect(taobao.textContent()).resolves.toContain('小林服饰（普通店铺）');
    await expect(page.getByTestId('authorised-shops').textContent()).resolves.not.toMatch(/Taobao|Douyin/);
  });

  it('lists the remembered choices, and "change" forgets one so the next push asks again', async () => {
    const { page } = journey;
    await journey.context.addCookies([
      { name: 'defaultUploadDYSelected', value: '1', url: journey.baseUrl },
      { name: 'defaultUploadDYTool', value: '1', url: journey.baseUrl },
    ]);
    await page.goto('/transaction/user/uploadSetting.html');
    await hydrated(page);
    const douyin = page.getByTestId('remembered-choices').locator('li[data-channel="douyin"]');
    await expect(douyin.textContent()).resolves.toContain('抖音');
    await expect(douyin.textContent()).resolves.toContain('档口网一键上传');
    await screenshot(page, 'listing-settings-0-remembered-desktop');
    await page.getByTestId('forget-douyin').click();
    await expect(
      page.getByTestId('remembered-choices').locator('li[data-channel="douyin"]').count(),
    ).resolves.toBe(0);
    const cookies = Object.fromEntries((await journey.context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies.defaultUploadDYSelected ?? '').toBe('');
  });

  it('reads the upload history, filters it, and exports the failed records', async () => {
    const { page } = journey;
    await page.goto('/user/favoriteUpload.html');
    await hydrated(page);
    await page.selectOption('select[name="status"]', 'failed');
    await page.getByTestId('history-filters').getByRole('button').click();
    await page.waitForURL(/status=failed/);
    await hydrated(page);
    await page.getByRole('button', { name: '导出失败记录' }).click();
    const link = page.getByTestId('failed-export-link');
    await link.waitFor();
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('text/csv');
    expect((await file.text()).split('\r\n')[0]).toContain('失败原因');
    await screenshot(page, 'listing-settings-2-history-desktop');
  });

  it('lays both pages out on a phone', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    for (const [url, name] of [
      ['/transaction/user/uploadSetting.html', 'listing-settings-3-phone'],
      ['/user/favoriteUpload.html', 'listing-settings-4-history-phone'],
    ] as const) {
      await phone.page.goto(url);
      await hydrated(phone.page);
      await expect(phoneLayoutFaults(phone.page)).resolves.toEqual([]);
      await screenshot(phone.page, name);
    }
    await phone.close();
    expect(journey.errors).toEqual([]);
  });
});
