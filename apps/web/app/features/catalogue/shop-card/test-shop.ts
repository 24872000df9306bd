import type { ShopCard } from '@stallhub/contracts';

/** A stall card for the web tests: a plain gz stall without badges or thumbnails, changed by `overrides`. */
export const testShop = (shopId: number, name: string, overrides: Partial<ShopCard> = {}): ShopCard => ({
  shopId,
  name,
  slogan: '',
  subName: '新中国大厦',
  floor: '3F',
  position: `A${shopId}`,
  cityMarketCode: 'gz',
  isGoldShop: false,
  cooperateShop: false,
  years: 2,
  top: 0,
  strength: false,
  strengthType: 0,
  creditLevel: 1,
  items: [],
  ...overrides,
});
