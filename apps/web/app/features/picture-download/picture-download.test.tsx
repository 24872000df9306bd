// @vitest-environment happy-dom
import type { BatchItemPictures, ItemPictures } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/use-t.ts';
import { PictureDownload } from './picture-download.tsx';

// Spec 2 §2 /batchDownload, §7 PicMaker and the video download, §8's messages (decision 058).
const catalogue = readCatalogue('cn');

const item = (vid: string, pictures: number, video: boolean): ItemPictures => ({
  vid,
  title: `商品 ${vid}`,
  artNo: `A${vid}`,
  onShelf: true,
  folder: `A${vid} 商品 ${vid}`,
  pictures: Array.from({ length: pictures }, (_, index) => ({
    index,
    url: `/storage/items/${vid}-${index}_800.webp`,
    thumbnail: `/storage/items/${vid}-${index}_400.webp`,
    width: 800,
    height: 800,
    kind: index < 5 ? 'main' : 'detail',
    colour: index === 0 ? '黑色' : null,
    fileName: `A${vid} 商品 ${vid}/main/0${index + 1}.jpg`,
  })),
  video: video ? { bytes: 3_000_000, fileName: `A${vid} 商品 ${vid}/video.mp4` } : null,
});
const DATA: BatchItemPictures = { items: [item('101', 3, true), item('102', 2, false)], missing: ['999'] };
const PACKAGE = {
  url: `/apic/data/picPackage/${'a'.repeat(40)}.zip`,
  fileName: 'stallhub-pictures.zip',
  expiresAt: '2026-01-02T00:00:00.000Z',
  items: 2,
  pictures: 4,
  videos: 1,
  bytes: 2_500_000,
  reused: false,
};

type Answer = { status?: number; code?: number; message?: string; data?: unknown } | 'offline';
/** The server: each path's answer; every request is kept in `fetch.mock.calls`. */
function stubServer(answers: Record<string, Answer>) {
  const fetch = vi.fn(async (url: unknown, init?: RequestInit) => {
    const path = String(url);
    const answer = Object.entries(answers).find(([part]) => path.includes(part))?.[1] ?? {};
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    void init;
    return new Response(
      JSON.stringify({ code: answer.code ?? 200, message: answer.message ?? '', data: answer.data ?? null }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const sent = (fetch: ReturnType<typeof stubServer>, part: string) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes(part))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? String(init.body) : '' }));

const renderPage = (data = DATA, limited: number | null = null) =>
  render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <PictureDownload data={data} lang="cn" limited={limited} />
    </I18nProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the picture download page', () => {
  it("shows each item's pictures as a grid, all chosen, and the items not found", () => {
    renderPage();
    expect(screen.getAllByTestId('download-item')).toHaveLength(2);
    const choices = screen.getAllByTestId('picture-choice') as HTMLInputElement[];
    expect(choices).toHaveLength(5);
    expect(choices.every((choice) => choice.checked)).toBe(true);
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 5/5 张图片');
    expect(screen.getByTestId('missing').textContent).toBe('未找到的商品：1');
    expect(screen.getAllByTestId('download-video')).toHaveLength(1);
  });

  it('downloads the chosen pictures as one package, saying it starts, and links it when ready', async () => {
    const fetch = stubServer({ '/PicMaker': { data: PACKAGE } });
    renderPage();
    fireEvent.click(screen.getAllByTestId('picture-choice')[1]!);
    fireEvent.click(screen.getAllByTestId('select-item')[1]!);
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 2/5 张图片');
    fireEvent.click(screen.getByTestId('download-package'));
    expect(screen.getByTestId('notice').textContent).toBe('开始下载图片');
    await waitFor(() => expect(screen.getByTestId('package-link').getAttribute('href')).toBe(PACKAGE.url));
    const [call] = sent(fetch, '/apic/data/PicMaker');
    const body = JSON.parse(call!.body);
    expect(body).toMatchObject({ vids: '101,102', pictures: '101:0,101:2', withVideo: '1' });
  });

  it('sends no choice of pictures when all are chosen, and no video when it is unticked', async () => {
    const fetch = stubServer({ '/PicMaker': { data: PACKAGE } });
    renderPage();
    fireEvent.click(screen.getByTestId('with-video'));
    fireEvent.click(screen.getByTestId('download-package'));
    await waitFor(() => expect(screen.getByTestId('package-ready')).toBeTruthy());
    const body = JSON.parse(sent(fetch, '/PicMaker')[0]!.body);
    expect(body.pictures).toBeUndefined();
    expect(body.withVideo).toBe('0');
  });

  it('says "network abnormal, please retry later!" when the package cannot be made', async () => {
    stubServer({ '/PicMaker': 'offline' });
    renderPage();
    fireEvent.click(screen.getByTestId('download-package'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('网络异常，请稍后重试！'));
    expect((screen.getByTestId('download-package') as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a picture before packing when none is chosen', () => {
    const fetch = stubServer({});
    renderPage();
    fireEvent.click(screen.getByTestId('select-all'));
    expect(screen.getByTestId('selected-count').textContent).toBe('已选 0/5 张图片');
    fireEvent.click(screen.getByTestId('download-package'));
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一张图片');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("checks a video download first and shows the server's reason when it is refused", async () => {
    const fetch = stubServer({
      '/downloadCheck': {
        code: 209,
        message: '今日视频下载次数已用完，请明天再试',
        data: { canDownload: false, reason: 'dailyLimit', remainingToday: 0, url: null, fileName: null },
      },
    });
    renderPage();
    fireEvent.click(screen.getByTestId('download-video'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('今日视频下载次数已用完，请明天再试'),
    );
    expect(sent(fetch, '/apif/video/downloadCheck')[0]!.url).toContain('vid=101');
  });

  it('says when there is nothing to download, and when the address named too many items', () => {
    renderPage({ items: [], missing: [] }, 50);
    expect(screen.getByTestId('no-items').textContent).toBe('没有可下载的商品。');
    expect(screen.getByText('每次最多 50 个商品：只显示前 50 个。')).toBeTruthy();
  });
});
