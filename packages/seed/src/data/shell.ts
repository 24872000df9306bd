import type { City, Currency } from '@stallhub/contracts';

export interface NavData {
  /** i18n key suffix: the label is `nav.<key>`. */
  key: string;
  /** `{city}` is filled at render. */
  path: string;
  tag: 'NEW' | 'SALE' | 'HOT' | null;
  showNewAmount: boolean;
}

const nav = (key: string, path: string, tag: NavData['tag'] = null, showNewAmount = false): NavData => ({
  key,
  path,
  tag,
  showNewAmount,
});

const HOME = nav('home', '/{city}');
const FIND_STALLS = nav('findStalls', '/{city}/markets.html');
const STALL_RANKING = nav('stallRanking', '/{city}/rank/index');
const ITEM_RANKING = nav('itemRanking', '/topic/item/rankingList');
const SPOT_GOODS = nav('spotGoods', '/goodsInStockList');
const DAILY_NEW = nav('dailyNew', '/{city}/new.html', 'NEW', true);
const QUALITY = nav('quality', '/commoditySection');
const IMAGE_SEARCH_HOT = nav('imageSearchHot', '/tusouHotList');
const SEVEN_DAY_HOT = nav('sevenDayHot', '/{city}/hot/index.html');
const FOLLOWED_STALLS = nav('followedStalls', '/user/favoriteshop.html');

/** The navigation bar of each city (spec 1 §2 "Navigation bar"). */
export const NAV_DATA: Record<City, readonly NavData[]> = {
  gz: [
    HOME,
    FIND_STALLS,
    STALL_RANKING,
    ITEM_RANKING,
    SPOT_GOODS,
    DAILY_NEW,
    QUALITY,
    IMAGE_SEARCH_HOT,
    SEVEN_DAY_HOT,
    nav('videoZone', '/{city}/video.html'),
    FOLLOWED_STALLS,
    nav('serviceMarket', '/service/market.html'),
  ],
  pn: [HOME, FIND_STALLS, DAILY_NEW, STALL_RANKING, SPOT_GOODS, nav('activity', '/activityItemList', 'SALE'), FOLLOWED_STALLS],
  xt: [HOME, FIND_STALLS, DAILY_NEW, STALL_RANKING, nav('strengthNew', '/strengthNewItem', 'HOT'), FOLLOWED_STALLS],
  jfn: [HOME, FIND_STALLS, DAILY_NEW, STALL_RANKING, ITEM_RANKING, SPOT_GOODS, { ...IMAGE_SEARCH_HOT, tag: 'HOT' }, FOLLOWED_STALLS],
  hz: [HOME, FIND_STALLS, DAILY_NEW, STALL_RANKING, ITEM_RANKING, QUALITY, SEVEN_DAY_HOT, FOLLOWED_STALLS],
  hznz: [HOME, FIND_STALLS, DAILY_NEW, STALL_RANKING, QUALITY, nav('activity', '/activityItemList', 'SALE'), FOLLOWED_STALLS],
};

/** Units of each currency per 1 CNY, as of the demo's "now". */
export const CURRENCY_RATES: Record<Currency, number> = {
  CNY: 1,
  USD: 0.1405,
  EUR: 0.1298,
  THB: 4.92,
  MYR: 0.6312,
  VND: 3598,
  KRW: 195.4,
  JPY: 21.37,
  TWD: 4.41,
  GBP: 0.1102,
  INR: 11.87,
};
