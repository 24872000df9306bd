// @vitest-environment happy-dom
import { LISTING_COOKIE, LISTING_TOOL, type PrecheckResult } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../components/cookie.ts';
import { I18nProvider } from '../../i18n/use-t.ts';
import { UploadBox } from './upload-box.tsx';

// Spec 2 §4 "Douyin logo warning": an item whose main picture shows a recognised trademark logo is
// warned of before a push to Douyin, by tool 1 or tool 4; other platforms and clean items are not.
const catalogue = readCatalogue('cn');

const PRECHECK: PrecheckResult = {
  imgs: [],
  systemRecognizeLogoFlag: true,
  userUploadConfigTb: { enableImageCrop: true },
  earlyWarningTips: '',
  uploadConf: { earlyWarningTips: '', unableChannels: [] },
  uploadChannelList: [],
};

let opened: string[];
let assigned: string[];

beforeEach(() => {
  opened = [];
  assigned = [];
  writeCookie('uid', '7', 60);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 200, message: '', data: PRECHECK })),
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

const rememberTool = (channel: 'douyin' | 'pinduoduo', tool: number) => {
  writeCookie(LISTING_COOKIE.selected(channel), '1', 60);
  writeCookie(LISTING_COOKIE.tool(channel), String(tool), 60);
};

function renderBox(logo: boolean) {
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/item/v42']}>
        <UploadBox
          item={{ itemId: 42, vid: 'v42', transactionMode: 1, isBlock: false, systemRecognizeLogoFlag: logo }}
          lang="cn"
          signedIn
          loginHref="/login.html"
          sameStyleHref="/gz/samestyle/42"
        />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const click = (channel: string) =>
  fireEvent.click(screen.getByTestId('upload-box').querySelector(`[data-platform="${channel}"]`)!);

describe('the Douyin logo warning', () => {
  it('asks first when the item has a recognised logo, and continuing opens the upload page (tool 4)', () => {
    rememberTool('douyin', LISTING_TOOL.thirdParty);
    renderBox(true);
    click('douyin');
    const dialog = screen.getByTestId('listing-logo');
    expect(dialog.textContent).toContain('上传规范提醒');
    expect(opened).toEqual([]);
    fireEvent.click(screen.getByTestId('logo-continue'));
    expect(opened).toEqual(['/itemUpload?vid=v42&toPlatform=douyin']);
  });

  it('warns with tool 1 too, and adjusting opens the edit way with the settings', () => {
    rememberTool('douyin', LISTING_TOOL.own);
    renderBox(true);
    click('douyin');
    fireEvent.click(screen.getByRole('button', { name: '调整上架方式' }));
    expect(assigned).toEqual(['/itemUpload?vid=v42&toPlatform=douyin&defaultUploadWay=edit&setting=1']);
  });

  it('asks nothing for an item without a logo, nor for another platform', async () => {
    rememberTool('douyin', LISTING_TOOL.own);
    rememberTool('pinduoduo', LISTING_TOOL.own);
    renderBox(false);
    click('douyin');
    expect(screen.queryByTestId('listing-logo')).toBeNull();
    cleanup();
    renderBox(true);
    click('pinduoduo');
    expect(screen.queryByTestId('listing-logo')).toBeNull();
    // Stallhub's own tool pushes from the page on every platform (decision 072): no page is opened.
    expect(assigned).toEqual([]);
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('getAccessToken?channel=pinduoduo')),
      ).toBe(true),
    );
  });
});
