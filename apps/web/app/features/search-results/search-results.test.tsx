// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { GUEST, type SessionState } from '../session/session-state.ts';
import { SHOW_LOGIN_BAR_EVENT } from '../sign-in-gate/login-bar-rules.ts';
import { SignInOpenerContext } from '../sign-in-gate/use-sign-in-gate.ts';
import { ActiveFilterBar } from './active-filter-bar.tsx';
import { EmptyResults } from './empty-results.tsx';
import { FilterPanel, ROW_VALUES_SHOWN } from './filter-panel.tsx';
import { Pagination } from './pagination.tsx';
import { parseSearch } from './search-params.ts';
import { SortBar } from './sort-bar.tsx';

const catalogue = readCatalogue('cn');

const PATH = '/gz/search/index.html';
const state = (query: string) => parseSearch(new URLSearchParams(query));
const hrefs = (links: HTMLElement[]) => links.map((a) => decodeURIComponent(a.getAttribute('href') ?? ''));

const BUYER: SessionState = { ...GUEST, userInfo: { ...GUEST.userInfo, userId: 7 } };

/**
 * Renders on the results page under a root route holding the session, as the pages do: a signed-in
 * buyer's unless `guest`. `openSignIn` stands in for the page's sign-in dialog.
 */
function show(
  node: ReactNode,
  { guest = false, openSignIn }: { guest?: boolean; openSignIn?: (path: string) => boolean } = {},
) {
  const session = guest ? GUEST : BUYER;
  const router = createMemoryRouter([{ id: 'root', path: '*', element: node, loader: () => ({ session }) }], {
    initialEntries: [`${PATH}?q=a`],
    hydrationData: { loaderData: { root: { session } } },
  });
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <SignInOpenerContext.Provider value={openSignIn ?? null}>
        <RouterProvider router={router} />
      </SignInOpenerContext.Provider>
    </I18nProvider>,
  );
}
/** What a screen reader reads for a link: its label, else its text. */
const accessibleName = (link: HTMLElement) => link.getAttribute('aria-label') ?? link.textContent;
const LOGIN_HREF = `/login.html?reurl=${encodeURIComponent(`${PATH}?q=a`)}`;

afterEach(cleanup);

const colors = Array.from({ length: 15 }, (_, i) => ({ value: `色${i + 1}`, count: 100 - i }));
const facets = {
  color: colors,
  size: [
    { value: 'L', count: 9 },
    { value: 'S', count: 7 },
  ],
  season: [{ value: 'winter', count: 12 }],
  credit: [],
};

