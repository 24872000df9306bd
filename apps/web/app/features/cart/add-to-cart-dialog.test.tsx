// @vitest-environment happy-dom
import { ApiError, type ItemDetail, type SkuEntry } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../i18n/use-t.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import {
  type AddedTo,
  AddToCartDialog,
  type SendToCart,
  type SendToPurchaseList,
} from './add-to-cart-dialog.tsx';

// The add-to-cart grid (issue 16 point 2; spec 3 §4 "Add to cart", §5 quantity): colours × sizes, one call.
const sku = (
  colorId: number,
  sizeId: number,
  price: number | null,
  lack: Partial<SkuEntry> = {},
): SkuEntry => ({
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
  ...lack,
});

// White comes in M and L; white L is priced 0 (not for sale); black M is out of stock, with its reason and
// arrival; black L is not made at all. Black has its own picture, white has none.
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
    { id: 3, name: '黑色', pic: '/storage/items/42-black' },
  ],
  sizes: [
    { id: 2, name: 'M' },
    { id: 4, name: 'L' },
  ],
  skus: [
    sku(1, 2, 59),
    sku(1, 4, 0),
    sku(3, 2, 61, { isLack: true, lackReason: '面料缺货', arriveTime: '2026-12-03T04:00:00.000Z' }),
  ],
} as unknown as ItemDetail['item'];

// A second white size, in stock, so that one call carries two lines.
const twoSizes = {
  ...item,
  sizes: [...item.sizes, { id: 6, name: 'XL' }],
  skus: [...item.skus, { ...sku(1, 6, 62), size: 'XL' }],
} as ItemDetail['item'];

