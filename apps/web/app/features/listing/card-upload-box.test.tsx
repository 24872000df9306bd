// @vitest-environment happy-dom
import { type ItemCard as Item, LISTING_COOKIE, type PrecheckResult } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '../../components/cookie.ts';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { ItemCard } from '../catalogue/item-card/item-card.tsx';
import { testCard } from '../catalogue/item-card/test-card.ts';
import { CARD_PRECHECK_DWELL_MS } from './card-upload-box.tsx';

// Spec 2 §2 item 1 on item cards (decisions 053, 069): the item page's upload box and click rules,
// opened from the card's strip, nothing asked of the server until a box is opened.
const catalogue = readCatalogue('cn');

const PRECHECK: PrecheckResult = {
  imgs: ['/storage/items/42/1.jpg'],
  systemRecognizeLogoFlag: false,
  userUploadConfigTb: { enableImageCrop: true },
  earlyWarningTips: '该商品近期退货率较高',
  uploadConf: {
    earlyWarningTips: '该商品近期退货率较高',
    unableChannels: [{ channelKey: 'douyin', reason: 'not-bound', bubbleMsg: '请先绑定抖店' }],
  },
  uploadChannelList: [],
};

/** The server: the precheck and an unauthorised Taobao shop; every call is kept in `fetch.mock.calls`. */
function stubServer() {
  const fetch = vi.fn(async (url: unknown) => {
    const path = String(url);
    const data = path.includes('/precheck')
      ? PRECHECK
      : path.includes('/getAccessToken')
        ? {
            authorised: false,
            is_expire: false,
            taobao_user_nick: '',
            template_json: { imageCropRatio: '1' },
          }
        : {};
    return new Response(JSON.stringify({ code: 200, message: '', data }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const asked = (fetch: ReturnType<typeof stubServer>, part: string) =>
  fetch.mock.calls.filter(([url]) => String(url).includes(part)).length;

function renderCards(cards: Item[]) {
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/gz/search/index.html?q=hoodie']}>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          {cards.map((card) => (
            <ItemCard key={card.itemId} item={card} lang="cn" city="gz" />
          ))}
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const pictureOf = (container: HTMLElement, index = 0) =>
  container.querySelectorAll('img')[index]!.closest('div')!;

/** A mouse pointing at the picture, and leaving it. */
const point = (picture: HTMLElement) => fireEvent.pointerEnter(picture, { pointerType: 'mouse' });
const leave = (picture: HTMLElement) => fireEvent.pointerLeave(picture, { pointerType: 'mouse' });

/** Pointing at the picture shows the strip; its "one-click upload" opens the box. */
function openBox(container: HTMLElement, index = 0) {
  point(pictureOf(container, index));
  fireEvent.click(screen.getByTestId('card-listing'));
  return screen.getByTestId('card-upload-box');
}

const signIn = () => writeCookie('uid', '7', 60);
const rememberDirectTaobao = () => {
  writeCookie(LISTING_COOKIE.selected('taobao'), '1', 60);
  writeCookie(LISTING_COOKIE.tool('taobao'), '1', 60);
  writeCookie(LISTING_COOKIE.taobaoWay, 'direct', 60);
};

beforeEach(() => {
  for (const name of ['uid', LISTING_COOKIE.selected('taobao'), LISTING_COOKIE.tool('taobao')])
    writeCookie(name, '', 0);
  writeCookie(LISTING_COOKIE.taobaoWay, '', 0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the upload box on an item card', () => {
  it('asks the server nothing while the cards load, nor for a pointer passing over a card', () => {
    vi.useFakeTimers();
    signIn();
    const fetch = stubServer();
    const { container } = renderCards([testCard(), testCard({ itemId: 43, vid: 'v43' })]);
    expect(fetch).not.toHaveBeenCalled();

    openBox(container);
    act(() => vi.advanceTimersByTime(CARD_PRECHECK_DWELL_MS - 1));
    leave(pictureOf(container));
    act(() => vi.advanceTimersByTime(CARD_PRECHECK_DWELL_MS));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the precheck once, at the first opening that lasts, and shows its disable reason and tip', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signIn();
    const fetch = stubServer();
    const { container } = renderCards([testCard()]);
    point(pictureOf(container));
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
    const box = openBox(container);
    expect(box.querySelectorAll('[data-platform]')).toHaveLength(6);
    act(() => vi.advanceTimersByTime(CARD_PRECHECK_DWELL_MS));
    vi.useRealTimers();

    await waitFor(() =>
      expect(screen.getByTestId('card-early-warning').textContent).toBe('该商品近期退货率较高'),
    );
    const douyin = box.querySelector('[data-platform="douyin"]')!;
    expect(douyin.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(douyin);
    await waitFor(() => expect(screen.getByText('请先绑定抖店')).toBeTruthy());

    leave(pictureOf(container));
    openBox(container);
    await new Promise((resolve) => setTimeout(resolve, CARD_PRECHECK_DWELL_MS + 50));
    expect(asked(fetch, '/precheck')).toBe(1);
  });

  it('sends a guest from a platform button to sign in and back to this page', () => {
    const fetch = stubServer();
    const { container } = renderCards([testCard()]);
    const taobao = openBox(container).querySelector('[data-platform="taobao"]')!;
    expect(taobao.tagName).toBe('A');
    expect(taobao.getAttribute('href')).toBe(
      `/login.html?reurl=${encodeURIComponent('/gz/search/index.html?q=hoodie')}`,
    );
    expect(screen.getByTestId('card-listing').getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('card-upload-choose')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a custom-made item as the item page does', async () => {
    signIn();
    stubServer();
    const { container } = renderCards([testCard({ transactionMode: 2 })]);
    fireEvent.click(openBox(container).querySelector('[data-platform="taobao"]')!);
    await waitFor(() =>
      expect(screen.getByTestId('listing-notice').textContent).toContain('定制商品不支持一键上传'),
    );
  });

  it('keeps its dialog when the pointer leaves the card, and the box opens on one card only', async () => {
    signIn();
    stubServer();
    const { container } = renderCards([testCard(), testCard({ itemId: 43, vid: 'v43' })]);
    openBox(container);
    expect(screen.getAllByTestId('card-upload-box')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('card-upload-box').querySelector('[data-platform="taobao"]')!);
    await screen.findByTestId('listing-tool');
    leave(pictureOf(container));
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
    expect(screen.getByTestId('listing-tool')).toBeTruthy();
  });

  it('sends the shop authorisation back to the item page, where the push goes on', async () => {
    signIn();
    rememberDirectTaobao();
    stubServer();
    const { container } = renderCards([testCard()]);
    fireEvent.click(openBox(container).querySelector('[data-platform="taobao"]')!);
    const go = await screen.findByTestId('authorise-go');
    expect(go.getAttribute('href')).toBe(
      `/auth/authorize?channel=taobao&reurl=${encodeURIComponent('/item/v42')}`,
    );
  });

  it('opens the one-click upload drawer from the box for a buyer', async () => {
    signIn();
    stubServer();
    const { container } = renderCards([testCard()]);
    openBox(container);
    fireEvent.click(screen.getByTestId('card-upload-choose'));
    expect(await screen.findByTestId('listing-drawer')).toBeTruthy();
  });

  it('is reached by keyboard: the strip on focus, the box from its button, Escape back to it', () => {
    const { container } = renderCards([testCard()]);
    const picture = container.querySelector<HTMLElement>('[data-testid="card-picture"]')!;
    act(() => picture.focus());
    const listing = screen.getByTestId('card-listing');
    fireEvent.click(listing, { detail: 0 });
    const box = screen.getByTestId('card-upload-box');
    expect(box.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
    expect(document.activeElement).toBe(listing);
    fireEvent.blur(listing, { relatedTarget: document.body });
    expect(screen.queryByTestId('card-listing')).toBeNull();
  });

  it('leaves the picture to the item on a tap: a finger’s hover and the link’s focus open nothing', () => {
    const { container } = renderCards([testCard()]);
    const picture = pictureOf(container);
    fireEvent.pointerDown(picture, { pointerType: 'touch' });
    fireEvent.pointerEnter(picture, { pointerType: 'touch' });
    fireEvent.mouseEnter(picture);
    fireEvent.focus(container.querySelector('[data-testid="card-picture"]')!);
    expect(screen.queryByTestId('card-listing')).toBeNull();
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
    expect(screen.getByTestId('card-info')).toBeTruthy();
  });

  it('shows and hides the strip with the toggle on a phone, the box opening from the strip', () => {
    renderCards([testCard()]);
    const toggle = screen.getByTestId('card-upload-toggle');
    fireEvent.pointerDown(toggle, { pointerType: 'touch' });
    fireEvent.click(toggle, { detail: 1 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
    fireEvent.click(screen.getByTestId('card-listing'));
    expect(screen.getByTestId('card-upload-box')).toBeTruthy();
    fireEvent.click(toggle, { detail: 1 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
  });

  it('closes from inside the box and gives the focus back to the strip’s button', () => {
    renderCards([testCard()]);
    fireEvent.click(screen.getByTestId('card-upload-toggle'), { detail: 0 });
    fireEvent.click(screen.getByTestId('card-listing'));
    fireEvent.click(screen.getByTestId('card-upload-close'));
    expect(screen.queryByTestId('card-upload-box')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('card-listing'));
    expect(screen.getByTestId('card-listing').getAttribute('aria-expanded')).toBe('false');
  });
});