describe('filter panel', () => {
  it('shows a row per facet with values, labelled and counted', () => {
    show(<FilterPanel state={state('q=卫衣')} facets={facets} styleNames={{}} path={PATH} />);
    expect(screen.getByTestId('facet-color')).toBeTruthy();
    expect(screen.queryByTestId('facet-credit')).toBeNull();
    const season = within(screen.getByTestId('facet-season'));
    expect(season.getByText('季节')).toBeTruthy();
    expect(season.getByRole('link').textContent).toBe('冬季12');
  });

  it('links each value to the results with it ticked, back on page 1', () => {
    show(<FilterPanel state={state('q=卫衣&size=S&page=3')} facets={facets} styleNames={{}} path={PATH} />);
    const [large, small] = within(screen.getByTestId('facet-size')).getAllByRole('link');
    // Sizes read small to large, whatever their counts.
    expect(hrefs([small!, large!])).toEqual([`${PATH}?q=卫衣&size=S,L`, `${PATH}?q=卫衣`]);
    expect(large!.dataset.selected).toBe('true');
    expect(large!.textContent).toContain('（已选）');
  });

  it('folds the values of a long row past the first twelve behind "more"', () => {
    show(<FilterPanel state={state('')} facets={facets} styleNames={{}} path={PATH} />);
    const row = screen.getByTestId('facet-color');
    const items = row.querySelectorAll('li');
    expect([...items].filter((li) => li.classList.contains('extra'))).toHaveLength(15 - ROW_VALUES_SHOWN);
    expect(within(row).getByLabelText(/^更多/)).toBeTruthy();
    expect(within(screen.getByTestId('facet-size')).queryByLabelText(/^更多/)).toBeNull();
  });

  it('keeps a chosen value of a long row in the first twelve', () => {
    show(<FilterPanel state={state('color=色15')} facets={facets} styleNames={{}} path={PATH} />);
    const first = screen.getByTestId('facet-color').querySelector('li a') as HTMLElement;
    expect(first.dataset.value).toBe('色15');
  });

  it('opens the rows behind "more filters" when one of them has a chosen value', () => {
    const { container } = show(
      <FilterPanel state={state('season=winter')} facets={facets} styleNames={{}} path={PATH} />,
    );
    const toggle = [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find((input) =>
      input.nextElementSibling?.contains(screen.getByTestId('facet-season')),
    );
    expect(toggle?.checked).toBe(true);
  });

  it('sends the price form to the results page with every other parameter', () => {
    const { container } = show(
      <FilterPanel
        state={state('q=卫衣&color=色1&priceMin=5&page=2')}
        facets={facets}
        styleNames={{}}
        path={PATH}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe(PATH);
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [
      i.name,
      i.value,
    ]);
    expect(hidden).toEqual([
      ['q', '卫衣'],
      ['color', '色1'],
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('最低价').value).toBe('5');
  });
});

describe('filter panel for a guest', () => {
  it('a guest sees the log-in prompt instead of the price range', () => {
    const { container } = show(
      <FilterPanel state={state('q=卫衣&priceMin=5')} facets={facets} styleNames={{}} path={PATH} />,
      { guest: true },
    );
    expect(screen.queryByLabelText('最低价')).toBeNull();
    expect(screen.queryByLabelText('最高价')).toBeNull();
    expect(container.querySelector('form')).toBeNull();
    const prompt = screen.getByRole('link', { name: '登录后按价格筛选' });
    expect(prompt.getAttribute('href')).toBe(LOGIN_HREF);
    // The other filters stay as they are.
    expect(within(screen.getByTestId('facet-season')).getByRole('link').textContent).toBe('冬季12');
  });

  it("a guest's prompt opens the sign-in dialog in place, coming back to the same results", () => {
    const openSignIn = vi.fn(() => true);
    show(<FilterPanel state={state('q=卫衣')} facets={facets} styleNames={{}} path={PATH} />, {
      guest: true,
      openSignIn,
    });
    fireEvent.click(screen.getByRole('link', { name: '登录后按价格筛选' }));
    expect(openSignIn).toHaveBeenCalledWith(`${PATH}?q=a`);
  });

  it("a guest's filter count leaves out a price range the link named (it was not applied)", () => {
    show(<FilterPanel state={state('color=色1&priceMin=5')} facets={facets} styleNames={{}} path={PATH} />, {
      guest: true,
    });
    expect(screen.getByText('筛选').textContent).toBe('筛选1');
  });
});

describe('active-filter bar', () => {
  it('lists each chosen value and the price with a remove link, and "clear all"', () => {
    show(
      <ActiveFilterBar
        state={state('q=卫衣&color=白色,黑色&style=3&priceMax=80&sort=sales')}
        styleNames={{ 3: '韩版' }}
        valueNames={{}}
        path={PATH}
      />,
    );
    const bar = within(screen.getByTestId('active-filters'));
    expect(bar.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '颜色：白色',
      '颜色：黑色',
      '风格：韩版',
      '价格：¥80以下',
      '清空筛选',
    ]);
    expect(hrefs([bar.getByRole('link', { name: '移除“颜色：白色”' })])).toEqual([
      `${PATH}?q=卫衣&color=黑色&style=3&priceMax=80&sort=sales`,
    ]);
    expect(hrefs([bar.getByRole('link', { name: '清空筛选' })])).toEqual([`${PATH}?q=卫衣&sort=sales`]);
  });

  it("names a chosen colour or size in the page's language, while the link keeps the stored value", () => {
    show(
      <ActiveFilterBar
        state={state('color=白色&size=均码')}
        styleNames={{}}
        valueNames={{ 白色: '白（测试）', 均码: '均码（测试）' }}
        path={PATH}
      />,
    );
    const bar = within(screen.getByTestId('active-filters'));
    expect(bar.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '颜色：白（测试）',
      '尺码：均码（测试）',
      '清空筛选',
    ]);
    expect(hrefs([bar.getByRole('link', { name: '移除“颜色：白（测试）”' })])).toEqual([`${PATH}?size=均码`]);
  });

  it('is not there while nothing is chosen', () => {
    show(<ActiveFilterBar state={state('q=卫衣&sort=sales')} styleNames={{}} valueNames={{}} path={PATH} />);
    expect(screen.queryByTestId('active-filters')).toBeNull();
  });

  it("shows a guest no price range as chosen: the link's range was not applied", () => {
    show(
      <ActiveFilterBar
        state={state('color=白色&priceMin=50&priceMax=80')}
        styleNames={{}}
        valueNames={{}}
        path={PATH}
      />,
      {
        guest: true,
      },
    );
    const bar = within(screen.getByTestId('active-filters'));
    expect(bar.getAllByRole('link').map((a) => a.textContent)).toEqual(['颜色：白色', '清空筛选']);
    cleanup();
    show(<ActiveFilterBar state={state('priceMin=50')} styleNames={{}} valueNames={{}} path={PATH} />, {
      guest: true,
    });
    expect(screen.queryByTestId('active-filters')).toBeNull();
  });
});

