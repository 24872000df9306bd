// @vitest-environment happy-dom
import {
  ApiError,
  uploadTokenRoute as getUploadToken,
  IMAGE_SEARCH_ADDRESS_KEY,
  IMAGE_SEARCH_CAPTCHA_PATH,
  IMAGE_SEARCH_CODE,
  IMAGE_SEARCH_REDIRECT_MS,
  imageSearchRankingPageRoute,
  uploadImageRoute as uploadImage,
} from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { SearchBox } from '../search-box/search-box.tsx';
import { SignInOpenerContext } from '../sign-in-gate/use-sign-in-gate.ts';

const catalogue = readCatalogue('cn');
const md5 = '0123456789abcdef0123456789abcdef';
const token = {
  fileName: 'abc123',
  directory: 'imagesearch/',
  key: 'imagesearch/pc_abc123',
  accessKeyId: 'stallhub-local',
  policy: 'cG9saWN5',
  signature: 'c2ln',
  bucketHost: 'http://localhost/storage/',
  host: 'http://localhost/storage/',
  expire: '2030-01-01T00:00:00.000Z',
};

const call = vi.fn();
vi.mock('../../lib/api.ts', () => ({ browserApi: { call: (...args: unknown[]) => call(...args) } }));
const storagePost = vi.fn();
const openSignIn = vi.fn(() => true);

/** The configured public origin, as the root loader answers it (the page's address is built from it). */
const siteOrigin = 'https://www.stallhub.example';

function renderBox(entry = '/gz', Box = SearchBox, TextsProvider = I18nProvider) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        element: <Box lang="cn" city="gz" placeholders={[]} hotWords={[]} />,
      },
    ],
    { initialEntries: [entry], hydrationData: { loaderData: { root: { siteOrigin } } } },
  );
  render(
    <TextsProvider i18n={createI18n('cn', catalogue)}>
      <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
        <SignInOpenerContext.Provider value={openSignIn}>
          <RouterProvider router={router} />
        </SignInOpenerContext.Provider>
      </CurrencyProvider>
    </TextsProvider>,
  );
  return router;
}

// The sign-in gate reads the uid cookie (spec 1 §6), as the page's own script sees it.
const signIn = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the gate reads document.cookie itself
  document.cookie = 'uid=7; path=/';
};
const camera = () => screen.getByRole('button', { name: '以图搜款' });
const panel = () => screen.queryByTestId('image-search-panel');
const addressBox = () => screen.getByRole('textbox', { name: '图片或图片地址' });
const hotPage = {
  recordList: [1, 2, 3].map((rank) => ({
    rank,
    itemId: rank,
    vid: `v${rank}`,
    title: `热搜款 ${rank}`,
    indexImageUrl: `/storage/items/pool/p${rank}`,
    discountPrice: 88,
    priceType: 1,
    curTotalDfSale: 1,
    curUploadNum: 1,
    curFavItemNum: 1,
    searchCount: 10 - rank,
    shopId: rank,
    shopName: `档口 ${rank}`,
  })),
  total: 3,
  currentPage: 1,
  pageSize: 3,
  from: '2026-11-20',
  to: '2026-11-26',
};
const picture = (name = 'photo.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array([1, 2, 3])], name, { type });
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('本地上传'), { target: { files: [file] } });

