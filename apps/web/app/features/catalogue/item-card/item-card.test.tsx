// @vitest-environment happy-dom
import { type ItemCard as Item, STALL_HOVER_HIDE_MS } from '@stallhub/contracts';
import { createI18n } from '@stallhub/i18n';
import { readCatalogue } from '@stallhub/i18n/files';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../../components/currency/currency-context.tsx';
import { I18nProvider } from '../../../i18n/use-t.ts';
import { ItemCard } from './item-card.tsx';
import { testCard } from './test-card.ts';

const catalogue = readCatalogue('cn');

const item: Item = testCard();

function renderCard(card: Item, currency = 'CNY', stallShown = true) {
  return render(
    <I18nProvider i18n={createI18n('cn', catalogue)}>
      <MemoryRouter initialEntries={['/gz?page=2']}>
        <CurrencyProvider locator={{ currency, rates: { CNY: 1, USD: 0.14 }, updatedAt: '' }} locale="zh-CN">
          <ItemCard item={card} lang="cn" city="gz" stallShown={stallShown} />
        </CurrencyProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ItemCard', () => {
  it('guests see "log in to see price" leading to the login page with the way back', () => {
    renderCard(item);
    expect(screen.getByRole('link', { name: '登录看价格' }).getAttribute('href')).toBe(
      '/login.html?reurl=%2Fgz%3Fpage%3D2',
    );
  });

  it('a signed-in price is converted from CNY into the chosen currency', () => {
    renderCard({ ...item, price: 100 }, 'USD');
    expect(screen.getByText('$14.00')).toBeTruthy();
  });

  it('a price type other than 1 or 2 shows the price error', () => {
    renderCard({ ...item, price: 100, priceType: 5 });
    expect(screen.getByText('价格异常')).toBeTruthy();
  });

  it('shows title, art number, stall, address and service tags', () => {
    renderCard(item);
    // The picture and the title both open the item.
    const links = screen.getAllByRole('link', { name: item.title });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/item/v42', '/item/v42']);
    expect(screen.getByText('货号：A-881')).toBeTruthy();
    expect(screen.getByRole('link', { name: '阿玲服饰' }).getAttribute('href')).toBe('/shop/7');
    expect(screen.getAllByText('新中国大厦 3F A312').length).toBeGreaterThan(0);
    expect(screen.getByText('现货')).toBeTruthy();
    expect(screen.getByText('代发')).toBeTruthy();
  });

  it('on its stall’s own page a card leaves out the stall block the header already shows', () => {
    renderCard(item, 'CNY', false);
    expect(screen.getByText('货号：A-881')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '阿玲服饰' })).toBeNull();
    expect(screen.queryByText('新中国大厦 3F A312')).toBeNull();
  });

  it('hovering the picture swaps the counts strip for the action strip; leaving swaps back', () => {
    const { container } = renderCard(item);
    const picture = container.querySelector('img')!.closest('div')!;
    expect(screen.getByTestId('card-info').textContent).toContain('上传 300');
    expect(screen.queryByText('找同款')).toBeNull();

    fireEvent.pointerEnter(picture, { pointerType: 'mouse' });
    expect(screen.queryByTestId('card-info')).toBeNull();
    expect(screen.getByTestId('card-listing').getAttribute('aria-expanded')).toBe('false');
    // Favourite is a button: the sign-in gate sends a guest to sign in when clicked.
    expect(screen.getByTestId('card-favourite').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('card-favourite').textContent).toBe('收藏');
    expect(screen.getByText('找同款').closest('a')!.getAttribute('href')).toBe(
      '/gz/samestyle/42?searchCity=gz',
    );

    fireEvent.pointerLeave(picture, { pointerType: 'mouse' });
    expect(screen.getByTestId('card-info')).toBeTruthy();
    expect(screen.queryByText('找同款')).toBeNull();
  });

  it('shows the server’s isFavorited on the favourite button and flags a blocked stall', () => {
    const { container } = renderCard({ ...item, isFavorited: 1, isBlock: true });
    fireEvent.pointerEnter(container.querySelector('img')!.closest('div')!, { pointerType: 'mouse' });
    expect(screen.getByTestId('card-favourite').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('card-favourite').textContent).toBe('已收藏');
    expect(screen.getByTestId('card-blocked').textContent).toBe('已屏蔽的档口');
  });

  it('stall badge info shows on hover and hides 300 ms after leaving', () => {
    vi.useFakeTimers();
    renderCard(item);
    const trigger = screen.getByRole('button', { name: /^阿玲服饰的档口资质/ });
    const area = trigger.parentElement!;
    fireEvent.mouseEnter(area);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseLeave(area);
    act(() => vi.advanceTimersByTime(STALL_HOVER_HIDE_MS - 1));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
