// @vitest-environment happy-dom
import {
  type BatchCheckedItem,
  type BatchPrecheckResult,
  LISTING_CHANNELS,
  LISTING_COOKIE,
} from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../components/cookie.ts';
import { I18nProvider } from '../../i18n/use-t.ts';
import { forgetChoice } from '../listing/listing-cookies.ts';
import { BatchUploadBox } from './batch-upload-box.tsx';

// Spec 2 §2 screens 4, 6 and 7, §4 "Tool chooser" and "Douyin batch confirm dialog", §5, §8: the batch
// upload box prechecks the chosen items, asks for the tool (Stallhub's own preselected, decision 072)
// unless "remember my choice" keeps one for the platform, and for Douyin lets the buyer pick risky items
// before the upload page opens with what goes.
const catalogue = readCatalogue('cn');

const checked = (vid: number, risky = false): BatchCheckedItem => ({
  vid,
  isBlock: false,
  indexImageUrl: '',
  title: `商品 ${vid}`,
  discountPrice: '59.90',
  errorMessage: risky ? '该商品可能违反平台规则，上传存在风险' : '',
  errorMessageDetail: risky ? ['该商品上架已超过15天，存在退货规则风险'] : [],
});

const CHOSEN = [
  { itemId: 1, vid: '10000017' },
  { itemId: 2, vid: '10000035' },
  { itemId: 3, vid: '10000052' },
];

let precheck: BatchPrecheckResult;
let calls: { path: string; body: string }[];

