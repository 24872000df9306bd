// @vitest-environment happy-dom
import type { ItemDetail, SkuEntry } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { AddToCartDialog, type SendToCart } from './add-to-cart-dialog.tsx';

// The add-to-cart dialog's rules (spec 3 §4 "Add to cart", §5 quantity and "please select color and size").
const sku = (colorId: number, sizeId: number, price: number | null): SkuEntry => ({
  id: colorId * 10 + sizeId,
  skuid: `;${colorId};${sizeId};`,
  colorId,
  color: colorId === 1 ? '白色' : '黑色',
  sizeId,
  size: sizeId === 2 ? 'M' : 'L',
  discountPrice: price,
  isLack: false,
  lackReason: null,
  arriveTime: null,
  lackDate: null,
});

// White comes in M and L; black only in M; white L is priced 0 (not for sale).
const item = {
  itemId: 42,
  vid: 'v42',
  title: '冬装连帽卫衣女',
  indexImgUrl: '/storage/items/42',
  price: 59,
  priceType: 1,
  artNo: 'W-2631',
  isPreSell: false,
  isSpecialOffer: false,
  colors: [
    { id: 1, name: '白色', pic: null },
    { id: 3, name: '黑色', pic: null },
  ],
  sizes: [
    { id: 2, name: 'M' },
    { id: 4, name: 'L' },
  ],
  skus: [sku(1, 2, 59), sku(1, 4, 0), sku(3, 2, 61)],
} as unknown as ItemDetail['item'];

function renderDialog(send: SendToCart = vi.fn(async () => ({ cartCount: 1 }))) {
  render(
    <I18nextProvider i18n={createI18n('cn', readCatalogue('cn'))}>
      <MemoryRouter>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          <AddToCartDialog
            item={item}
            lang="cn"
            cartHref="/cart.html"
            signedIn
            loginHref="/login.html"
            onClose={() => {}}
            send={send}
          />
        </CurrencyProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return send;
}

const option = (name: string) => screen.getByRole('button', { name });
afterEach(cleanup);

describe('AddToCartDialog', () => {
  it('disables sizes with no SKU in the chosen colour, and SKUs priced 0', () => {
    renderDialog();
    fireEvent.click(option('黑色'));
    expect(option('L')).toHaveProperty('disabled', true);
    fireEvent.click(option('黑色'));
    fireEvent.click(option('白色'));
    // White L exists but is priced 0: not for sale.
    expect(option('L')).toHaveProperty('disabled', true);
    expect(option('M')).toHaveProperty('disabled', false);
  });

  it('unselects a chosen option on a second click, enabling what it disabled', () => {
    renderDialog();
    fireEvent.click(option('M'));
    expect(option('M').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(option('M'));
    expect(option('M').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps digits only in the quantity box, at most 3', () => {
    renderDialog();
    const box = screen.getByRole('textbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '1a2.5' } });
    expect(box.value).toBe('125');
    fireEvent.change(box, { target: { value: '12345' } });
    expect(box.value).toBe('123');
  });

  it('asks to select colour and size before adding, and sends nothing', async () => {
    const send = renderDialog();
    fireEvent.click(option('白色'));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '加入购物车' }).at(-1)!));
    expect(screen.getByRole('alert').textContent).toBe('请选择颜色和尺码');
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses quantity 0 and sends a full choice once', async () => {
    const send = renderDialog();
    fireEvent.click(option('黑色'));
    fireEvent.click(option('M'));
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '0' } });
    const add = screen.getAllByRole('button', { name: '加入购物车' }).at(-1)!;
    await act(async () => fireEvent.click(add));
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '12' } });
    await act(async () => fireEvent.click(add));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 42, color_id: 3, size_id: 2, amount: '12' }),
    );
    expect(screen.getByRole('status').textContent).toContain('已加入购物车');
  });
});

describe('AddToCartButton', () => {
  const renderButton = (overrides: Partial<ItemDetail['item']>) =>
    render(
      <I18nextProvider i18n={createI18n('cn', readCatalogue('cn'))}>
        <MemoryRouter>
          <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
            <AddToCartButton
              item={{ ...item, ...overrides }}
              lang="cn"
              cartHref="/cart.html"
              priceReasonsHref="/gz/notice/article.html?page=jgcw"
              signedIn={false}
              loginHref="/login.html"
            />
          </CurrencyProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );

  it('refuses pre-sold items and items with an empty art number instead of opening the dialog', () => {
    renderButton({ isPreSell: true });
    expect(screen.getByTestId('cart-refusal').textContent).toContain('预售');
    cleanup();
    renderButton({ artNo: ' ' });
    expect(screen.getByTestId('cart-refusal').textContent).toContain('货号');
    expect(screen.queryByRole('button', { name: '加入购物车' })).toBeNull();
  });

  it('opens a modal dialog: Tab stays inside, Escape closes it and the focus is back on the button', async () => {
    renderButton({});
    const opener = screen.getByRole('button', { name: '加入购物车' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: item.title });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const close = screen.getByRole('button', { name: '关闭' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(dialog.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('shows the price-setting error with a link to the reasons for price types other than 1 or 2', () => {
    renderButton({ priceType: 3 });
    expect(screen.getByRole('link', { name: '查看原因' }).getAttribute('href')).toBe(
      '/gz/notice/article.html?page=jgcw',
    );
  });
});
