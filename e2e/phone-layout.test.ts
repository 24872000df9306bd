import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, PHONE } from './support/browser.ts';
import { phoneLayoutFaults } from './support/phone-layout.ts';

// The journeys' phone check must catch what it claims to, or their `toEqual([])` would pass on anything.
describe('the phone layout check', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: PHONE })).newPage();
  });
  afterAll(() => browser?.close());

  const faultsOf = async (body: string) => {
    await page.setContent(
      `<!doctype html><html><body style="margin:0;font:16px sans-serif">${body}</body></html>`,
    );
    return phoneLayoutFaults(page);
  };
  const button = (label: string, style: string) =>
    `<button style="position:absolute;padding:0;border:0;${style}">${label}</button>`;

  it('names the page scrolling sideways and the element that sticks out past the right edge', async () => {
    const faults = await faultsOf('<div data-testid="sort-bar" style="width:420px;height:40px"></div>');
    expect(faults).toEqual([
      'the page scrolls 45px sideways',
      'div[data-testid=sort-bar] runs 45px past the right edge',
    ]);
  });

  it('leaves alone what sticks out inside a strip that scrolls sideways on purpose', async () => {
    const faults = await faultsOf(
      '<nav style="overflow-x:auto;display:flex;gap:8px">' +
        '<a href="/a" style="flex:none;width:200px;height:32px;display:block">A</a>'.repeat(3) +
        '</nav>',
    );
    expect(faults).toEqual([]);
  });

  it('names an 18 px button whose 24 px circle reaches the next target', async () => {
    const faults = await faultsOf(
      `<div aria-label="badges">${button('新', 'left:10px;top:10px;width:18px;height:18px')}${button(
        '热',
        'left:32px;top:10px;width:18px;height:18px',
      )}</div>`,
    );
    expect(faults).toEqual([
      'button "新" in "badges" is 18×18, under 24×24, within 12px of button "热" in "badges"',
      'button "热" in "badges" is 18×18, under 24×24, within 12px of button "新" in "badges"',
    ]);
  });

  it('passes 18 px buttons far enough apart for the spacing exception, and 24 px ones side by side', async () => {
    const spaced = await faultsOf(
      button('新', 'left:10px;top:10px;width:18px;height:18px') +
        button('热', 'left:40px;top:10px;width:18px;height:18px') +
        button('大', 'left:100px;top:10px;width:24px;height:24px') +
        button('小', 'left:124px;top:10px;width:24px;height:24px'),
    );
    expect(spaced).toEqual([]);
  });

  it('a small target passes when it is a link in a sentence, not when links merely share a line', async () => {
    const sentence = await faultsOf(
      '<p style="font-size:12px;line-height:14px">请先<a href="/login">登录</a>或<a href="/reg">注册</a>，再查看批发价和起批量。</p>',
    );
    expect(sentence).toEqual([]);
    const row = await faultsOf(
      '<p style="font-size:12px;line-height:14px">热搜 <a href="/a">裙</a> <a href="/b">衣</a> <a href="/c">袜</a></p>',
    );
    expect(row).toHaveLength(3);
  });

  it('skips what is not shown or visually hidden, and counts a control with its label', async () => {
    const faults = await faultsOf(
      '<button style="display:none">A</button>' +
        '<label style="display:block;padding:8px"><input type="radio" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)"> 现货</label>' +
        '<label style="display:block;padding:8px"><input type="checkbox"> 包邮</label>',
    );
    expect(faults).toEqual([]);
  });

  it('while a modal dialog is open, counts only its targets', async () => {
    const crowded =
      button('新', 'left:10px;top:10px;width:18px;height:18px') +
      button('热', 'left:32px;top:10px;width:18px;height:18px');
    const faults = await faultsOf(
      `${crowded}<dialog data-testid="coupon" style="padding:16px"><button style="height:40px">领取</button></dialog>`,
    );
    expect(faults).toHaveLength(2);
    await page.evaluate(() => document.querySelector('dialog')!.showModal());
    expect(await phoneLayoutFaults(page)).toEqual([]);
  });

  it('names a target that a fixed bar covers at the end of the page', async () => {
    const faults = await faultsOf(
      '<div style="height:1200px"></div><footer><a href="/about" style="display:block;height:40px">关于我们</a></footer>' +
        '<div data-testid="login-bar" style="position:fixed;bottom:0;left:0;right:0;height:60px;background:#fff">登录查看价格</div>',
    );
    expect(faults).toEqual([
      'a "关于我们" in footer is covered by div[data-testid=login-bar] "登录查看价格" at the page\'s end',
    ]);
  });
});
