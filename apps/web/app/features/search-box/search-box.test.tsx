// @vitest-environment happy-dom
import {
  SUGGESTION_HIDE_MS,
  searchSuggestRoute,
  searchSuggestTopicRoute,
  suggestionRoute,
} from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { SearchBox } from './search-box.tsx';

const catalogue = readCatalogue('cn');

const call = vi.fn();
vi.mock('../../lib/api.ts', () => ({ browserApi: { call: (...args: unknown[]) => call(...args) } }));

const placeholders = [
  { word: '秋冬卫衣', type: 2, topicId: 9 },
  { word: '牛仔裤', type: 1, topicId: null },
];

function boxRouter(path = '/gz') {
  return createMemoryRouter(
    [
      {
        path: '*',
        element: <SearchBox lang="cn" city="gz" placeholders={placeholders} hotWords={[]} />,
      },
    ],
    { initialEntries: [path] },
  );
}

function renderBox(path = '/gz') {
  const router = boxRouter(path);
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  call.mockImplementation(async (endpoint: unknown) => {
    if (endpoint === suggestionRoute) {
      return { title: '夏日清凉', topicId: 12, suggestList: [] };
    }
    if (endpoint === searchSuggestTopicRoute) return null;
    return {
      shops: [],
      cats: [],
      suggests: [],
      injecting_suggest_items: [],
      injecting_suggest_topic: [],
      requestId: '',
    };
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const input = () => screen.getByRole('combobox');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '搜索' }));

describe('SearchBox', () => {
  it('typed text searches items and lands first in the history', async () => {
    const router = renderBox();
    fireEvent.change(input(), { target: { value: '连衣裙' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gz/search/index.html'));
    expect(router.state.location.search).toBe('?q=%E8%BF%9E%E8%A1%A3%E8%A3%99&queryType=1&merge=1');
    expect(window.localStorage.getItem('searchHistory')).toBe('连衣裙');
  });

  it('keeps text typed before the page became interactive, through later renders, and searches it', async () => {
    const tree = (router: ReturnType<typeof createMemoryRouter>) => (
      <I18nProvider i18n={createI18n('cn', catalogue)}>
        <RouterProvider router={router} />
      </I18nProvider>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree(boxRouter()));
    // Typed into the server's HTML: the DOM has it, React does not yet.
    (container.querySelector('input[role="combobox"]') as HTMLInputElement).value = '卫衣';
    const router = boxRouter();
    render(tree(router), { container, hydrate: true });
    // A later render (the rotating placeholder) must not wipe what was typed.
    fireEvent.click(screen.getByRole('button', { name: '档口' }));
    fireEvent.click(screen.getByRole('button', { name: '商品' }));
    expect(input()).toHaveProperty('value', '卫衣');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gz/search/index.html'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('卫衣');
  });

  it('the stall tab searches stalls', async () => {
    const router = renderBox();
    fireEvent.click(screen.getByRole('button', { name: '档口' }));
    fireEvent.change(input(), { target: { value: '阿玲' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gz/shops/search.html'));
  });

  it('starts on the stall tab on a shop-related route', () => {
    renderBox('/gz/rank/index');
    expect(screen.getByRole('button', { name: '档口' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('empty submit searches the word of a topic placeholder while the topic page is not built', async () => {
    const router = renderBox();
    expect(input().getAttribute('placeholder')).toBe('秋冬卫衣');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gz/search/index.html'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('秋冬卫衣');
  });

  it('text equal to the suggested topic title is searched while the topic page is not built', async () => {
    const router = renderBox();
    fireEvent.focus(input());
    await waitFor(() => expect(call).toHaveBeenCalledWith(suggestionRoute, { city: 'gz', lang: 'cn' }));
    fireEvent.change(input(), { target: { value: '夏日清凉' } });
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/gz/search/index.html'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('夏日清凉');
    expect(call).not.toHaveBeenCalledWith(searchSuggestTopicRoute, expect.anything());
  });

  it('Escape closes the suggestions and keeps the text; a second Escape empties the box; neither opens them', async () => {
    window.localStorage.setItem('searchHistory', '卫衣,T恤');
    const answered = call.getMockImplementation();
    call.mockImplementation(async (endpoint: unknown, input: unknown) =>
      endpoint === searchSuggestRoute
        ? {
            shops: [],
            cats: [],
            suggests: ['卫衣女'],
            injecting_suggest_items: [],
            injecting_suggest_topic: [],
            requestId: '',
          }
        : answered?.(endpoint, input),
    );
    renderBox();
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: '卫' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '卫衣女' })).toBeTruthy());
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).not.toBeNull();
    // Not prevented, the key would empty the field in the browser, and the emptied box reopened the list.
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect(input()).toHaveProperty('value', '卫');
    expect(fireEvent.keyDown(input(), { key: 'Escape' })).toBe(false);
    expect(input()).toHaveProperty('value', '');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    // The arrow keys open them again: here the history, for the empty box.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: '卫衣' })).toBeTruthy();
  });

  it('the dropdown shows the history on focus and hides 500 ms after blur', async () => {
    window.localStorage.setItem('searchHistory', '卫衣,T恤');
    renderBox();
    vi.useFakeTimers();
    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: '卫衣' })).toBeTruthy();
    fireEvent.blur(input());
    act(() => vi.advanceTimersByTime(SUGGESTION_HIDE_MS - 1));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});
