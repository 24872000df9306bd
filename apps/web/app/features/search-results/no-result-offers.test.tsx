// @vitest-environment happy-dom

import type { Language, NoResultOffers as Offers } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { searchPath } from '../search-box/rules.ts';
import { NoResultOffers } from './no-result-offers.tsx';

afterEach(cleanup);

const DOWN = { vcid: 108, vcname: '羽绒服', pid: 1, pname: '女装', count: 31 };
const BOTH: Offers = { relaxed: { query: '羽绒服', dropped: ['蕾丝'], count: 57 }, category: DOWN };

function show(offers: Offers, lang: Language = 'cn') {
  const router = createMemoryRouter(
    [{ path: '*', element: <NoResultOffers offers={offers} lang={lang} city="gz" /> }],
    { initialEntries: ['/gz/search/index.html?q=x'] },
  );
  return render(
    <I18nProvider i18n={createI18n(lang, readCatalogue(lang))}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
const href = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('what an empty results page offers instead', () => {
  it('links the relaxed words to their results, saying what they leave out and find', () => {
    show(BOTH);
    expect(href('no-result-relaxed')).toBe(searchPath('cn', 'gz', 'item', '羽绒服'));
    expect(screen.getByTestId('no-result-relaxed').textContent).toBe('搜索“羽绒服”（不含“蕾丝”）57 件商品');
  });

  it("links the category the words name to the category's list, with its items", () => {
    show(BOTH);
    expect(href('no-result-category')).toBe('/gz/list/set-108-0.html');
    expect(screen.getByTestId('no-result-category').textContent).toBe('逛逛“羽绒服”分类31 件商品');
  });

  it("speaks the page's language and keeps its links in it", () => {
    show({ ...BOTH, relaxed: { ...BOTH.relaxed!, query: 'down jacket', dropped: ['lace'], count: 1 } }, 'en');
    expect(screen.getByTestId('no-result-relaxed').textContent).toBe(
      'Search “down jacket” (without “lace”)1 item',
    );
    expect(href('no-result-relaxed')).toBe(searchPath('en', 'gz', 'item', 'down jacket'));
    expect(href('no-result-category')).toBe('/en/gz/list/set-108-0.html');
  });

  it('offers the category alone when giving words up finds nothing', () => {
    show({ relaxed: null, category: DOWN });
    expect(screen.queryByTestId('no-result-relaxed')).toBeNull();
    expect(screen.getByTestId('no-result-category')).toBeTruthy();
  });

  it('is not there when there is nothing to offer', () => {
    show({ relaxed: null, category: null });
    expect(screen.queryByTestId('no-result-offers')).toBeNull();
  });
});
