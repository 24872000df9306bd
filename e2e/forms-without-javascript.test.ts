import path from 'node:path';
import type { ItemDetail } from '@stallhub/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  JOURNEY_CAPTCHA_TOKEN,
  PHONE,
  screenshot,
  screenshotDir,
  signInAsDemoBuyer,
} from './support/browser.ts';
import { useJourney } from './support/journey.ts';
import { newestTo, postFrom } from './support/outbox.ts';

// Issue 27 point 4: where the page is a form, it works before JavaScript loads. The demo buyer, signed in
// with the script on, then browses with JavaScript off: adds an address inside the checkout (the server
// names a bad mobile number and gives every typed value back), chooses a delivery and re-prices with the
// visible button, is stopped from ordering a choice it has not priced, and places the order; then adds,
// edits, makes default and deletes addresses in the address book.
describe('the address book and the checkout work with JavaScript off', () => {
  const journey = useJourney();
  let page: Page;

  /** Clicks what submits a form or follows a link, and waits for the page the server answers. */
  const submit = (what: Locator) => Promise.all([page.waitForEvent('load'), what.click()]);
  const shot = (name: string) =>
    page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

  /** Types an address into the page's address form; answers the form. */
  async function typeAddress(fields: Record<string, string>) {
    const form = page.getByTestId('address-form');
    for (const [name, value] of Object.entries(fields))
      await form.locator(`input[name="${name}"]`).fill(value);
    return form;
  }

  beforeAll(async () => {
    await journey.page.goto('/');
    expect(await signInAsDemoBuyer(journey.page)).toBe(200);
    const context = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      viewport: DESKTOP,
      locale: 'zh-CN',
      javaScriptEnabled: false,
    });
    await context.addCookies(await journey.context.cookies());
    page = await context.newPage();
  });

  it('checks out with JavaScript off: an address added in place, a delivery re-priced, the order placed', async () => {
    // One buyable piece in the cart, put there with the script on.
    const apiGet = <T>(url: string) =>
      journey.page.evaluate(async (u) => (await (await fetch(u)).json()).data, url) as Promise<T>;
    await journey.page.goto('/gz/search/index.html?q=%E5%8D%AB%E8%A1%A3');
    const hrefs = await journey.page
      .locator('[data-testid="search-results"] > li h3 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    let item: ItemDetail['item'] | undefined;
    for (const href of hrefs) {
      const { item: candidate } = await apiGet<ItemDetail>(`/apif/item/?vid=${href.split('/').pop()}`);
      const buyable = candidate.skus.some((s) => !s.isLack && (s.discountPrice ?? 0) > 0);
      if (!candidate.isPreSell && candidate.artNo.trim() && [1, 2].includes(candidate.priceType) && buyable) {
        item = candidate;
        break;
      }
    }
    expect(item).toBeDefined();
    const sku = item!.skus.find((s) => !s.isLack && (s.discountPrice ?? 0) > 0)!;
    const lineId = await journey.page.evaluate(
      async (fields) => {
        await fetch('/apic/user/cart/add', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields),
        });
        const cart = (await (await fetch('/apic/user/cart/list')).json()).data;
        const lines: { id: number; skuId: number }[] = cart.groups.flatMap(
          (g: { lines: { id: number; skuId: number }[] }) => g.lines,
        );
        return lines.find((line) => line.skuId === Number(fields.skuId))!.id;
      },
      {
        itemId: String(item!.itemId),
        color_id: String(sku.colorId),
        size_id: String(sku.sizeId),
        amount: '2',
        skuId: String(sku.id),
      },
    );

    await page.goto(`/user/checkout.html?source=cart&lineIds=${lineId}`);
    expect(await page.getByTestId('checkout-line').count()).toBe(1);
    if (!(await page.getByTestId('address-form').isVisible()))
      await submit(page.getByTestId('checkout-add-address'));
    const typed = {
      name: '钱七',
      mobile: '1380013',
      province: '广东省',
      city: '广州市',
      detail: '无脚本路 7 号',
    };
    let form = await typeAddress(typed);
    await submit(form.getByRole('button', { name: '保存' }));
    // The server's answer, with everything typed still there.
    form = page.getByTestId('address-form');
    expect(await form.getByRole('alert').textContent()).toContain('11 位手机号');
    for (const [name, value] of Object.entries(typed))
      expect(await form.locator(`input[name="${name}"]`).inputValue()).toBe(value);
    await shot('forms-no-js-1-checkout-address-refused');
    await form.locator('input[name="mobile"]').fill('13800138000');
    await submit(form.getByRole('button', { name: '保存' }));
    expect(await page.getByTestId('address-form').count()).toBe(0);
    const chosen = page.getByTestId('checkout-address').filter({ has: page.locator('input:checked') });
    expect(await chosen.textContent()).toContain('无脚本路 7 号');

    // A choice is priced by the visible button; no coupon is spent (the checkout journey spends it).
    await page.getByRole('radio', { name: /顺丰速运/ }).check();
    const none = page.getByTestId('checkout-coupon-none');
    if (await none.isVisible()) await none.check();
    await submit(page.getByTestId('checkout-reprice'));
    expect(page.url()).toContain('delivery=sf');
    expect(await page.getByRole('radio', { name: /顺丰速运/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('checkout-discount').count()).toBe(0);

    // Ticking the quality check and ordering at once: the order is priced again first, never placed unseen.
    await page.getByTestId('checkout-quality-check').check();
    await submit(page.getByTestId('checkout-submit'));
    expect(await page.getByTestId('checkout-repriced').textContent()).toContain('价格已按你的新选择更新');
    expect(await page.getByTestId('checkout-summary').textContent()).toContain('质检费');
    await shot('forms-no-js-2-checkout-repriced');
    const total = await page.getByTestId('charged-amount').textContent();

    await submit(page.getByTestId('checkout-submit'));
    expect(page.url()).toMatch(/\/user\/pay\.html\?orderNo=SH\d{18}$/);
    expect(await page.getByTestId('charged-amount').textContent()).toBe(total);
    await shot('forms-no-js-3-pay');
  });

  it('adds, edits, makes default and deletes addresses in the address book with JavaScript off', async () => {
    await page.goto('/user/addresses.html');
    const list = page.getByTestId('address-list');
    const before = await list.locator('li').count();
    await submit(page.getByRole('link', { name: '新增地址' }));
    expect(page.url()).toMatch(/\?add=1$/);
    const typed = {
      name: '孙八',
      mobile: '2380013800',
      province: '广东省',
      city: '广州市',
      detail: '表单路 8 号',
    };
    let form = await typeAddress({ ...typed, postcode: '510000' });
    await submit(form.getByRole('button', { name: '保存' }));
    form = page.getByTestId('address-form');
    expect(await form.getByRole('alert').textContent()).toBe('请输入以 1 开头的 11 位手机号');
    for (const [name, value] of Object.entries({ ...typed, postcode: '510000' }))
      expect(await form.locator(`input[name="${name}"]`).inputValue()).toBe(value);
    await shot('forms-no-js-4-address-refused');
    await form.locator('input[name="mobile"]').fill('13800138000');
    await submit(form.getByRole('button', { name: '保存' }));
    expect(new URL(page.url()).search).toBe('');
    expect(await list.locator('li').count()).toBe(before + 1);
    const card = (detail: string) => list.locator('li', { hasText: detail });

    // Edit: the form opens with the address's values, and saves the change.
    await submit(card('表单路 8 号').getByRole('link', { name: '编辑' }));
    form = page.getByTestId('address-form');
    expect(await form.locator('input[name="name"]').inputValue()).toBe('孙八');
    await form.locator('input[name="detail"]').fill('表单路 88 号');
    await submit(form.getByRole('button', { name: '保存' }));
    expect(await card('表单路 88 号').count()).toBe(1);

    await submit(card('表单路 88 号').getByRole('button', { name: '设为默认' }));
    expect(await card('表单路 88 号').textContent()).toContain('默认');
    expect(await list.locator('li').first().textContent()).toContain('表单路 88 号');
    await shot('forms-no-js-5-addresses');
    // The same book with the script on hydrates cleanly: a form inside a paragraph would not.
    await journey.page.goto('/user/addresses.html');
    await journey.page.getByRole('button', { name: '设为默认' }).first().waitFor();
    for (const [size, viewport] of [
      ['1366', { width: 1366, height: 900 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await journey.page.setViewportSize(viewport);
      await screenshot(journey.page, `forms-js-addresses-${size}`);
    }
    await journey.page.setViewportSize(DESKTOP);

    // Delete asks first, on the page itself: cancel keeps the address, confirm removes it.
    for (const detail of ['表单路 88 号', '无脚本路 7 号']) {
      await submit(card(detail).getByRole('link', { name: '删除' }));
      const confirm = card(detail).getByTestId('address-delete-confirm');
      expect(await confirm.textContent()).toContain('确定删除这个地址吗？');
      if (detail === '表单路 88 号') {
        await shot('forms-no-js-6-delete-confirm');
        await submit(confirm.getByRole('link', { name: '取消' }));
        expect(await card(detail).count()).toBe(1);
        await submit(card(detail).getByRole('link', { name: '删除' }));
      }
      await submit(card(detail).getByRole('button', { name: '删除' }));
      expect(await card(detail).count()).toBe(0);
    }
    // The address added in the checkout was in the book already: both of the journey's are gone.
    expect(await list.locator('li').count()).toBe(before - 1);
    expect(journey.errors).toEqual([]);
  });
});

// The account's forms (issue 27 point 4): a buyer who signed up by SMS code sets and changes the password,
// resets it by SMS code, changes the phone and types an e-mail activation code, each with JavaScript off.
// A refusal comes back in the server's words with the typed phone or address kept, never a password; the
// SMS codes are sent with the script on (the slider's part), and the pages without it say so.
describe('the account forms work with JavaScript off', () => {
  const journey = useJourney();
  let page: Page;
  const stamp = String(Date.now()).slice(-8);
  const first = `139${stamp}`;
  const second = `137${stamp}`;

  const submit = (what: Locator) => Promise.all([page.waitForEvent('load'), what.click()]);
  const field = (name: string) => page.locator(`input[name="${name}"]`);

  /** Sends a code with the script on, waiting out the 30 s between codes to one phone; answers the code. */
  async function codeFor(mobile: string, path: string) {
    const captchaVerifyParamList = [{ type: 10, param: JOURNEY_CAPTCHA_TOKEN }];
    const send = () => postFrom(journey.page, path, { mobile, captchaVerifyParamList });
    let answer = await send();
    const retryAfter = (answer.data as { retryAfter?: number } | null)?.retryAfter;
    if (retryAfter) {
      await journey.page.waitForTimeout(retryAfter * 1000 + 500);
      answer = await send();
    }
    expect(answer.code).toBe(200);
    return /\d{6}/.exec((await newestTo(journey.page, mobile))!.body)![0];
  }

  /** The page without its script, at desktop and at phone width, for a person to look at. */
  async function shots(name: string) {
    for (const [width, viewport] of [
      ['1280', DESKTOP],
      ['375', PHONE],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({
        path: path.join(screenshotDir, `forms-no-js-${name}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize(DESKTOP);
  }

  /** The browser without its script takes the journey's session (or none, once it has ended). */
  async function takeSession() {
    await page.context().clearCookies();
    await page.context().addCookies(await journey.context.cookies());
  }

  beforeAll(async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.baseUrl,
      viewport: DESKTOP,
      locale: 'zh-CN',
      javaScriptEnabled: false,
    });
    page = await context.newPage();
  });

  it('sets a first password, then refuses a wrong current one, with JavaScript off', async () => {
    // Signed up by SMS code with the script on: an account without a password yet.
    await journey.page.goto('/');
    const code = await codeFor(first, '/apic/smsCode4Login');
    const signUp = await postFrom(journey.page, '/apic/sf/smsLoginAndRegister', {
      mobile: first,
      smsCode: code,
    });
    expect(signUp.code).toBe(200);
    await takeSession();
    await page.goto('/user/account/password.html');
    const form = page.getByTestId('change-password-form');
    await page.getByRole('heading', { name: '设置密码' }).waitFor();
    expect(await field('oldPassword').count()).toBe(0);
    await form.getByLabel('新密码（8–64 位）').fill('first-password');
    await form.getByLabel('再次输入新密码').fill('first-passwort');
    await submit(form.getByRole('button', { name: '保存新密码' }));
    expect(await form.getByRole('alert').textContent()).toBe('两次输入的密码不一致');
    expect(await field('password').inputValue()).toBe('');
    await form.getByLabel('新密码（8–64 位）').fill('first-password');
    await form.getByLabel('再次输入新密码').fill('first-password');
    await submit(form.getByRole('button', { name: '保存新密码' }));
    expect(page.url()).toMatch(/\/user\/account\/password\.html\?changed=1$/);
    expect(await form.getByRole('status').textContent()).toBe('密码修改成功，其他设备已退出登录');

    await page.getByRole('heading', { name: '修改密码' }).waitFor();
    await form.getByLabel('当前密码').fill('not-the-password');
    await form.getByLabel('新密码（8–64 位）').fill('second-password');
    await form.getByLabel('再次输入新密码').fill('second-password');
    await submit(form.getByRole('button', { name: '保存新密码' }));
    expect(await form.getByRole('alert').textContent()).toBe('当前密码错误');
    expect(await field('oldPassword').inputValue()).toBe('');
    await shots('password');
  });

  it('resets the password by SMS code with JavaScript off, saying what the slider needs', async () => {
    await page.context().clearCookies();
    await page.goto('/findpwd.html');
    expect(await page.getByRole('tab', { name: '手机号找回' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('needs-script').textContent()).toContain('请在浏览器中开启 JavaScript');
    await shots('find-password-sms');
    await submit(page.getByRole('tab', { name: '邮箱找回' }));
    expect(page.url()).toMatch(/\?way=email$/);
    expect(await page.getByTestId('needs-script').textContent()).toContain('后获取链接');
    await shots('find-password-email');
    await submit(page.getByRole('tab', { name: '手机号找回' }));

    const code = await codeFor(first, '/apic/findpwd/smsCode');
    const form = page.getByTestId('reset-sms-form');
    await form.getByLabel('请输入手机号').fill(first);
    await form.getByLabel('请输入验证码').fill(code === '000000' ? '111111' : '000000');
    await form.getByLabel('新密码（8–64 位）').fill('reset-password');
    await form.getByLabel('再次输入新密码').fill('reset-password');
    await submit(form.getByRole('button', { name: '设置新密码' }));
    expect(await form.getByRole('alert').textContent()).toContain('验证码错误');
    expect(await field('mobile').inputValue()).toBe(first);
    expect(await field('password').inputValue()).toBe('');
    await shots('find-password-refused');
    await form.getByLabel('请输入验证码').fill(code);
    await form.getByLabel('新密码（8–64 位）').fill('reset-password');
    await form.getByLabel('再次输入新密码').fill('reset-password');
    await submit(form.getByRole('button', { name: '设置新密码' }));
    expect(page.url()).toMatch(/\/findpwd\.html\?done=1$/);
    expect(await page.getByTestId('reset-done').textContent()).toContain('所有设备均已退出登录');
  });

  it('changes the phone with JavaScript off, the code sent with the script on', async () => {
    const signIn = await postFrom(journey.page, '/apic/login', {
      username: first,
      password: 'reset-password',
      captchaSlideParam: JOURNEY_CAPTCHA_TOKEN,
    });
    expect(signIn.code).toBe(200);
    await takeSession();
    await page.goto('/user/account/updatePhone.html');
    const form = page.getByTestId('phone-form');
    expect(await page.getByTestId('needs-script').textContent()).toContain('请在浏览器中开启 JavaScript');
    await shots('phone');

    const code = await codeFor(second, '/apic/smsCode4Login');
    await field('mobile').fill(second);
    await field('smsCode').fill(code === '000000' ? '111111' : '000000');
    await submit(form.getByRole('button', { name: '确认' }));
    expect(await form.getByRole('alert').textContent()).toContain('验证码错误');
    expect(await field('mobile').inputValue()).toBe(second);
    await field('smsCode').fill(code);
    await submit(form.getByRole('button', { name: '确认' }));
    expect(page.url()).toMatch(/\/user\/account\/updatePhone\.html\?changed=1$/);
    expect(await page.getByTestId('current-phone').textContent()).toContain(second.slice(-4));
    expect(await field('mobile').inputValue()).toBe('');
  });

  it('checks an e-mail activation code with JavaScript off, the address kept', async () => {
    await page.goto('/emailActivation.html?email=nobody%40example.com');
    const form = page.getByTestId('activation-form');
    await submit(form.getByRole('button', { name: '激活' }));
    expect(await form.getByRole('alert').textContent()).toBe('请输入验证码');
    await field('code').fill('123456');
    await submit(form.getByRole('button', { name: '激活' }));
    expect(await form.getByRole('alert').textContent()).toBeTruthy();
    expect(await field('email').inputValue()).toBe('nobody@example.com');
    await shots('activation');
    expect(journey.errors).toEqual([]);
  });
});