describe('sort bar', () => {
  it('marks the order shown and links the others, price going up first', () => {
    show(<SortBar state={state('q=卫衣&page=3')} shown="relevance" path={PATH} page={3} pages={5} />);
    expect(screen.getByRole('link', { name: '综合' }).getAttribute('aria-current')).toBe('true');
    expect(hrefs([screen.getByRole('link', { name: /^价格/ })])).toEqual([`${PATH}?q=卫衣&sort=price_asc`]);
    expect(hrefs([screen.getByRole('link', { name: '上传量' })])).toEqual([`${PATH}?q=卫衣&sort=uploads`]);
  });

  it('turns ascending price into descending', () => {
    show(<SortBar state={state('sort=price_asc')} shown="price_asc" path={PATH} page={1} pages={1} />);
    const price = screen.getByRole('link', { name: /^价格/ });
    expect(price.getAttribute('aria-current')).toBe('true');
    expect(hrefs([price])).toEqual([`${PATH}?sort=price_desc`]);
  });

  it('toggles merging the same style', () => {
    show(<SortBar state={state('q=a&merge=1')} shown="relevance" path={PATH} page={1} pages={1} />);
    const merge = screen.getByTestId('merge-toggle');
    expect(merge.dataset.selected).toBe('true');
    expect(hrefs([merge])).toEqual([`${PATH}?q=a`]);
  });

  it('offers only the sorts it is given, in its own order, and the merge toggle only when asked', () => {
    show(
      <SortBar
        state={state('')}
        shown="sales"
        path="/gz/samestyle/42"
        page={1}
        pages={1}
        sorts={['sales', 'price_asc', 'price_desc', 'newest']}
        mergeToggle={false}
      />,
    );
    const sorts = within(screen.getByRole('navigation', { name: '排序' })).getAllByRole('link');
    expect(sorts.map((a) => a.textContent)).toEqual(['最新', '价格', '销量']);
    expect(screen.queryByTestId('merge-toggle')).toBeNull();
  });
});

