// @vitest-environment happy-dom
import type { BatchImageCheck, BatchItem, BatchState } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import type { CropImage } from '../listing/direct-upload.ts';
import { BatchPage } from './batch-page.tsx';

// The batch confirmation page against the platform's picture rule (checkBatchImage, spec 2 §7, §4 step 3;
// decision 060): which items have pictures to crop, the direct upload's crop dialog item by item, the crops
// saved through editMultiUploadImageData, and the confirm after them, or at once with cropping turned off.
// The crop dialog draws on a canvas, which happy-dom has not: here it crops every picture when asked.
vi.mock('../listing/crop-dialog.tsx', () => ({
  CropDialog: (props: { initial: CropImage[]; onSubmit: (images: CropImage[]) => void }) => (
    <div data-testid="listing-crop">
      {props.initial.map((image) => (
        <span key={image.oriUrl} data-testid="crop-picture">
          {image.oriUrl}
        </span>
      ))}
      <button
        type="button"
        onClick={() =>
          props.onSubmit(
            props.initial.map((image) => ({
              ...image,
              genUrl: image.oriUrl.replace('/items/', '/listing-crops/'),
            })),
          )
        }
      >
        crop all
      </button>
    </div>
  ),
}));

const catalogue = readCatalogue('en');
const ORIGIN = 'http://stallhub.test';
const pictures = (vid: number) => [0, 1, 2].map((n) => `${ORIGIN}/storage/items/${vid}/${n}_800.webp`);
const item = (vid: number): BatchItem => ({
  vid,
  title: `Item ${vid}`,
  originalTitle: `Item ${vid}`,
  imageUrls: pictures(vid),
  status: 'draft',
  toItemId: null,
  errorCode: null,
  errorMessage: null,
});
const BATCH: BatchState = {
  batchId: 'b7Qm2xZk9LpA',
  channel: 'taobao',
  channelId: 5,
  shopName: 'Test shop',
  status: 'draft',
  createdAt: '2026-11-27T10:00:00Z',
  progress: { total: 2, done: 0, failed: 0, waiting: 2, cancelled: 0 },
  items: [item(1), item(2)],
};
const fault = (vid: number, index: number) => ({
  index,
  url: pictures(vid)[index]!,
  width: 800,
  height: 1000,
  reason: 'ratio' as const,
});

/**
 * The server: checkBatchImage answers item 2's second picture as not 1:1 until item 2's pictures are
 * edited; the edit, the confirm and every other call are kept in `fetch.mock.calls`.
 */
function stubServer(enableImageCrop = true) {
  let edited: string[] | null = null;
  const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
    const path = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    let data: unknown = {};
    if (path.includes('/checkBatchImage')) {
      data = {
        imageCropRatio: '1',
        enableImageCrop,
        items: edited ? [] : [{ vid: 2, images: [fault(2, 1)] }],
      } satisfies BatchImageCheck;
    } else if (path.includes('/editMultiUploadImageData')) {
      edited = body.imageUrls;
      data = { item: { ...item(2), imageUrls: edited } };
    } else if (path.includes('/confirm')) {
      data = { status: 'running', progress: BATCH.progress };
    }
    return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const callsTo = (fetch: ReturnType<typeof stubServer>, part: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(part));

function renderPage(initial = BATCH) {
  return render(
    <I18nProvider i18n={createI18n('en', catalogue)}>
      <BatchPage lang="en" initial={initial} />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the batch page and the picture rule (checkBatchImage)', () => {
  it('says which items have pictures to crop, and crops one item from its row', async () => {
    const fetch = stubServer();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('batch-pictures-notice')).toBeTruthy());
    expect(screen.getByTestId('batch-pictures-notice').textContent).toContain('1:1, at least 700×700');
    const rows = screen.getAllByTestId('batch-item');
    expect(rows[0]!.querySelector('[data-testid="batch-item-pictures"]')).toBeNull();
    expect(rows[1]!.textContent).toContain('Pictures to crop: 1');

    fireEvent.click(screen.getByRole('button', { name: 'Crop pictures' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('crop-picture').map((node) => node.textContent)).toEqual([pictures(2)[1]]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'crop all' }));
    await waitFor(() => expect(screen.queryByTestId('batch-pictures-notice')).toBeNull());
    const [edit] = callsTo(fetch, '/editMultiUploadImageData');
    expect(JSON.parse(String(edit![1]!.body))).toMatchObject({
      batchId: BATCH.batchId,
      itemId: 2,
      imageUrls: [pictures(2)[0], `${ORIGIN}/storage/listing-crops/2/1_800.webp`, pictures(2)[2]],
    });
    expect(callsTo(fetch, '/confirm')).toHaveLength(0);
  });

  it('confirming with pictures to crop opens the cropper first, then confirms with the crops saved', async () => {
    const fetch = stubServer();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('batch-pictures-notice')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm upload' }));
    await waitFor(() => expect(screen.getByTestId('listing-crop')).toBeTruthy());
    expect(callsTo(fetch, '/confirm')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'crop all' }));
    await waitFor(() => expect(callsTo(fetch, '/confirm')).toHaveLength(1));
    expect(callsTo(fetch, '/editMultiUploadImageData')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('batch-status').dataset.status).toBe('running'));
  });

  it('confirms at once when the buyer turned picture cropping off in the upload settings', async () => {
    const fetch = stubServer(false);
    renderPage();
    await waitFor(() => expect(screen.getByTestId('batch-pictures-notice')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Confirm upload' }));
    await waitFor(() => expect(callsTo(fetch, '/confirm')).toHaveLength(1));
    expect(screen.queryByTestId('listing-crop')).toBeNull();
    expect(callsTo(fetch, '/editMultiUploadImageData')).toHaveLength(0);
  });
});

describe('the batch page without an authorised shop', () => {
  it('offers the shop authorisation, which comes back to this batch', () => {
    stubServer();
    renderPage({ ...BATCH, channel: 'douyin', channelId: 18, shopName: null });
    const link = screen.getByTestId('batch-authorise');
    expect(link.textContent).toBe('Authorise my Douyin shop');
    const href = new URL(link.getAttribute('href')!, ORIGIN);
    expect(href.pathname).toBe('/en/auth/authorize');
    expect(href.searchParams.get('channel')).toBe('douyin');
    expect(href.searchParams.get('reurl')).toBe('/en/upload/bat/item/check/b7Qm2xZk9LpA');
  });

  it('offers none once the batch is confirmed', () => {
    stubServer();
    renderPage({ ...BATCH, shopName: null, status: 'running' });
    expect(screen.queryByTestId('batch-authorise')).toBeNull();
  });
});
