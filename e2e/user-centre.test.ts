import { CODE } from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';
import { screenshot, signInAsDemoBuyer } from './support/browser.ts';
import { openPhone, useJourney } from './support/journey.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// Issue "Buying and keeping", item 7: the user centre. A guest is sent to sign in; the demo buyer opens
// the user centre, reads a message (the unread count drops), sees an item they opened in the browsing
// history, and adds an address; then the same pages on a phone.
describe('a buyer uses the user centre', () => {
  const journey = useJourney();

  it('sends a guest to the login page with the way back', async () => {
    await journey.page.goto('/user/home.html');
    expect(new URL(journey.page.url()).pathname).toBe('/login.html');
    expect(new URL(journey.page.url()).searchParams.get('reurl')).toBe('/user/home.html');
    await journey.page.goto('/en/user/message.html?tab=notice');
    expect(new URL(journey.page.url()).pathname).toBe('/en/login.html');
    expect(new URL(journey.page.url()).searchParams.get('reurl')).toBe('/en/user/message.html?tab=notice');
    // The English page kept English as the reader's language; the rest of the journey reads Chinese.
    await journey.context.addCookies([{ name: 'lang', value: 'cn', url: journey.baseUrl }]);
  });

  it('signs in and sees the account with its menu', async () => {
    const code = await signInAsDemoBuyer(journey.page, { auto: true });
    expect(code).toBe(CODE.ok);
    await journey.page.goto('/user/home.html');
    await expect(journey.page.getByTestId('user-nickname').textContent()).resolves.toBe('Demo buyer');
    const menu = journey.page.getByTestId('user-centre-menu');
    for (const name of ['消息中心', '收藏的商品', '关注的档口', '屏蔽的档口', '浏览足迹', '收货地址']) {
      await expect(menu.getByRole('link', { name }).count()).resolves.toBe(1);
    }
    await expect(menu.getByRole('link', { name: '账户概览' }).getAttribute('aria-current')).resolves.toBe(
      'page',
    );
  });

  it('reads a message and the unread count drops', async () => {
    await journey.page.goto('/user/message.html');
    const badge = journey.page.getByTestId('unread-message');
    // The journeys share one server: the orders journey's messages may be there too, unread and newest.
    const unread = Number(await badge.textContent());
    expect(unread).toBeGreaterThanOrEqual(2);
    await screenshot(journey.page, 'user-centre-1-messages');
    // The newest unread one: another journey may have read the newest message already.
    const first = journey.page.getByTestId('message-list').locator('button[data-read="false"]').first();
    const id = await first.evaluate((button) => button.closest('li')!.innerText);
    await first.click();
    await expect.poll(() => badge.textContent()).toBe(String(unread - 1));
    const opened = journey.page.getByTestId('message-list').locator('li', { hasText: id.split('\n')[0] });
    await expect(opened.getByRole('button').first().getAttribute('aria-expanded')).resolves.toBe('true');
    await screenshot(journey.page, 'user-centre-2-message-read');
    await journey.page.goto('/user/message.html?tab=broadcast');
    await journey.page.getByTestId('broadcast-list').waitFor();
  });

  it('sees an item it opened in the browsing history', async () => {
    await journey.page.goto('/gz');
    const href = await journey.page.locator('main a[href^="/item/"]').first().getAttribute('href');
    await journey.page.goto(href!);
    await journey.page.goto('/goods-history');
    // The journeys share one server: other journeys' views of the demo buyer may be in the history too.
    const cards = journey.page.getByTestId('goods-history').locator('article');
    const viewed = await cards.count();
    expect(viewed).toBeGreaterThan(0);
    await expect(cards.first().locator(`a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
    await screenshot(journey.page, 'user-centre-3-goods-history');
    await journey.page.goto('/user/home.html');
    await expect(journey.page.getByTestId('count-goodsHistory').textContent()).resolves.toContain(
      String(viewed),
    );
    await screenshot(journey.page, 'user-centre-4-home');
  });

  it('adds an address; the book keeps one default', async () => {
    await journey.page.goto('/user/addresses.html');
    const list = journey.page.getByTestId('address-list');
    // Checkout journeys may have given the demo buyer addresses already; an empty book opens the form.
    const before = await list.locator('li').count();
    if (before > 0) await journey.page.getByRole('link', { name: '新增地址' }).click();
    const form = journey.page.getByTestId('address-form');
    await form.locator('input[name=name]').fill('张三');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('请填写手机号');
    await form.locator('input[name=mobile]').fill('1380013');
    await form.locator('input[name=province]').fill('广东省');
    await form.locator('input[name=city]').fill('广州市');
    await form.locator('input[name=detail]').fill('站南路 16 号');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toContain('11 位手机号');
    await form.locator('input[name=mobile]').fill('13800138000');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => list.locator('li').count()).toBe(before + 1);
    await expect(list.textContent()).resolves.toContain('站南路 16 号');
    await expect(list.textContent()).resolves.toContain('默认');
    await screenshot(journey.page, 'user-centre-5-addresses');
    await journey.page.goto('/user/coupons.html');
    await screenshot(journey.page, 'user-centre-6-coupons');
    await journey.page.goto('/user/account/updatePhone.html');
    await expect(journey.page.getByTestId('current-phone').textContent()).resolves.toContain(
      '尚未绑定手机号',
    );
    await journey.page.getByTestId('phone-form').locator('input[name=mobile]').fill('13800138000');
    await screenshot(journey.page, 'user-centre-7-update-phone');
  });

  it('works on a phone', async () => {
    const phone = await openPhone(journey, { signedIn: true });
    const small = phone.page;
    for (const [path, name] of [
      ['/user/home.html', 'home'],
      ['/user/message.html', 'messages'],
      ['/goods-history', 'goods-history'],
      ['/user/addresses.html', 'addresses'],
      ['/user/account/updatePhone.html', 'update-phone'],
    ] as const) {
      await small.goto(path);
      await small.getByTestId('user-centre-menu').waitFor();
      expect(await phoneLayoutFaults(small), path).toEqual([]);
      await screenshot(small, `user-centre-phone-${name}`);
    }
    await phone.close();
    expect(journey.errors).toEqual([]);
  });
});
