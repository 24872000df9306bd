// @vitest-environment happy-dom

import type { Language, UploadRecord } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { HistoryList } from './history-list.tsx';

const record = (sync: UploadRecord['sync']): UploadRecord => ({
  id: 1,
  itemId: 2,
  title: '韩版宽松针织开衫',
  channel: 'taobao',
  shopName: '小林服饰',
  status: 'listed',
  toItemId: '650000000001',
  uploadTime: '2026-11-27T03:00:00.000Z',
  failureReason: null,
  sync,
});

function show(lang: Language, sync: UploadRecord['sync']) {
  const router = createMemoryRouter([
    { path: '*', element: <HistoryList lang={lang} records={[record(sync)]} /> },
  ]);
  return render(
    <I18nProvider i18n={createI18n(lang, readCatalogue(lang))}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
const syncLine = () => screen.queryByTestId('upload-sync')?.textContent ?? null;
const AT = '2026-11-27T04:03:00.000Z';

afterEach(cleanup);

describe('the upload history says what the last sync with the stall did (decision 057)', () => {
  it('names the synced price and the SKUs sold out, in the reader language', () => {
    show('en', { note: 'price', at: AT, priceCents: 8190, soldOutSkus: 2 });
    expect(syncLine()).toMatch(/^Price synced to CN¥81\.90 at .+2 SKUs sold out: stock set to 0$/);
    cleanup();
    show('cn', { note: 'price', at: AT, priceCents: 8190, soldOutSkus: 0 });
    expect(syncLine()).toMatch(/已同步改价为 ¥81\.90$/);
  });

  it('says a delisted listing was taken off shelf at the stall, and an expired shop must be authorised again', () => {
    show('en', { note: 'delisted', at: AT, priceCents: 8190, soldOutSkus: 3 });
    expect(syncLine()).toMatch(/^Delisted at .+: the stall took the item off shelf$/);
    cleanup();
    show('en', { note: 'shopExpired', at: AT, priceCents: 8190, soldOutSkus: 0 });
    expect(syncLine()).toContain("the shop's authorisation expired, authorise it again");
  });

  it('says a listing was relisted at its price, and repriced by a new markup rule (decision 062)', () => {
    show('en', { note: 'relisted', at: AT, priceCents: 8190, soldOutSkus: 1 });
    expect(syncLine()).toMatch(
      /^Relisted at .+ at CN¥81\.90: the stall put the item back on shelf1 SKU sold out: stock set to 0$/,
    );
    cleanup();
    show('de', { note: 'markup', at: AT, priceCents: 8500, soldOutSkus: 0 });
    expect(syncLine()).toMatch(/^Um .+ auf 85,00.CN¥ umgepreist: Ihre Aufschlagsregel hat sich geändert$/);
  });

  it('writes upload and sync times on the market clock (Beijing time), naming the zone for readers abroad', () => {
    // 03:00 UTC is 11:00 in the markets; 04:03 UTC is 12:03.
    show('en', { note: 'delisted', at: AT, priceCents: 8190, soldOutSkus: 0 });
    const record = screen.getByTestId('upload-record').textContent ?? '';
    expect(record).toContain('Nov 27, 2026, 11:00 AM GMT+8');
    expect(syncLine()).toContain('12:03 PM GMT+8');
    cleanup();
    show('cn', { note: 'delisted', at: AT, priceCents: 8190, soldOutSkus: 0 });
    expect(screen.getByTestId('upload-record').textContent).toContain('2026年11月27日 11:00');
    expect(syncLine()).not.toContain('GMT');
  });

  it('shows no sync line for a listing no sync has changed', () => {
    show('en', null);
    expect(syncLine()).toBeNull();
  });
});