beforeEach(() => {
  window.localStorage.clear();
  call.mockReset();
  call.mockImplementation(async (route: unknown) => {
    if (route === getUploadToken) return token;
    if (route === uploadImage) return { imageMd5: md5, appMd5: md5, searchCity: 'gz' };
    if (route === imageSearchRankingPageRoute) return hotPage;
    return [];
  });
  storagePost.mockReset();
  storagePost.mockResolvedValue(
    new Response(
      JSON.stringify({ code: 200, message: 'success', data: { url: '/storage/imagesearch/pc_abc123' } }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    ),
  );
  vi.stubGlobal('fetch', storagePost);
  openSignIn.mockClear();
  // The hook logs each failure for the console; here the failures are the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: undoes signIn()
  document.cookie = 'uid=; path=/; max-age=0';
});

describe('the image search panel of the header search box', () => {
  it("shows a QR code of the image search on a phone, on the configured origin, with the trade's words", async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    const qr = await screen.findByRole('img', { name: '手机以图搜款的二维码' });
    expect(qr.getAttribute('data-qr-url')).toBe(`${siteOrigin}/gz?imageSearch=1`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByTestId('image-search-phone').textContent).toContain('微信扫码，手机拍照找同款');
  });

  it('opens at once on the page the QR code opens (?imageSearch), for a signed-in buyer', async () => {
    signIn();
    renderBox('/gz?imageSearch=1');
    expect(await screen.findByTestId('image-search-panel')).not.toBeNull();
    expect(addressBox()).toBeTruthy();
  });

  it('asks a guest who scanned the QR code to sign in, and stays closed', () => {
    renderBox('/gz?imageSearch=1');
    expect(openSignIn).toHaveBeenCalled();
    expect(panel()).toBeNull();
  });

  it('asks a guest to sign in instead of opening (image search is for signed-in buyers)', () => {
    renderBox();
    fireEvent.click(camera());
    expect(openSignIn).toHaveBeenCalledOnce();
    expect(panel()).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy();
  });

  it('opens for a signed-in buyer with the address input, the drop zone and the local-upload button', async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    expect((await screen.findByRole('textbox', { name: '图片或图片地址' })).getAttribute('placeholder')).toBe(
      '粘贴图片或图片地址',
    );
    expect(document.activeElement).toBe(addressBox());
    expect(screen.getByText('拖拽图片到这里')).toBeTruthy();
    const file = screen.getByLabelText('本地上传') as HTMLInputElement;
    expect(file.accept).toBe('.jpg,.jpeg,.png,.gif,.bmp,.webp,.tiff,.ppm');
  });

  it("shows the week's three items found most by picture, prices for the buyer, and a link to the whole ranking", async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    const picks = await screen.findByTestId('image-hot-picks');
    expect(call).toHaveBeenCalledWith(imageSearchRankingPageRoute, {
      searchCity: 'gz',
      lang: 'cn',
      currentPage: 1,
      pageSize: 3,
    });
    await waitFor(() => expect(picks.querySelectorAll('li')).toHaveLength(3));
    expect(picks.textContent).toContain('以图搜款热榜');
    expect(picks.textContent).toContain('¥88.00');
    expect(screen.getByRole('link', { name: '更多' }).getAttribute('href')).toBe(
      '/tusouHotList?searchCity=gz',
    );
  });

  it('says so in place of the hot list when it cannot be had', async () => {
    signIn();
    call.mockImplementation(async (route: unknown) => {
      if (route === imageSearchRankingPageRoute) throw new TypeError('Failed to fetch');
      return [];
    });
    renderBox();
    fireEvent.click(camera());
    const picks = await screen.findByTestId('image-hot-picks');
    await waitFor(() => expect(picks.querySelector('[role="alert"]')).toBeTruthy());
  });

  it('uploads a chosen picture with the signed policy, shows status 1, and opens its results 200 ms after the answer', async () => {
    signIn();
    const router = renderBox();
    fireEvent.click(camera());
    const wait = vi.spyOn(window, 'setTimeout');
    choose(picture());
    expect(screen.getByRole('status').textContent).toBe('图片上传中，正在搜索…');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/list/${md5}?searchCity=gz`,
      ),
    );
    // The results opened after the spec's wait, not at once.
    expect(wait).toHaveBeenCalledWith(expect.any(Function), IMAGE_SEARCH_REDIRECT_MS);
    expect(window.localStorage.getItem(IMAGE_SEARCH_ADDRESS_KEY)).toBe('/storage/imagesearch/pc_abc123');
    expect(call).toHaveBeenCalledWith(uploadImage, {
      url: '/storage/imagesearch/pc_abc123',
      searchCity: 'gz',
    });
    const [url, init] = storagePost.mock.calls[0]! as [string, RequestInit];
    expect(url).toBe(token.host);
    const form = init.body as FormData;
    expect([form.get('key'), form.get('policy'), form.get('signature'), form.get('OSSAccessKeyId')]).toEqual([
      token.key,
      token.policy,
      token.signature,
      token.accessKeyId,
    ]);
    expect((form.get('file') as File).name).toBe('photo.jpg');
    expect(panel()).toBeNull();
  });

  it('refuses a file that is not a picture with error text 0, and re-upload returns to the drop zone', async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    choose(picture('notes.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '不是图片文件（仅支持 4M 以内的 JPG、JPEG、PNG、BMP、GIF、WEBP、TIFF、PPM）',
    );
    expect(call).not.toHaveBeenCalledWith(getUploadToken, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: '重新上传' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('拖拽图片到这里')).toBeTruthy();
  });

  it('shows error text 1 when the network fails', async () => {
    signIn();
    storagePost.mockRejectedValue(new TypeError('Failed to fetch'));
    renderBox();
    fireEvent.click(camera());
    choose(picture());
    expect((await screen.findByRole('alert')).textContent).toBe('网络不给力，请稍后重试');
  });

  it("shows the server's message when it refuses the picture, and the too-frequent text past the rate limit", async () => {
    signIn();
    call.mockImplementation(async (route: unknown) => {
      if (route === getUploadToken) return token;
      throw new ApiError(400, 400, '图片太小，请换一张清晰的图片', null);
    });
    renderBox();
    fireEvent.click(camera());
    choose(picture());
    expect((await screen.findByRole('alert')).textContent).toBe('图片太小，请换一张清晰的图片');
    fireEvent.click(screen.getByRole('button', { name: '重新上传' }));
    call.mockRejectedValue(new ApiError(429, 429, 'Rate limit exceeded', null));
    choose(picture());
    expect((await screen.findByRole('alert')).textContent).toBe('搜索太频繁了，请一分钟后再试');
  });

  it('uploads a pasted picture file directly', async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    const file = picture('image.png', 'image/png');
    fireEvent.paste(addressBox(), {
      clipboardData: { items: [{ kind: 'file', getAsFile: () => file }], getData: () => '' },
    });
    await waitFor(() => expect(call).toHaveBeenCalledWith(uploadImage, expect.anything()));
    expect(((storagePost.mock.calls[0]![1] as RequestInit).body as FormData).get('file')).toBeTruthy();
  });

  it('searches a typed image address as it is, without uploading, and refuses what is not one', async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    fireEvent.change(addressBox(), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: '搜图' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入正确的图片地址');
    fireEvent.click(screen.getByRole('button', { name: '重新上传' }));
    fireEvent.change(addressBox(), { target: { value: 'https://img.example.com/a.jpg?x=1' } });
    fireEvent.click(screen.getByRole('button', { name: '搜图' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(uploadImage, {
        url: 'https://img.example.com/a.jpg',
        searchCity: 'gz',
      }),
    );
    expect(call).not.toHaveBeenCalledWith(getUploadToken, expect.anything());
    expect(storagePost).not.toHaveBeenCalled();
  });

  it('searches a pasted image address at once', async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    fireEvent.paste(addressBox(), {
      clipboardData: { items: [], getData: () => 'https://img.example.com/b.png' },
    });
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(uploadImage, {
        url: 'https://img.example.com/b.png',
        searchCity: 'gz',
      }),
    );
  });

  it('closes on a click outside and opens again at status 0', async () => {
    signIn();
    renderBox();
    fireEvent.click(camera());
    choose(picture('notes.pdf', 'application/pdf'));
    await screen.findByRole('alert');
    fireEvent.pointerDown(document.body);
    expect(panel()).toBeNull();
    expect(screen.getByRole('combobox')).toBeTruthy();
    fireEvent.click(camera());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('拖拽图片到这里')).toBeTruthy();
  });
});

describe('state 3: searching too often asks for the 4-character captcha', () => {
  const tooFrequent = () =>
    new ApiError(200, IMAGE_SEARCH_CODE.captchaRequired, '搜索太频繁，请输入验证码', null);
  const wrongCode = () => new ApiError(200, IMAGE_SEARCH_CODE.captchaWrong, '验证码错误，请重新输入', null);
  const captchaPicture = () => screen.getByRole('img', { name: '验证码图片' }) as HTMLImageElement;
  const codeBox = () => screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
  const confirm = () => screen.getByRole('button', { name: '确定' }) as HTMLButtonElement;

  /** The search answers each of `answers` in turn (an error is thrown), then finds the picture. */
  function searchAnswers(...answers: Error[]) {
    call.mockImplementation(async (route: unknown) => {
      if (route === getUploadToken) return token;
      if (route === imageSearchRankingPageRoute) return hotPage;
      if (route === uploadImage) {
        const next = answers.shift();
        if (next) throw next;
        return { imageMd5: md5, appMd5: md5, searchCity: 'gz' };
      }
      return [];
    });
  }

  it('shows the too-frequent text, the captcha picture, a change link and a 4-character input', async () => {
    signIn();
    searchAnswers(tooFrequent());
    renderBox();
    fireEvent.click(camera());
    choose(picture());
    const captcha = await screen.findByTestId('image-search-captcha');
    expect(captcha.querySelector('[role="alert"]')?.textContent).toBe('搜索太频繁，请输入验证码');
    expect(captchaPicture().getAttribute('src')).toMatch(new RegExp(`^${IMAGE_SEARCH_CAPTCHA_PATH}\\?\\d+$`));
    expect(screen.getByRole('button', { name: '看不清？换一张' })).toBeTruthy();
    expect(codeBox().maxLength).toBe(4);
    expect(confirm().disabled).toBe(true);
    fireEvent.change(codeBox(), { target: { value: 'AB3' } });
    expect(confirm().disabled).toBe(true);
    fireEvent.change(codeBox(), { target: { value: 'AB3D' } });
    expect(confirm().disabled).toBe(false);
    expect(screen.queryByText('拖拽图片到这里')).toBeNull();
  });

  it('searches the waiting picture again with the code, without a second upload, and opens its results', async () => {
    signIn();
    searchAnswers(tooFrequent());
    const router = renderBox();
    fireEvent.click(camera());
    choose(picture());
    await screen.findByTestId('image-search-captcha');
    fireEvent.change(codeBox(), { target: { value: 'k7pq' } });
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/list/${md5}?searchCity=gz`,
      ),
    );
    expect(call).toHaveBeenLastCalledWith(uploadImage, {
      url: '/storage/imagesearch/pc_abc123',
      searchCity: 'gz',
      verifyCode: 'k7pq',
    });
    expect(storagePost).toHaveBeenCalledOnce();
  });

  it('a wrong code keeps state 3 with the re-enter text and a new picture', async () => {
    signIn();
    searchAnswers(tooFrequent(), wrongCode());
    renderBox();
    fireEvent.click(camera());
    choose(picture());
    await screen.findByTestId('image-search-captcha');
    const first = captchaPicture().getAttribute('src');
    fireEvent.change(codeBox(), { target: { value: 'WXYZ' } });
    // The next picture is drawn at another moment than the first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.click(confirm());
    await waitFor(() =>
      expect(screen.getByTestId('image-search-captcha').querySelector('[role="alert"]')?.textContent).toBe(
        '验证码错误，请重新输入',
      ),
    );
    expect(captchaPicture().getAttribute('src')).not.toBe(first);
    expect(codeBox().value).toBe('');
  });

  it('"change one" draws another picture; closing the panel leaves state 3', async () => {
    signIn();
    searchAnswers(tooFrequent());
    renderBox();
    fireEvent.click(camera());
    choose(picture());
    await screen.findByTestId('image-search-captcha');
    const first = captchaPicture().getAttribute('src');
    await new Promise((resolve) => setTimeout(resolve, 5));
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    expect(captchaPicture().getAttribute('src')).not.toBe(first);
    fireEvent.pointerDown(document.body);
    fireEvent.click(camera());
    expect(screen.queryByTestId('image-search-captcha')).toBeNull();
    expect(screen.getByText('拖拽图片到这里')).toBeTruthy();
  });
});

// Last: it loads the search box anew (vi.resetModules), so later tests would meet other module copies.
describe('the camera button before image search has arrived', () => {
  it("shows a waiting line in the bar's place until image search's code has arrived, then the bar", async () => {
    vi.resetModules();
    const fresh = await import('../search-box/search-box.tsx');
    // The fresh search box reads the texts of a fresh translator module.
    const { I18nProvider: FreshI18nProvider } = await import('../../i18n/use-t.ts');
    signIn();
    renderBox('/gz', fresh.SearchBox, FreshI18nProvider);
    fireEvent.click(camera());
    expect(screen.getByRole('status').textContent).toBe('正在加载…');
    expect(await screen.findByRole('textbox', { name: '图片或图片地址' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