beforeEach(() => {
  for (const channel of LISTING_CHANNELS) forgetChoice(channel);
  calls = [];
  precheck = {
    tbAuthType: 1,
    lastChooseToolId: null,
    normalItemList: [checked(1)],
    errorItemList: [checked(2, true), checked(3, true)],
    unableItemList: [],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = String(input);
      calls.push({ path, body: String(init?.body ?? '') });
      if (path.includes('multiupload/precheck'))
        return Response.json({ code: 200, message: '', data: precheck });
      return Response.json({ code: 200, message: '', data: { toolId: 1 } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBox(chosen = CHOSEN) {
  const router = createMemoryRouter(
    [
      {
        path: '/user/favorite.html',
        element: <BatchUploadBox lang="cn" chosen={chosen} allChosen={false} onChooseAll={() => {}} />,
      },
      { path: '/itemUpload', element: <p data-testid="upload-page">upload page</p> },
    ],
    { initialEntries: ['/user/favorite.html'] },
  );
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

const platform = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the batch upload box', () => {
  it('asks to tick items first when none is chosen, and calls nothing', () => {
    renderBox([]);
    platform('抖音');
    expect(screen.getByTestId('batch-notice').textContent).toContain('请先勾选要上传的商品');
    expect(calls).toHaveLength(0);
  });

  it('prechecks the chosen items on the platform id of the batch (Douyin 18)', async () => {
    renderBox();
    platform('抖音');
    await screen.findByTestId('listing-tool');
    expect(calls[0]!.path).toContain('/apic/v2/itemupload/multiupload/precheck');
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ itemVidList: '1,2,3', channelId: 18 });
  });

  it("defaults to Stallhub's own tool for a first batch, Taobao's too, with remember my choice ticked", async () => {
    renderBox();
    platform('淘宝');
    const dialog = await screen.findByTestId('listing-tool');
    const own = dialog.querySelector<HTMLInputElement>('input[data-tool="1"]')!;
    expect(own.checked).toBe(true);
    expect(dialog.querySelectorAll('input[type="radio"]:checked')).toHaveLength(1);
    expect(screen.getByTestId<HTMLInputElement>('tool-remember').checked).toBe(true);
    expect(calls.some((call) => call.path.includes('saveChoose'))).toBe(false);
  });

  it('remembered choice skips the dialog: a tool remembered for the platform goes straight on', async () => {
    writeCookie(LISTING_COOKIE.selected('kuaishou'), '1', 60);
    writeCookie(LISTING_COOKIE.tool('kuaishou'), '4', 60);
    const router = renderBox();
    platform('快手');
    await screen.findByTestId('upload-page');
    expect(screen.queryByTestId('listing-tool')).toBeNull();
    expect(JSON.parse(calls[1]!.body)).toMatchObject({ toolId: 4 });
    expect(new URLSearchParams(router.state.location.search).get('toPlatform')).toBe('kuaishou');
  });

  it('remembers the choice ticked in the batch dialog for the next batch and the next single push', async () => {
    renderBox();
    platform('拼多多');
    await screen.findByTestId('listing-tool');
    fireEvent.click(screen.getByTestId('tool-confirm'));
    await screen.findByTestId('upload-page');
    expect(document.cookie).toContain(`${LISTING_COOKIE.selected('pinduoduo')}=1`);
    expect(document.cookie).toContain(`${LISTING_COOKIE.tool('pinduoduo')}=1`);
  });

  it('preselects the tool chosen last for a batch', async () => {
    precheck.lastChooseToolId = 1;
    renderBox();
    platform('抖音');
    const dialog = await screen.findByTestId('listing-tool');
    const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
  });

  it('names why nothing can go when every chosen item is unable', async () => {
    precheck.normalItemList = [];
    precheck.errorItemList = [];
    precheck.unableItemList = [{ vid: 1, errorMessage: '定制商品不支持一键上传' }];
    renderBox();
    platform('拼多多');
    const notice = await screen.findByTestId('batch-notice');
    expect(notice.textContent).toContain('所选商品都无法上传');
    expect(notice.textContent).toContain('定制商品不支持一键上传');
  });

  it('saves the tool, then opens the upload page with every listable item for a platform other than Douyin', async () => {
    const router = renderBox();
    platform('快手');
    await screen.findByTestId('listing-tool');
    fireEvent.click(screen.getByTestId('tool-confirm'));
    await screen.findByTestId('upload-page');
    expect(JSON.parse(calls[1]!.body)).toMatchObject({ toolId: 1 });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('vids')).toBe('10000017,10000035,10000052');
    expect(query.get('toPlatform')).toBe('kuaishou');
  });
});

describe('the Douyin batch confirm dialog', () => {
  async function openDialog() {
    const router = renderBox();
    platform('抖音');
    await screen.findByTestId('listing-tool');
    fireEvent.click(screen.getByTestId('tool-confirm'));
    return { router, dialog: await screen.findByTestId('douyin-confirm') };
  }

  it('lists risky and safe items with their prices in 2 decimals', async () => {
    const { dialog } = await openDialog();
    expect(dialog.textContent).toContain('请确认是否继续上传');
    expect(dialog.textContent).toContain('风险商品（2）');
    expect(dialog.textContent).toContain('无风险商品（1）');
    expect(dialog.textContent).toContain('上架价 ¥59.90');
    expect(dialog.textContent).toContain('该商品上架已超过15天，存在退货规则风险');
  });

  it('reads "only upload risk-free items" with no risky pick, and sends only the safe items', async () => {
    const { router } = await openDialog();
    const go = screen.getByTestId('douyin-confirm-go');
    expect(go.textContent).toBe('仅上传无风险商品');
    fireEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/itemUpload'));
    expect(new URLSearchParams(router.state.location.search).get('vid')).toBe('10000017');
  });

  it('reads "confirm upload" once a risky item is picked, and sends the safe items with the picked', async () => {
    const { router } = await openDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 商品 3' }));
    const go = screen.getByTestId('douyin-confirm-go');
    expect(go.textContent).toBe('确认上传');
    fireEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/itemUpload'));
    expect(new URLSearchParams(router.state.location.search).get('vids')).toBe('10000017,10000052');
  });

  it('picks every risky item at once', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    const picks = screen.getAllByRole('checkbox', { name: /^选择 商品/ }) as HTMLInputElement[];
    expect(picks.every((box) => box.checked)).toBe(true);
  });

  it('with no safe item and nothing picked, waits for a pick: "please select at least one item to list"', async () => {
    precheck.normalItemList = [];
    const { dialog } = await openDialog();
    const go = screen.getByTestId('douyin-confirm-go') as HTMLButtonElement;
    expect(go.textContent).toBe('确认上传');
    expect(go.disabled).toBe(true);
    expect(dialog.textContent).toContain('请至少选择一件要上架的商品');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 商品 2' }));
    expect(go.disabled).toBe(false);
  });
});
