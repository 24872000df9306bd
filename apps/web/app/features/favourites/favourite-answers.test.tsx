// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../components/cookie.ts';
import { I18nProvider } from '../../i18n/use-t.ts';
import { useFavourite } from './use-favourite.tsx';

// What the page shows for each answer of favoriteItem/add and cancel (spec 3 §8 "Favourite add/cancel").
const catalogue = readCatalogue('cn');

function Button({ initial = 0 }: { initial?: number }) {
  const favourite = useFavourite(42, initial, 'cn');
  return (
    <>
      <button type="button" data-testid="fav" aria-pressed={favourite.isFavorited} onClick={favourite.toggle}>
        fav
      </button>
      {favourite.feedback}
    </>
  );
}

const renderButton = (initial?: number) =>
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/item/v42']}>
        <Button initial={initial} />
      </MemoryRouter>
    </I18nProvider>,
  );

const answer = (code: number, message = '') =>
  vi.fn(
    async (_url: unknown, _init?: unknown) =>
      new Response(JSON.stringify({ code, message, data: { itemId: 42, isFavorited: 1 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );

// A signed-in page carries the uid display cookie: the sign-in gate lets the click through.
beforeEach(() => writeCookie('uid', '7', 60));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  writeCookie('uid', '', 0);
});

describe('the favourite button’s answers', () => {
  it('200: 收藏成功 and the heart fills', async () => {
    vi.stubGlobal('fetch', answer(200));
    renderButton();
    fireEvent.click(screen.getByTestId('fav'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('收藏成功'));
    expect(screen.getByTestId('fav').getAttribute('aria-pressed')).toBe('true');
  });

  it('201: 已经收藏过了', async () => {
    vi.stubGlobal('fetch', answer(201, 'already'));
    renderButton();
    fireEvent.click(screen.getByTestId('fav'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('已经收藏过了'));
  });

  it('202: a dialog with the server message and 去管理 to /user/favorite.html', async () => {
    vi.stubGlobal('fetch', answer(202, '收藏商品已达上限 5000 件'));
    renderButton();
    fireEvent.click(screen.getByTestId('fav'));
    const dialog = await screen.findByTestId('favourite-limit');
    expect(dialog.textContent).toContain('收藏商品已达上限 5000 件');
    expect(screen.getByTestId('favourite-manage').getAttribute('href')).toBe('/user/favorite.html');
    expect(screen.getByTestId('fav').getAttribute('aria-pressed')).toBe('false');
  });

  it('209: the server message', async () => {
    vi.stubGlobal('fetch', answer(209, '该商品已下架，无法收藏'));
    renderButton();
    fireEvent.click(screen.getByTestId('fav'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('该商品已下架，无法收藏'));
  });

  it('sends one request for a double click', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    renderButton();
    fireEvent.click(screen.getByTestId('fav'));
    fireEvent.click(screen.getByTestId('fav'));
    await waitFor(() => expect(screen.getByTestId('notice')).toBeTruthy());
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('cancel asks 确定取消收藏该商品吗？ first, then answers 已取消收藏', async () => {
    const fetch = answer(200);
    vi.stubGlobal('fetch', fetch);
    renderButton(1);
    fireEvent.click(screen.getByTestId('fav'));
    const confirm = await screen.findByTestId('favourite-cancel-confirm');
    expect(confirm.textContent).toContain('确定取消收藏该商品吗？');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(screen.getByTestId('notice').textContent).toBe('已取消收藏'));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/apic/user/favoriteItem/cancel');
    expect(screen.getByTestId('fav').getAttribute('aria-pressed')).toBe('false');
  });
});