describe('sort bar for a guest', () => {
  it('a guest sees the log-in prompt instead of the price sort', () => {
    show(<SortBar state={state('q=卫衣')} shown="relevance" path={PATH} page={1} pages={3} />, {
      guest: true,
    });
    const sorts = within(screen.getByRole('navigation', { name: '排序' }));
    expect(screen.queryByRole('link', { name: /^价格/ })).toBeNull();
    expect(document.querySelector('[data-sort="price"]')).toBeNull();
    expect(sorts.getAllByRole('link').map(accessibleName)).toEqual([
      '综合',
      '最新',
      '登录后按价格排序',
      '销量',
      '上传量',
    ]);
    expect(sorts.getByRole('link', { name: '登录后按价格排序' }).getAttribute('href')).toBe(LOGIN_HREF);
    expect(document.body.innerHTML).not.toContain('sort=price');
  });

  it("a guest's prompt stands in the same-style page's sorts too, and opens the sign-in dialog", () => {
    const openSignIn = vi.fn(() => true);
    show(
      <SortBar
        state={state('')}
        shown="sales"
        path="/gz/samestyle/42"
        page={1}
        pages={1}
        sorts={['sales', 'price_asc', 'price_desc', 'newest']}
        mergeToggle={false}
      />,
      { guest: true, openSignIn },
    );
    const sorts = within(screen.getByRole('navigation', { name: '排序' })).getAllByRole('link');
    expect(sorts.map(accessibleName)).toEqual(['最新', '登录后按价格排序', '销量']);
    fireEvent.click(screen.getByRole('link', { name: '登录后按价格排序' }));
    expect(openSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('pagination', () => {
  it('links pages keeping every parameter, marking the current one', () => {
    show(<Pagination state={state('q=卫衣&size=M&sort=sales&page=2')} path={PATH} page={2} pages={9} />);
    const nav = within(screen.getByRole('navigation', { name: '分页' }));
    expect(nav.getByRole('link', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(hrefs([nav.getByRole('link', { name: '上一页' })])).toEqual([`${PATH}?q=卫衣&size=M&sort=sales`]);
    expect(hrefs([nav.getByRole('link', { name: '下一页' })])).toEqual([
      `${PATH}?q=卫衣&size=M&sort=sales&page=3`,
    ]);
    expect(nav.getByRole('link', { name: '第 9 页' })).toBeTruthy();
  });

  it('turning a page sends the event that brings back a guest’s login bar', () => {
    show(<Pagination state={state('q=卫衣&page=2')} path={PATH} page={2} pages={9} />);
    let shown = 0;
    const count = () => shown++;
    window.addEventListener(SHOW_LOGIN_BAR_EVENT, count);
    fireEvent.click(screen.getByRole('link', { name: '下一页' }));
    fireEvent.click(screen.getByRole('link', { name: '第 3 页' }));
    window.removeEventListener(SHOW_LOGIN_BAR_EVENT, count);
    expect(shown).toBe(2);
  });

  it('is not there for a single page', () => {
    show(<Pagination state={state('')} path={PATH} page={1} pages={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('empty state', () => {
  it('says no result yet, asks for another keyword and offers hot words', () => {
    show(
      <EmptyResults
        clearFiltersHref={null}
        hotWords={[{ word: '加绒卫衣', href: '/gz/search/index.html?q=x' }]}
      />,
    );
    const empty = within(screen.getByTestId('search-empty'));
    expect(empty.getByRole('heading').textContent).toBe('暂无结果');
    expect(empty.getByText('换个关键词试试')).toBeTruthy();
    expect(empty.getByRole('link', { name: '加绒卫衣' })).toBeTruthy();
  });

  it('offers to clear the filters when they emptied the results', () => {
    show(<EmptyResults clearFiltersHref={`${PATH}?q=a`} hotWords={[]} />);
    expect(screen.getByRole('link', { name: '清空筛选条件' }).getAttribute('href')).toBe(`${PATH}?q=a`);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
