// @vitest-environment happy-dom
import { type Language, LISTING_CHANNELS, LISTING_COOKIE, type PrecheckResult } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../components/cookie.ts';
import { I18nProvider } from '../../i18n/use-t.ts';
import { forgetChoice } from './listing-cookies.ts';
import { ToolDialog } from './listing-dialogs.tsx';
import { UploadBox } from './upload-box.tsx';

// Issue 26 point 7 (decision 072): Stallhub's own tool by default, "remember my choice" honoured, one
// flow for every platform, platform names in the reader's language, the authorised shop named on return.

const PRECHECK: PrecheckResult = {
  imgs: [],
  systemRecognizeLogoFlag: false,
  userUploadConfigTb: { enableImageCrop: true },
  earlyWarningTips: '',
  uploadConf: { earlyWarningTips: '', unableChannels: [] },
  uploadChannelList: [],
};

let calls: string[];
let opened: string[];
let assigned: string[];
let shop: { authorised: boolean; shop_name: string };

beforeEach(() => {
  for (const channel of LISTING_CHANNELS) forgetChoice(channel);
  writeCookie(LISTING_COOKIE.taobaoWay, '', 0);
  writeCookie('uid', '7', 60);
  calls = [];
  opened = [];
  assigned = [];
  shop = { authorised: false, shop_name: '' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = String(input);
      calls.push(path);
      if (path.includes('getAccessToken'))
        return Response.json({
          code: 200,
          message: '',
          data: {
            ...shop,
            is_expire: !shop.authorised,
            taobao_user_nick: shop.authorised ? 'seller-nick' : '',
            template_json: { imageCropRatio: '1' },
          },
        });
      if (path.includes('itemupload/taobao'))
        return Response.json({ code: 200, message: 'success', data: { toItemId: '9', uploadTime: '' } });
      return Response.json({ code: 200, message: '', data: PRECHECK });
    }),
  );
  vi.spyOn(window, 'open').mockImplementation((url) => {
    opened.push(String(url));
    return null;
  });
  vi.spyOn(window.location, 'assign').mockImplementation((url) => {
    assigned.push(String(url));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderBox(lang: Language = 'cn', vid = 'v42', itemId = 42) {
  return render(
    <I18nProvider i18n={createI18n(lang, readCatalogue(lang))}>
      <MemoryRouter initialEntries={[`/item/${vid}`]}>
        <UploadBox
          item={{ itemId, vid, transactionMode: 1, isBlock: false }}
          lang={lang}
          signedIn
          loginHref="/login.html"
          sameStyleHref="/gz/samestyle/42"
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const button = (channel: string) =>
  screen.getByTestId('upload-box').querySelector<HTMLButtonElement>(`[data-platform="${channel}"]`)!;
const tokenAsked = (channel: string) =>
  calls.some((url) => url.includes(`getAccessToken?channel=${channel}`));

describe('default tool', () => {
  it.each(['taobao', 'douyin', 'pinduoduo', 'kuaishou', 'tmall'])(
    "preselects Stallhub's own tool on %s, the third-party tool the alternative below it",
    (channel) => {
      renderBox();
      fireEvent.click(button(channel));
      const dialog = screen.getByTestId('listing-tool');
      const radios = [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      expect(radios.map((radio) => [radio.dataset.tool, radio.checked])).toEqual([
        ['1', true],
        ['4', false],
      ]);
      expect(dialog.textContent).toContain('推荐');
      expect(screen.getByTestId<HTMLInputElement>('tool-remember').checked).toBe(true);
    },
  );

  it('opens no new window when the default is confirmed: the push goes on in the page', async () => {
    renderBox();
    fireEvent.click(button('douyin'));
    fireEvent.click(screen.getByTestId('tool-confirm'));
    await waitFor(() => expect(tokenAsked('douyin')).toBe(true));
    expect(opened).toEqual([]);
    expect(assigned).toEqual([]);
  });
});

describe('the tool must be chosen before confirm (spec 2 §4, §5)', () => {
  it('with nothing preselected, confirm says "please choose the listing application"', () => {
    const confirmed = vi.fn();
    render(
      <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
        <ToolDialog channel="taobao" preselected={null} onConfirm={confirmed} onClose={() => {}} />
      </I18nProvider>,
    );
    fireEvent.click(screen.getByTestId('tool-confirm'));
    expect(screen.getByTestId('listing-tool').textContent).toContain('请先选择上架应用');
    expect(confirmed).not.toHaveBeenCalled();
  });
});

describe('remembered choice skips the dialog', () => {
  it('on Douyin: the second push, on another item, goes straight on', async () => {
    renderBox('cn', 'v42', 42);
    fireEvent.click(button('douyin'));
    fireEvent.click(screen.getByTestId('tool-confirm'));
    await waitFor(() => expect(tokenAsked('douyin')).toBe(true));
    cleanup();
    calls = [];
    renderBox('cn', 'v77', 77);
    fireEvent.click(button('douyin'));
    expect(screen.queryByTestId('listing-tool')).toBeNull();
    await waitFor(() => expect(tokenAsked('douyin')).toBe(true));
  });

  it('on Taobao: the way chosen after a remembered tool is remembered with it', async () => {
    shop = { authorised: true, shop_name: '小王的店' };
    renderBox('cn', 'v42', 42);
    fireEvent.click(button('taobao'));
    fireEvent.click(screen.getByTestId('tool-confirm'));
    expect(screen.queryByTestId('way-today')).toBeNull();
    expect(screen.getByTestId('way-remembered').textContent).toContain('以后上传到淘宝将直接按此方式进行');
    fireEvent.click(screen.getByTestId('way-direct'));
    await screen.findByTestId('listing-listed');
    cleanup();
    renderBox('cn', 'v77', 77);
    fireEvent.click(button('taobao'));
    expect(screen.queryByTestId('listing-tool')).toBeNull();
    expect(screen.queryByTestId('listing-way')).toBeNull();
    await screen.findByTestId('listing-listed');
  });

  it('on another device: the choice the server remembers, brought by the precheck, skips the dialog here', async () => {
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      String(input).includes('/precheck')
        ? Response.json({
            code: 200,
            message: '',
            data: { ...PRECHECK, rememberedChoices: [{ channel: 'douyin', toolId: 1, way: null }] },
          })
        : base(input, init),
    );
    renderBox();
    await waitFor(() => expect(document.cookie).toContain(`${LISTING_COOKIE.selected('douyin')}=1`));
    fireEvent.click(button('douyin'));
    expect(screen.queryByTestId('listing-tool')).toBeNull();
    await waitFor(() => expect(tokenAsked('douyin')).toBe(true));
  });

  it('tells the server to remember it, with Taobao’s way, so other devices hold it too', async () => {
    const bodies: string[] = [];
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('saveChoose')) bodies.push(String(init?.body));
      return base(input, init);
    });
    renderBox();
    fireEvent.click(button('taobao'));
    fireEvent.click(screen.getByTestId('tool-confirm'));
    fireEvent.click(screen.getByTestId('way-direct'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => JSON.parse(body))).toEqual([
      { channelId: 5, toolId: 1, remember: true },
      { channelId: 5, toolId: 1, remember: true, way: 'direct' },
    ]);
  });

  it('unticked, it asks again next time', async () => {
    renderBox();
    fireEvent.click(button('douyin'));
    fireEvent.click(screen.getByTestId('tool-remember'));
    fireEvent.click(screen.getByTestId('tool-confirm'));
    await waitFor(() => expect(tokenAsked('douyin')).toBe(true));
    cleanup();
    renderBox();
    fireEvent.click(button('douyin'));
    expect(screen.getByTestId('listing-tool')).toBeTruthy();
  });
});

describe('same flow for Taobao and Douyin', () => {
  it.each([
    ['taobao', '淘宝'],
    ['douyin', '抖音'],
  ])('%s: tool, then the shop authorisation asked in the page, named in Chinese', async (channel, name) => {
    renderBox();
    fireEvent.click(button(channel));
    fireEvent.click(screen.getByTestId('tool-confirm'));
    // Taobao alone asks its way (spec 2 §2 item 3); the rest of the steps are the same.
    if (channel === 'taobao') fireEvent.click(screen.getByTestId('way-direct'));
    const dialog = await screen.findByTestId('listing-authorise');
    expect(dialog.textContent).toContain(`您还没有授权${name}店铺`);
    const go = screen.getByTestId('authorise-go');
    expect(go.textContent).toBe(`去${name}授权`);
    expect(go.getAttribute('href')).toContain(`channel=${channel}`);
    expect(opened).toEqual([]);
  });

  it('both push through the same direct upload call, each to its own market', async () => {
    shop = { authorised: true, shop_name: '小王的店' };
    for (const channel of ['taobao', 'douyin'] as const) {
      writeCookie(LISTING_COOKIE.selected(channel), '1', 60);
      writeCookie(LISTING_COOKIE.tool(channel), '1', 60);
    }
    writeCookie(LISTING_COOKIE.taobaoWay, 'direct', 60);
    const bodies: string[] = [];
    const base = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (String(input).includes('itemupload/taobao')) bodies.push(String(init?.body));
      return base(input, init);
    });
    renderBox();
    fireEvent.click(button('taobao'));
    await screen.findByTestId('listing-listed');
    fireEvent.click(button('douyin'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies.map((body) => JSON.parse(body).market)).toEqual(['taobao', 'douyin']);
  });
});

