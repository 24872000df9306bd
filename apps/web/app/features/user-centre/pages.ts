import type { Language } from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

/**
 * Every page of the user centre as its menu lists them (spec 3 §2), grouped as the sidebar shows them.
 * Favourites, follows, blocks and the purchase list are built elsewhere; the menu only links to them.
 */
export const USER_CENTRE_MENU = [
  {
    group: 'account',
    pages: [
      { key: 'home', path: '/user/home.html' },
      { key: 'messages', path: '/user/message.html' },
      { key: 'updatePhone', path: '/user/account/updatePhone.html' },
      { key: 'password', path: '/user/account/password.html' },
      { key: 'addresses', path: '/user/addresses.html' },
      { key: 'coupons', path: '/user/coupons.html' },
    ],
  },
  {
    group: 'sourcing',
    pages: [
      { key: 'favorite', path: '/user/favorite.html' },
      { key: 'favoriteShop', path: '/user/favoriteshop.html' },
      { key: 'favoriteShopOffShelves', path: '/user/favoriteShopOffShelves.html' },
      { key: 'itemOffShelves', path: '/user/itemOffShelves.html' },
      { key: 'stallBlackList', path: '/user/stallBlackList.html' },
      { key: 'goodsHistory', path: '/goods-history' },
      { key: 'purchase', path: '/user/purchase.html' },
      { key: 'orders', path: '/user/orders.html' },
    ],
  },
  {
    group: 'listing',
    pages: [
      { key: 'uploadSetting', path: '/transaction/user/uploadSetting.html' },
      { key: 'favoriteUpload', path: '/user/favoriteUpload.html' },
    ],
  },
  // Only for a stall owner (userType 1): the orders of the stall they keep.
  { group: 'stall', pages: [{ key: 'stallOrders', path: '/user/stallOrders.html' }] },
] as const;

/** The menu a user sees: the stall group only for a stall owner. */
export const menuFor = (stallOwner: boolean) =>
  USER_CENTRE_MENU.filter(({ group }) => stallOwner || group !== 'stall');

export type UserCentrePage = (typeof USER_CENTRE_MENU)[number]['pages'][number]['key'];

/** A user-centre page in the reader's language: /user/home.html, /en/user/home.html. */
export const userCentreHref = (lang: Language, path: string) => localePath(lang, path);

/** The menu entry a path belongs to, whatever its language prefix. */
export function currentPage(pathname: string): UserCentrePage | null {
  const bare = pathname.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/)/, '');
  // An order's page belongs to the list it opens from.
  if (bare === '/user/order.html') return 'orders';
  for (const { pages } of USER_CENTRE_MENU) {
    for (const page of pages) if (page.path === bare) return page.key;
  }
  return null;
}
