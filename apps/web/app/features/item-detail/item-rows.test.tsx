// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { testCard } from '../catalogue/item-card/test-card.ts';
import { testShop } from '../catalogue/shop-card/test-shop.ts';
import { ItemRows } from './item-rows.tsx';

const catalogue = readCatalogue('cn');

const card = (itemId: number) => testCard({ itemId, vid: `v${itemId}`, title: `卫衣 ${itemId}` });

/** An IntersectionObserver the test moves: `scrollNear()` reports every observed element as near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly report: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  static scrollNear() {
    for (const observer of FakeObserver.all) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }));
      observer.report(entries as IntersectionObserverEntry[], observer as unknown as IntersectionObserver);
    }
  }
}

/** The API as the rows see it: each path answers its data, or fails when absent. */
function answering(byPath: Record<string, unknown>) {
  return vi.fn(async (url: string | URL) => {
    const { pathname } = new URL(String(url), 'http://localhost');
    const down = !(pathname in byPath);
    return new Response(
      JSON.stringify({ code: down ? 500 : 200, message: '', data: byPath[pathname] ?? null }),
      {
        status: down ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

const renderRows = () =>
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/item/v1']}>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          <ItemRows vid="v1" lang="cn" itemCity="gz" readerCity="pn" stallName="星辰女装" />
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the rows under an item', () => {
  it('are asked for only once the reader scrolls near them', async () => {
    const fetch = answering({
      '/apif/item/relatedOpt': { sameStyle: [card(2)], sameShop: [card(3), card(4)] },
      '/apif/v1/item/right/recommend': [card(5)],
      '/apif/item/right/recommend/shop': [testShop(7, '七号档口'), testShop(8, '八号档口')],
      '/apif/item/watchList': [card(9), card(10), card(11)],
      '/apif/item/mid-hot': [card(6)],
    });
    vi.stubGlobal('fetch', fetch);
    renderRows();
    expect(screen.getByTestId('item-rows-pending').getAttribute('aria-busy')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();

    act(() => FakeObserver.scrollNear());
    await waitFor(() => expect(screen.getByTestId('same-style-row')).toBeTruthy());
    const asked = fetch.mock.calls.map(([url]) => {
      const u = new URL(String(url), 'http://localhost');
      return `${u.pathname}?${u.searchParams}`;
    });
    expect(asked.sort()).toEqual([
      '/apif/item/mid-hot?city=pn&lang=cn',
      '/apif/item/relatedOpt?vid=v1&lang=cn',
      '/apif/item/right/recommend/shop?vid=v1&lang=cn',
      '/apif/item/watchList?vid=v1&lang=cn',
      '/apif/v1/item/right/recommend?vid=v1&lang=cn',
    ]);
    expect(screen.getByTestId('same-shop-row').querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByText('星辰女装的更多商品')).toBeTruthy();
    expect(screen.getByTestId('recommend-row').querySelectorAll(':scope > li')).toHaveLength(1);
    const alsoViewed = screen.getByRole('region', { name: '看了又看' });
    expect(alsoViewed.querySelectorAll('[data-testid="also-viewed-row"] > li')).toHaveLength(3);
    const stalls = screen.getByRole('region', { name: '同类好档口' });
    expect([...stalls.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['七号档口', '八号档口']);
    expect(screen.getByTestId('popular-goods').querySelectorAll('li')).toHaveLength(1);
    expect(screen.queryByTestId('item-rows-pending')).toBeNull();
  });

  it('leave out each row whose call fails, and keep the rest', async () => {
    vi.stubGlobal('fetch', answering({ '/apif/item/mid-hot': [card(6)] }));
    renderRows();
    act(() => FakeObserver.scrollNear());
    await waitFor(() => expect(screen.getByTestId('popular-goods')).toBeTruthy());
    expect(screen.queryByTestId('same-style-row')).toBeNull();
    expect(screen.queryByTestId('same-shop-row')).toBeNull();
    expect(screen.queryByTestId('recommend-row')).toBeNull();
    expect(screen.queryByTestId('also-viewed-row')).toBeNull();
    expect(screen.queryByTestId('stall-row')).toBeNull();
  });

  it('are asked for at once where the browser cannot tell how near they are', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.stubGlobal('fetch', answering({ '/apif/v1/item/right/recommend': [card(5)] }));
    renderRows();
    await waitFor(() => expect(screen.getByTestId('recommend-row')).toBeTruthy());
  });
});
