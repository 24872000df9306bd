// @vitest-environment happy-dom
import type { ShopCard } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { testShop } from '../shop-card/test-shop.ts';
import { SimilarShops } from './similar-shops.tsx';

const catalogue = readCatalogue('cn');

/** /apif/shop/similar answering `data` (or failing when it is an Error), counting the calls. */
function answering(...answers: (ShopCard[] | Error)[]) {
  return vi.fn(async (_url: string | URL) => {
    const answer = answers.shift() ?? [];
    const failed = answer instanceof Error;
    return new Response(
      JSON.stringify({ code: failed ? 500 : 200, message: '', data: failed ? null : answer }),
      {
        status: failed ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
}

const renderPanel = () => {
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter>
        <SimilarShops shopId={7} lang="cn" />
      </MemoryRouter>
    </I18nProvider>,
  );
  return screen.getByTestId('similar-shops') as HTMLDetailsElement;
};

const toggle = (panel: HTMLDetailsElement, open: boolean) => {
  panel.open = open;
  fireEvent(panel, new Event('toggle'));
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the similar-stalls panel', () => {
  it('asks for the stalls only when a buyer first opens it, and shows them', async () => {
    const fetch = answering([testShop(8, '星辰女装'), testShop(9, '木子家')]);
    vi.stubGlobal('fetch', fetch);
    const panel = renderPanel();
    expect(fetch).not.toHaveBeenCalled();

    toggle(panel, true);
    await waitFor(() => expect(panel.querySelectorAll(':scope > ul > li')).toHaveLength(2));
    expect(String(fetch.mock.calls[0]![0])).toContain('/apif/shop/similar?shopId=7&lang=cn');
    expect(panel.textContent).toContain('星辰女装');

    toggle(panel, false);
    toggle(panel, true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none', async () => {
    vi.stubGlobal('fetch', answering([]));
    const panel = renderPanel();
    toggle(panel, true);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('暂时没有相似档口'));
  });

  it('says a failed answer failed, and asks again when reopened', async () => {
    const fetch = answering(new Error('down'), [testShop(8, '星辰女装')]);
    vi.stubGlobal('fetch', fetch);
    const panel = renderPanel();
    toggle(panel, true);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('相似档口加载失败，请收起后再展开重试'),
    );
    toggle(panel, false);
    toggle(panel, true);
    await waitFor(() => expect(panel.querySelectorAll(':scope > ul > li')).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
