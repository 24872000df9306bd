// @vitest-environment happy-dom
import type { ItemCard as Item } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { CardGrid } from './card-grid.tsx';
import { testCard } from './test-card.ts';

// The grid's same-style counts (POST /apif/samestyle/item/v1, decision 055): one call for all its cards,
// made when a buyer first reaches into the grid, shown on each card's "找同款" link.
const items = [testCard(), testCard({ itemId: 43, vid: 'v43' }), testCard({ itemId: 44, vid: 'v44' })];

const answer = () =>
  vi.fn(
    async () =>
      new Response(
        JSON.stringify({
          code: 200,
          message: '',
          data: {
            list: [
              { itemId: 42, count: 3 },
              { itemId: 43, count: 0 },
            ],
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
  );

const grid = (cards: Item[]) => (
  <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
    <MemoryRouter>
      <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
        <CardGrid items={cards} lang="cn" city="gz" testId="grid" />
      </CurrencyProvider>
    </MemoryRouter>
  </I18nProvider>
);

const renderGrid = () => render(grid(items));

const hover = (container: HTMLElement, itemId: number) =>
  fireEvent.pointerEnter(container.querySelector(`[data-item-id="${itemId}"] img`)!.closest('div')!, {
    pointerType: 'mouse',
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CardGrid same-style counts', () => {
  it('asks nothing while the cards only render', () => {
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    renderGrid();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks once for every card when a buyer first reaches into the grid, and shows each count on its link', async () => {
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    const { container } = renderGrid();
    await act(async () => {
      fireEvent.pointerEnter(screen.getByTestId('grid'));
      fireEvent.pointerEnter(screen.getByTestId('grid'));
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/apif/samestyle/item/v1');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ itemIds: [42, 43, 44], searchCity: 'gz' });

    hover(container, 42);
    expect(screen.getByText('找同款（3）').closest('a')!.getAttribute('href')).toBe(
      '/gz/samestyle/42?searchCity=gz',
    );
    // No other stall sells it, or the answer left it out: the plain link.
    hover(container, 43);
    hover(container, 44);
    expect(screen.getAllByText('找同款')).toHaveLength(2);
  });

  it('asks again only for the cards added since, at the next entry', async () => {
    const fetch = answer();
    vi.stubGlobal('fetch', fetch);
    const { rerender } = renderGrid();
    await act(async () => {
      fireEvent.pointerEnter(screen.getByTestId('grid'));
    });
    rerender(grid([...items, testCard({ itemId: 45, vid: 'v45' })]));
    await act(async () => {
      fireEvent.pointerEnter(screen.getByTestId('grid'));
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [, init] = fetch.mock.calls[1] as unknown as [URL, RequestInit];
    expect(JSON.parse(String(init.body)).itemIds).toEqual([45]);
    // The counts already shown stay.
    hover(document.body, 42);
    expect(screen.getByText('找同款（3）')).toBeTruthy();
  });

  it('keeps the plain links when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('network down');
      }),
    );
    const { container } = renderGrid();
    await act(async () => {
      fireEvent.focus(screen.getByTestId('grid'));
    });
    hover(container, 42);
    expect(screen.getByText('找同款')).toBeTruthy();
  });
});
