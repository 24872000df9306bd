// @vitest-environment happy-dom
import { CHAT_TIP_HIDE_MS, CODE, type ItemDetail } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { testCard } from '../catalogue/item-card/test-card.ts';
import { ActionStrip } from './action-strip.tsx';
import { PricePanel } from './price-panel.tsx';
import { SkuTable } from './sku-table.tsx';
import { StallBlock } from './stall-block.tsx';

const catalogue = readCatalogue('cn');
const LOGIN = '/login.html?reurl=%2Fitem%2Fv42';

const item: ItemDetail['item'] = {
  ...testCard({
    title: '冬装连帽卫衣女',
    artNo: 'W-2631',
    shopName: '星辰女装',
    subName: '金麒麟服装城',
    floor: '1F',
    position: 'A143',
    address: '金麒麟服装城 1F A143',
    upTime: '2026-11-01T00:00:00.000Z',
    uploadNum: 10,
    favNum: 2,
    saleNum: 5,
    wangwang: false,
  }),
  city: 'gz',
  categoryId: 110,
  isPreSell: false,
  isSpecialOffer: false,
  systemRecognizeLogoFlag: false,
  refundRuleContent: null,
  sameStyleCount: 3,
  images: ['/storage/items/42'],
  colors: [{ id: 1, name: '白色', pic: '/storage/items/42' }],
  sizes: [
    { id: 2, name: 'M' },
    { id: 3, name: 'L' },
  ],
  skus: [
    {
      id: 1,
      skuid: ';1;2;',
      colorId: 1,
      color: '白色',
      sizeId: 2,
      size: 'M',
      isLack: false,
      lackReason: null,
      arriveTime: null,
      lackDate: null,
    },
    {
      id: 2,
      skuid: ';1;3;',
      colorId: 1,
      color: '白色',
      sizeId: 3,
      size: 'L',
      isLack: true,
      lackReason: '工厂补货中',
      arriveTime: '2026-12-08T16:30:00.000Z',
      lackDate: '2026-11-20T00:00:00.000Z',
    },
  ],
};

const stall: ItemDetail['stall'] = {
  shopId: 7,
  name: '星辰女装',
  city: 'gz',
  subName: '金麒麟服装城',
  floor: '1F',
  position: 'A143',
  isGoldShop: true,
  cooperateShop: false,
  years: 6,
  top: 80,
  strength: false,
  strengthType: 0,
  creditLevel: 3,
  rightsData: { wangwang: 0 },
  wwNickname: null,
  focusStall: 17000,
  upshelfItemNum365d: 575,
};

function renderIn(node: ReactNode) {
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/item/v42']}>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          {node}
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PricePanel (spec 3 §4, §8 "Item states")', () => {
  it('a guest sees the log-in prompt with the way back, and no tip for a sound item', () => {
    renderIn(<PricePanel item={item} city="gz" />);
    expect(screen.getByRole('link', { name: '登录看价格' }).getAttribute('href')).toBe(LOGIN);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a buyer sees the price and the struck list price', () => {
    renderIn(<PricePanel item={{ ...item, price: 62, originalPrice: 79 }} city="gz" />);
    expect(screen.getByText('¥62.00')).toBeTruthy();
    expect(screen.getByText('¥79.00').tagName).toBe('S');
  });

  it('a price type other than 1 or 2 shows the price error and the stall price-setting tip with its reasons', () => {
    renderIn(<PricePanel item={{ ...item, price: 62, priceType: 0 }} city="gz" />);
    expect(screen.getByText('价格异常')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('档口价格设置有误');
    expect(screen.getByRole('link', { name: '了解原因' }).getAttribute('href')).toBe(
      '/gz/notice/article.html?page=jgcw',
    );
  });

  it('pre-sale items say they cannot be bought; special offers, no refund or exchange', () => {
    renderIn(<PricePanel item={{ ...item, isPreSell: true, isSpecialOffer: true }} city="gz" />);
    expect(screen.getAllByRole('note').map((n) => n.textContent)).toEqual([
      '预售商品，暂不能购买',
      '特价商品，不退不换',
    ]);
  });
});

