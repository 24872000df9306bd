// @vitest-environment happy-dom
import type { ShopItemDistro } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { parseSearch } from '../../search-results/search-params.ts';
import { ShopCategories } from './shop-categories.tsx';

const PATH = '/shop/42';
const distro: ShopItemDistro = {
  total: 12,
  categories: [
    { vcid: 101, vcname: '连衣裙', pid: 1, pname: '女装', count: 8 },
    { vcid: 102, vcname: 'T恤', pid: 1, pname: '女装', count: 4 },
  ],
};

function show(query: string, shown: ShopItemDistro = distro) {
  return render(
    <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
      <MemoryRouter>
        <ShopCategories distro={shown} state={parseSearch(new URLSearchParams(query))} path={PATH} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const links = () =>
  screen.getAllByRole('link').map((a) => ({
    text: a.textContent,
    href: decodeURIComponent(a.getAttribute('href') ?? ''),
    current: a.getAttribute('aria-current'),
  }));

afterEach(cleanup);

describe("the stall's category row", () => {
  it('names every category with its count after "all" with the total, all chosen at first', () => {
    show('');
    expect(screen.getByRole('navigation', { name: '商品分类' })).toBeTruthy();
    expect(links()).toEqual([
      { text: '全部12', href: PATH, current: 'page' },
      { text: '连衣裙8', href: `${PATH}/101`, current: null },
      { text: 'T恤4', href: `${PATH}/102`, current: null },
    ]);
  });

  it('opens a category in its path form, keeping the words and sort and dropping facet filters', () => {
    show('q=碎花&sort=price_asc&color=红色&vcid=101&page=3');
    const [all, dress, tee] = links();
    expect(dress).toMatchObject({ href: `${PATH}/101?q=碎花&sort=price_asc`, current: 'page' });
    expect(tee?.href).toBe(`${PATH}/102?q=碎花&sort=price_asc`);
    expect(all).toMatchObject({ href: `${PATH}?q=碎花&sort=price_asc`, current: null });
  });

  it('is left out for a stall with a single category', () => {
    show('', { total: 8, categories: distro.categories.slice(0, 1) });
    expect(screen.queryByTestId('shop-categories')).toBeNull();
  });
});