describe('names in Chinese and English', () => {
  it.each([
    ['cn', ['淘宝', '天猫', '抖音', '拼多多', '快手', '小红书']],
    ['en', ['Taobao', 'Tmall', 'Douyin', 'Pinduoduo', 'Kuaishou', 'Xiaohongshu']],
  ] as const)('%s platform buttons and the tool dialog', (lang, names) => {
    renderBox(lang);
    expect(LISTING_CHANNELS.map((channel) => button(channel).textContent)).toEqual(names);
    fireEvent.click(button('douyin'));
    expect(screen.getByTestId('listing-tool').textContent).toContain(names[2]);
    if (lang === 'cn') expect(screen.getByTestId('upload-box').textContent).not.toMatch(/Taobao|Douyin/);
  });
});

describe('the authorised shop is named on return', () => {
  it('says which shop, then the push goes on', async () => {
    shop = { authorised: true, shop_name: '小王的抖音小店' };
    writeCookie(LISTING_COOKIE.selected('douyin'), '1', 60);
    writeCookie(LISTING_COOKIE.tool('douyin'), '1', 60);
    window.history.replaceState(null, '', '/item/v42?listing=douyin');
    renderBox();
    const toast = await screen.findByTestId('shop-authorised');
    expect(toast.textContent).toBe('已授权抖音店铺：小王的抖音小店');
    expect(window.location.search).toBe('');
    await screen.findByTestId('listing-listed');
  });
});
