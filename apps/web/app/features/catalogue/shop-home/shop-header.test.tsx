// @vitest-environment happy-dom
import { CODE, CREDIT_CYCLES, NEW_RELEASE_TIP_MS, type ShopProfile } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { ShopHeader } from './shop-header.tsx';

const catalogue = readCatalogue('cn');

const shop: ShopProfile = {
  shopId: 7,
  name: '阿玲服饰',
  slogan: '',
  remark: '',
  cityMarketCode: 'gz',
  bid: 101,
  subName: '新中国大厦',
  floor: '3F',
  position: 'A312',
  address: '新中国大厦 3F A312',
  isGoldShop: true,
  cooperateShop: false,
  years: 6,
  top: 80,
  supportRank: true,
  strength: true,
  strengthType: 4,
  strengthYear: 2023,
  shopMarginAccountActivated: true,
  depositString: '¥5,000',
  upshelfItemNum365d: 320,
  creditLevel: 3,
  creditDataList: CREDIT_CYCLES.flatMap((cycleType, i) =>
    [10, 20, 30, 40].map((type) => ({
      cycleType,
      type,
      value: 0.95 - i * 0.01,
      dataPoor: cycleType === 1460 && type === 40,
      overSameMarketRatio: null,
    })),
  ),
  stockRateRank: null,
  spRateRank: null,
  focusStall: 12,
  stallSales: 900,
  wangwang: false,
  wwNickname: null,
};

function renderHeader(
  loginHref: string | null = '/login.html?reurl=%2Fshop%2F7',
  relation: { hasFavorite: boolean; isBlock: boolean } | null = null,
  profile: ShopProfile = shop,
) {
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter>
        <ShopHeader
          lang="cn"
          city="gz"
          shop={profile}
          pageUrl="http://localhost/shop/7"
          loginHref={loginHref}
          relation={relation}
          q=""
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

// The header logs the visit on mount; these tests are about what it draws, so the log never answers.
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShopHeader', () => {
  it("switches the credit card's figures between the five cycles, floor percent, 数据不足 when poor", () => {
    renderHeader();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      CREDIT_CYCLES.map((days) => `近${days}天`),
    );
    expect(screen.getByText('准时发货率').nextSibling?.textContent).toBe('95%');
    fireEvent.click(screen.getByRole('tab', { name: '近1460天' }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('近1460天');
    expect(screen.getByText('准时发货率').nextSibling?.textContent).toBe('91%');
    expect(screen.getByText('实拍率').nextSibling?.textContent).toBe('数据不足');
  });

  it('sends a guest who follows to the sign-in page; a buyer gets follow and block buttons in their state', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: '关注档口' }).getAttribute('href')).toBe(
      '/login.html?reurl=%2Fshop%2F7',
    );
    cleanup();
    renderHeader(null, { hasFavorite: true, isBlock: false });
    expect(screen.queryByRole('link', { name: '关注档口' })).toBeNull();
    expect(screen.getByTestId('follow-button').textContent).toBe('已关注');
    expect(screen.getByTestId('block-button').textContent).toBe('屏蔽档口');
  });

  it('points the in-shop search at this stall, or at the item search for the whole site', () => {
    const { container } = renderHeader();
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/shop/7');
    fireEvent.click(screen.getByLabelText('搜全站'));
    expect(form.getAttribute('action')).toBe('/gz/search/index.html');
  });

  it('opens Wangwang chat when the stall has it on', () => {
    renderHeader(null, null, { ...shop, wangwang: true, wwNickname: 'aling88' });
    expect(screen.getByRole('link', { name: '联系档口' }).getAttribute('href')).toContain('touid=aling88');
  });

  it('without Wangwang, chat opens the not-open tip with a remind action a buyer can send', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        code: CODE.ok,
        message: 'success',
        data: { record: { id: 1, remindShopId: 7, createdAt: '' } },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderHeader(null, { hasFavorite: false, isBlock: false });
    fireEvent.click(screen.getByRole('button', { name: '联系档口' }));
    expect(screen.getByRole('dialog').textContent).toContain('该档口暂未开通此服务');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提醒开通' })));
    expect(screen.getByText('您的提醒已送达，感谢您的关注').getAttribute('role')).toBe('status');
    const calls = fetch.mock.calls as unknown as [URL, RequestInit][];
    const [, init] = calls.find(([url]) => String(url).includes('/apic/user/remainToBeMember'))!;
    expect(JSON.parse(String(init.body))).toMatchObject({ remindShopId: 7, type: 2 });
  });

  it('encodes the page in the QR code', () => {
    renderHeader();
    const qr = screen.getByRole('img', { name: '阿玲服饰的二维码' });
    expect(qr.getAttribute('data-qr-url')).toBe('http://localhost/shop/7');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('hides the new-release criteria tooltip after 10 s', () => {
    vi.useFakeTimers();
    renderHeader();
    expect(screen.getByRole('tooltip').textContent).toContain('新款首发标准');
    act(() => vi.advanceTimersByTime(NEW_RELEASE_TIP_MS - 1));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