function renderDialog({
  send = vi.fn(async () => ({ cartCount: 2 })),
  keep = vi.fn(async () => ({ orders_amount: 2 })),
  onAdded = vi.fn(),
  signedIn = true,
  of = twoSizes,
}: {
  onAdded?: (added: AddedTo) => void;
  send?: SendToCart;
  keep?: SendToPurchaseList;
  signedIn?: boolean;
  of?: ItemDetail['item'];
} = {}) {
  render(
    <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
      <MemoryRouter>
        <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
          <AddToCartDialog
            item={of}
            lang="cn"
            signedIn={signedIn}
            loginHref="/login.html"
            onClose={() => {}}
            onAdded={onAdded}
            send={send}
            keep={keep}
          />
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
  return { send, keep, onAdded };
}

const cell = (color: string, size: string) =>
  screen.getByRole('textbox', { name: `${color} / ${size}` }) as HTMLInputElement;
const type = (color: string, size: string, value: string) =>
  fireEvent.change(cell(color, size), { target: { value } });
const addButton = () => screen.getAllByRole('button', { name: '加入进货车' }).at(-1)!;
const totals = () => screen.getByTestId('grid-totals').textContent;
afterEach(cleanup);

describe('AddToCartDialog', () => {
  it('shows a row per colour with its own picture, else no picture but its name, and a quantity box per size', () => {
    renderDialog();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')!.textContent)).toEqual(['白白色', '黑色']);
    // White has no picture of its own: never the item's main picture, which may show another colour.
    expect(rows[0]!.querySelector('img')).toBeNull();
    expect(rows[0]!.querySelector('[data-testid="colour-without-picture"]')!.textContent).toBe('白');
    expect(rows[1]!.querySelector('img')!.getAttribute('src')).toBe('/storage/items/42-black_80.webp');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '颜色 / 尺码',
      'M',
      'L',
      'XL',
    ]);
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('disables the cells that cannot be ordered and says why: price 0, out of stock with reason and arrival, not made', () => {
    renderDialog();
    expect(cell('白色', 'M').disabled).toBe(false);
    const notForSale = cell('白色', 'L');
    expect(notForSale.disabled).toBe(true);
    expect(notForSale.parentElement!.textContent).toContain('不可售');
    const lack = cell('黑色', 'M');
    expect(lack.disabled).toBe(true);
    expect(lack.parentElement!.textContent).toContain('缺货');
    expect(lack.parentElement!.textContent).toContain('面料缺货');
    expect(lack.parentElement!.textContent).toMatch(/12.?月?.?3/);
    expect(cell('黑色', 'L').disabled).toBe(true);
    expect(cell('黑色', 'L').parentElement!.textContent).toContain('无此规格');
  });

  it('counts lines, pieces and money as the buyer types', () => {
    renderDialog();
    expect(totals()).toContain('0 件');
    type('白色', 'M', '3');
    type('白色', 'XL', '10');
    expect(totals()).toContain('2 款');
    expect(totals()).toContain('13 件');
    // 3 × 59 + 10 × 62
    expect(totals()).toContain('797');
  });

  it('shows a guest pieces but no money', () => {
    const guestItem = {
      ...twoSizes,
      price: null,
      skus: twoSizes.skus.map((s) => ({ ...s, discountPrice: undefined })),
    } as ItemDetail['item'];
    renderDialog({ signedIn: false, of: guestItem });
    type('白色', 'M', '3');
    expect(totals()).toContain('3 件');
    expect(totals()).not.toMatch(/¥|合计/);
    expect(screen.getByRole('dialog').textContent).not.toMatch(/¥\s?\d/);
  });

  it('keeps digits only in a cell', () => {
    renderDialog();
    type('白色', 'M', '1a2.5');
    expect(cell('白色', 'M').value).toBe('125');
  });

  it.each([
    ['0', 'zero'],
    ['1000', 'above 999'],
  ])('marks quantity %s (%s) on its cell and sends nothing', async (amount) => {
    const { send, keep } = renderDialog();
    type('白色', 'M', '2');
    type('白色', 'XL', amount);
    expect(cell('白色', 'XL').getAttribute('aria-invalid')).toBe('true');
    expect(cell('白色', 'XL').parentElement!.textContent).toContain('1–999');
    await act(async () => fireEvent.click(addButton()));
    expect(screen.getByRole('alert').textContent).toBe('数量需为 1–999 件：白色 / XL');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '加入进货单' })));
    expect(send).not.toHaveBeenCalled();
    expect(keep).not.toHaveBeenCalled();
  });

  it('asks for a quantity when every cell is empty, and sends nothing', async () => {
    const { send } = renderDialog();
    await act(async () => fireEvent.click(addButton()));
    expect(screen.getByRole('alert').textContent).toBe('请至少为一个颜色和尺码填写数量');
    expect(send).not.toHaveBeenCalled();
  });

  it('adds every line in one call, then hands over to the page once', async () => {
    const { send, onAdded } = renderDialog();
    type('白色', 'M', '3');
    type('白色', 'XL', '10');
    await act(async () => fireEvent.click(addButton()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({
      items: [
        expect.objectContaining({ itemId: 42, color_id: 1, size_id: 2, amount: '3' }),
        expect.objectContaining({ itemId: 42, color_id: 1, size_id: 6, amount: '10' }),
      ],
    });
    expect(onAdded).toHaveBeenCalledTimes(1);
    expect(onAdded).toHaveBeenCalledWith({ to: 'cart' });
  });

  it('keeps every line in the purchase list in one call', async () => {
    const { keep, onAdded } = renderDialog();
    type('白色', 'M', '3');
    type('白色', 'XL', '10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '加入进货单' })));
    expect(keep).toHaveBeenCalledTimes(1);
    expect(keep).toHaveBeenCalledWith({
      lines: [
        { itemId: 42, colorId: 1, sizeId: 2, amount: '3' },
        { itemId: 42, colorId: 1, sizeId: 6, amount: '10' },
      ],
    });
    expect(onAdded).toHaveBeenCalledWith({ to: 'purchaseList', count: 2 });
  });

  it('names and marks the cell of the line the server refused', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 400, 'items.1: 该颜色尺码组合不可售', null);
    });
    renderDialog({ send });
    type('白色', 'M', '3');
    type('白色', 'XL', '10');
    await act(async () => fireEvent.click(addButton()));
    expect(screen.getByRole('alert').textContent).toBe('白色 / XL：该颜色尺码组合不可售');
    expect(cell('白色', 'XL').getAttribute('aria-invalid')).toBe('true');
    expect(cell('白色', 'M').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('AddToCartButton', () => {
  const renderButton = (
    overrides: Partial<ItemDetail['item']>,
    {
      signedIn = false,
      send,
      keep,
    }: { signedIn?: boolean; send?: SendToCart; keep?: SendToPurchaseList } = {},
  ) =>
    render(
      <I18nProvider i18n={createI18n('cn', readCatalogue('cn'))}>
        <MemoryRouter>
          <CurrencyProvider locator={{ currency: 'CNY', rates: { CNY: 1 }, updatedAt: '' }} locale="zh-CN">
            <AddToCartButton
              item={{ ...item, ...overrides }}
              lang="cn"
              cartHref="/cart.html"
              priceReasonsHref="/gz/notice/article.html?page=jgcw"
              signedIn={signedIn}
              loginHref="/login.html"
              {...(send ? { send } : {})}
              {...(keep ? { keep } : {})}
            />
          </CurrencyProvider>
        </MemoryRouter>
      </I18nProvider>,
    );

  it('refuses pre-sold items and items with an empty art number instead of opening the dialog', () => {
    renderButton({ isPreSell: true });
    expect(screen.getByTestId('cart-refusal').textContent).toContain('预售');
    cleanup();
    renderButton({ artNo: ' ' });
    expect(screen.getByTestId('cart-refusal').textContent).toContain('货号');
    expect(screen.queryByRole('button', { name: '加入进货车' })).toBeNull();
  });

  it('opens a modal dialog: Tab stays inside, Escape closes it and the focus is back on the button', async () => {
    renderButton({});
    const opener = screen.getByRole('button', { name: '加入进货车' });
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

  // Issue 26 point 9d: a dialog left open with its quantities filled after adding made adding twice easy.
  it('after a successful add, closes the dialog and confirms with a toast; opened again, the grid is empty', async () => {
    const send = vi.fn(async () => ({ cartCount: 3 }));
    renderButton({ ...twoSizes }, { signedIn: true, send });
    fireEvent.click(screen.getByRole('button', { name: '加入进货车' }));
    type('白色', 'M', '3');
    await act(async () => fireEvent.click(addButton()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    const toast = screen.getByTestId('added-toast');
    expect(toast.getAttribute('role')).toBe('status');
    expect(toast.textContent).toContain('已加入进货车');
    expect(screen.getByRole('link', { name: '去进货车结算' }).getAttribute('href')).toBe('/cart.html');
    fireEvent.click(screen.getByRole('button', { name: '加入进货车' }));
    expect(cell('白色', 'M').value).toBe('');
  });

  it('after keeping the lines in the purchase list, closes the dialog and says how many the list holds', async () => {
    const keep = vi.fn(async () => ({ orders_amount: 4 }));
    renderButton({ ...twoSizes }, { signedIn: true, keep });
    fireEvent.click(screen.getByRole('button', { name: '加入进货车' }));
    type('白色', 'XL', '2');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '加入进货单' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('added-toast').textContent).toBe('已加入进货单，进货单共 4 款');
  });

  it('a refused add keeps the dialog open with its quantities and shows no toast', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 400, '库存不足', null);
    });
    renderButton({ ...twoSizes }, { signedIn: true, send });
    fireEvent.click(screen.getByRole('button', { name: '加入进货车' }));
    type('白色', 'M', '3');
    await act(async () => fireEvent.click(addButton()));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(cell('白色', 'M').value).toBe('3');
    expect(screen.queryByTestId('added-toast')).toBeNull();
  });
});
