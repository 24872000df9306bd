// @vitest-environment happy-dom

import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { ShopVisitors } from './shop-visitors.tsx';

function answering(status: number, data: unknown) {
  return vi.fn(
    async (_url: string | URL) =>
      new Response(JSON.stringify({ code: status, message: '', data }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const show = () =>
  render(
    <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
      <ShopVisitors shopId={42} lang="cn" />
    </I18nProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the stall header's visitors", () => {
  it('logs the visit once the page runs, then shows the visitors of 30 days', async () => {
    const fetch = answering(200, { shopId: 42, visitorsToday: 3, visitorDays: 128 });
    vi.stubGlobal('fetch', fetch);
    show();
    await waitFor(() => expect(screen.getByTestId('shop-visitors').textContent).toBe('近30天访客 128 人次'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://localhost');
    expect(`${url.pathname}?${url.searchParams}`).toBe('/apif/shop/log/stat?shopId=42&lang=cn');
  });

  it('shows nothing, and sends the reader nowhere, when the log is refused', async () => {
    const fetch = answering(429, null);
    vi.stubGlobal('fetch', fetch);
    const before = window.location.href;
    show();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('shop-visitors')).toBeNull();
    expect(window.location.href).toBe(before);
  });
});
