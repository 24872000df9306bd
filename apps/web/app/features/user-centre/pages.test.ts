import { describe, expect, it } from 'vitest';
import { currentPage, USER_CENTRE_MENU, userCentreHref } from './pages.ts';

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
