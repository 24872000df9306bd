import { describe, expect, it } from 'vitest';
import { currentPage, menuFor, USER_CENTRE_MENU, userCentreHref } from './pages.ts';

describe('user centre menu', () => {
  it('marks the page a path belongs to, with or without a language prefix', () => {
    expect(currentPage('/user/message.html')).toBe('messages');
    expect(currentPage('/en/user/message.html')).toBe('messages');
    expect(currentPage('/pt-br/goods-history')).toBe('goodsHistory');
    expect(currentPage('/user/unknown.html')).toBeNull();
  });

  it('links every user-centre page of the spec by its path, prefixed outside Chinese', () => {
    const paths = USER_CENTRE_MENU.flatMap((group) => group.pages.map((page) => page.path));
    for (const path of [
      '/user/home.html',
      '/user/favorite.html',
      '/user/favoriteshop.html',
      '/user/favoriteShopOffShelves.html',
      '/user/stallBlackList.html',
      '/user/itemOffShelves.html',
      '/user/message.html',
      '/user/account/updatePhone.html',
      '/goods-history',
    ]) {
      expect(paths).toContain(path);
    }
    expect(userCentreHref('cn', '/user/home.html')).toBe('/user/home.html');
    expect(userCentreHref('ja', '/user/home.html')).toBe('/ja/user/home.html');
  });
});

describe('orders in the user centre menu (issue 16 §3)', () => {
  const keys = (stallOwner: boolean) =>
    menuFor(stallOwner).flatMap((group) => group.pages.map((page) => page.key));

  it('offers every member their orders, and the stall orders to a stall owner only', () => {
    expect(keys(false)).toContain('orders');
    expect(keys(false)).not.toContain('stallOrders');
    expect(keys(true)).toContain('stallOrders');
  });

  it("marks an order's page as the orders list's", () => {
    expect(currentPage('/en/user/order.html')).toBe('orders');
    expect(currentPage('/user/orders.html')).toBe('orders');
    expect(currentPage('/user/stallOrders.html')).toBe('stallOrders');
  });
});