describe('SkuTable', () => {
  it('lists every SKU; a lacking one with its reason and arrival day in the markets’ time zone', () => {
    renderIn(<SkuTable item={item} lang="cn" city="gz" loginHref={LOGIN} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['available', 'lack']);
    expect(rows[1]!.textContent).toContain('缺货（工厂补货中）');
    // 16:30 UTC on 8 December is 9 December in Guangzhou.
    expect(rows[1]!.textContent).toContain('预计 12/9 到货');
    expect(screen.queryByRole('columnheader', { name: '价格' })).toBeNull();
    expect(screen.getByRole('link', { name: '登录看各规格价格' }).getAttribute('href')).toBe(LOGIN);
  });

  it("shows a buyer each SKU's price; a SKU priced 0 is not for sale", () => {
    const skus = [
      { ...item.skus[0]!, discountPrice: 62 },
      { ...item.skus[1]!, isLack: false, discountPrice: 0 },
    ];
    renderIn(<SkuTable item={{ ...item, price: 62, skus }} lang="cn" city="gz" loginHref={LOGIN} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('¥62.00');
    expect(rows[1]!.getAttribute('data-state')).toBe('unavailable');
    expect(rows[1]!.textContent).toContain('暂不可售');
  });

  it('links the stock states to the stock-status article of the item’s city, in the reader’s language', () => {
    renderIn(<SkuTable item={item} lang="cn" city="hz" loginHref={LOGIN} />);
    expect(screen.getByRole('link', { name: '库存说明' }).getAttribute('href')).toBe(
      '/hz/notice/article.html?page=invertory_status',
    );
    cleanup();
    // The texts stay Chinese here (one catalogue); only the path follows the language.
    renderIn(<SkuTable item={item} lang="en" city="gz" loginHref={LOGIN} />);
    expect(screen.getByRole('link', { name: '库存说明' }).getAttribute('href')).toBe(
      '/en/gz/notice/article.html?page=invertory_status',
    );
  });
});

describe('ActionStrip', () => {
  it('sends a guest to sign in to favourite; same style is open', () => {
    renderIn(
      <ActionStrip
        signedIn={false}
        loginHref={LOGIN}
        sameStyleHref="/gz/samestyle/42"
        sameStyleCount={3}
        itemId={42}
        isFavorited={0}
        lang="cn"
      />,
    );
    expect(screen.getByRole('link', { name: '收藏' }).getAttribute('href')).toBe(LOGIN);
    expect(screen.getByRole('link', { name: '找同款（3）' }).getAttribute('href')).toBe('/gz/samestyle/42');
  });

  it('gives a signed-in buyer a favourite button showing the server’s isFavorited', () => {
    renderIn(
      <ActionStrip
        signedIn
        loginHref={LOGIN}
        sameStyleHref="/gz/samestyle/42"
        sameStyleCount={0}
        itemId={42}
        isFavorited={1}
        lang="cn"
      />,
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['找同款']);
    const button = screen.getByTestId('favourite-button');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('已收藏');
  });
});

describe('StallBlock chat (spec 3 §4 "Chat")', () => {
  it('opens Wangwang chat when rightsData.wangwang is 1', () => {
    renderIn(
      <StallBlock
        stall={{ ...stall, rightsData: { wangwang: 1 }, wwNickname: 'xingchen88' }}
        lang="cn"
        signedIn={false}
      />,
    );
    expect(screen.getByRole('link', { name: '联系档口' }).getAttribute('href')).toContain('touid=xingchen88');
  });

  it('otherwise shows the remind tip on hover, hidden 500 ms after leaving', () => {
    vi.useFakeTimers();
    renderIn(<StallBlock stall={stall} lang="cn" signedIn={false} />);
    const button = screen.getByRole('button', { name: '联系档口' });
    fireEvent.mouseEnter(button.parentElement!);
    expect(screen.getByRole('dialog').textContent).toContain('该档口暂未开通此服务');
    fireEvent.mouseLeave(button.parentElement!);
    act(() => vi.advanceTimersByTime(CHAT_TIP_HIDE_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest who reminds goes to sign in and comes back', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderIn(<StallBlock stall={stall} lang="cn" signedIn={false} />);
    fireEvent.click(screen.getByRole('button', { name: '联系档口' }));
    fireEvent.click(screen.getByRole('button', { name: '提醒开通' }));
    expect(assign).toHaveBeenCalledWith(LOGIN);
  });

  it('a buyer who reminds posts remainToBeMember with the stall and type 2, then reads the thanks', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        code: CODE.ok,
        message: 'success',
        data: { record: { id: 1, remindShopId: 7, createdAt: '' } },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderIn(<StallBlock stall={stall} lang="cn" signedIn />);
    fireEvent.click(screen.getByRole('button', { name: '联系档口' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提醒开通' })));
    expect(screen.getByRole('status').textContent).toBe('您的提醒已送达，感谢您的关注');
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toContain('/apic/user/remainToBeMember');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ remindShopId: 7, type: 2 });
  });
});
