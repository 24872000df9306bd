// The spec's constants, once. Spec 1 §1, §9 and spec 3 §1, §9.

export const LANGUAGES = ['cn', 'en', 'ko', 'ja', 'de', 'fr', 'es', 'vi', 'th', 'pt-br'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cn';

/** Cities with a home page and a navigation bar. */
export const CITIES = ['gz', 'pn', 'xt', 'jfn', 'hz', 'hznz'] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'gz';

/** Market ids by city code; jm and yw appear only in name lists. */
export const MARKET_IDS = { gz: 1, pn: 2, jfn: 3, xt: 4, hz: 5, hznz: 6, jm: 10, yw: 11 } as const;
export type CityMarketCode = keyof typeof MARKET_IDS;
export const CITY_MARKET_CODES = Object.keys(MARKET_IDS) as CityMarketCode[];

/** Cities that show the "apply for materials" header link. */
export const MATERIALS_CITIES: readonly City[] = ['gz', 'jfn'];

export const CURRENCIES = {
  CNY: '¥',
  USD: '$',
  EUR: '€',
  THB: '฿',
  MYR: 'RM',
  VND: '₫',
  KRW: '₩',
  JPY: '¥',
  TWD: 'NT$',
  GBP: '£',
  INR: '₹',
} as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];
export const BASE_CURRENCY: Currency = 'CNY';

const DAY = 24 * 60 * 60;
/** Cookie lifetimes in seconds (spec 1 §9). */
export const COOKIE_MAX_AGE = {
  city: 30 * DAY,
  lang: 730 * DAY,
  userKey: 30 * DAY,
  uno: 7 * DAY,
  refreshFlag: 1 * DAY,
  miaoWarning: 1 * DAY,
  currency: 730 * DAY,
  /** The session and the display cookies of a sign-in without auto-login (spec 1 §9). */
  signIn: 14 * DAY,
  /** The same with auto-login ticked. */
  signInAuto: 120 * DAY,
} as const;

/** The auto-login flag cookies last this many times the sign-in lifetime (spec 1 §9). */
export const AUTO_LOGIN_FLAG_FACTOR = 3;

export const COOKIE = {
  city: 'city',
  lang: 'lang',
  currency: 'currency',
  userKey: 'user_key',
  uid: 'uid',
  /** The server's httpOnly session; the only evidence of identity. */
  session: 'sid',
  tryReload: 'tryReload',
  // Display cookies set at sign-in for the pages (spec 1 §3); never evidence of identity.
  userType: 'ut',
  userName: 'userName',
  mobileConfirmed: 'umc',
  mobile: 'mobile',
  phoneNumber: 'pn',
  userNo: 'uno',
  defaultShopId: 'defaultShopId',
  defaultShopName: 'defaultShopName',
  shopId: 'shopId',
  shopName: 'shopName',
  posName: 'posName',
  autoLogin: 'userLoginAuto',
  generateToken: 'generateToken',
  refreshFlag: 'hasRefreshTk',
  /** Set when the new-user coupon dialog was shown; it lasts until the end of that day (spec 1 §4). */
  newUserCoupon: 'NEWUSERCOUPON',
  /** Device id; sign-in calls also send it as the device-id header. */
  deviceId: 'cu',
} as const;

/** Sign-in and sign-up rules (spec 1 §5, §9). */
export const PHONE_PATTERN = /^1\d{10}$/;
export const PHONE_LENGTH = 11;
/** The SMS code's length, as the forms take it; its whole rule is `SMS_CODE` (auth/constants.ts). */
export const SMS_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 30;
/** Captcha types: the slider embedded in the form, and the popup raised by needVerifyType 20. */
export const CAPTCHA_TYPE = { embedded: 10, popup: 20 } as const;
export type CaptchaType = (typeof CAPTCHA_TYPE)[keyof typeof CAPTCHA_TYPE];
/** The captcha is required once an account's (or an address's) failures exceed this. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 2;
export const REGISTER_SOURCE = { default: 10, globalSocial: 12, otherSocial: 13 } as const;
export const REGISTER_ENDPOINT = 1;
export const REGISTER_TYPE = 0;
/** userType: 1 stall owner, 0 shop owner (spec 1 §1). */
export const USER_TYPE = { shopOwner: 0, stallOwner: 1 } as const;

export const SEARCH_HISTORY_MAX = 10;
export const PLACEHOLDER_ROTATE_MS = 5_000;
export const SUGGESTION_HIDE_MS = 500;
/** Pause in typing before the search box asks for completions (ours: one call per word, not per key). */
export const SUGGEST_DEBOUNCE_MS = 200;
export const STALL_HOVER_HIDE_MS = 300;
export const CHAT_TIP_HIDE_MS = 500;
export const CATEGORY_FLYOUT_DELAY_MS = 50;
export const MENU_INLINE_MARKETS = 15;
export const MENU_INLINE_STYLES = 9;
export const CARDS_PER_FLOOR = 5;
export const CART_BADGE_MAX = 99;
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
export const BOTTOM_LOGIN_BAR_DELAY_MS = 30_000;
/**
 * Dialog widths in CSS pixels (spec 1 §9, spec 3 §9); a narrower window gets the window less a margin.
 * The confirm and agreement widths are ours: the spec names none for them.
 */
export const DIALOG_WIDTH = {
  signIn: 398,
  addToCart: 660,
  confirm: 360,
  agreement: 760,
} as const;
/** Where the new-user coupon is asked for: the header image, the home dialog, the item page (spec 1 §7). */
export const COUPON_SCENES = ['index', 'index-dialog', 'product'] as const;
export type CouponScene = (typeof COUPON_SCENES)[number];
/** The buyers' user agreement the dialog shows takes effect on this day (spec 1 §2). */
export const USER_AGREEMENT_EFFECTIVE_DATE = '2019-04-23';

/** Years badges exist for 2 to 15 years in business (spec 3 §5). */
export const YEARS_BADGE_MIN = 2;
export const YEARS_BADGE_MAX = 15;
/** Ranking badge steps; the top-3000 badge needs 0 < rank <= 3000 (spec 3 §5). */
export const TOP_RANK_STEPS = [50, 100, 300, 1000, 3000] as const;

/** strengthType values (spec 3 §3). */
export const STRENGTH_TYPE = { strength: 0, factory: 1, warehouse: 2, newRelease: 4 } as const;

/** Credit levels and their 90-day thresholds (spec 3 §5): 3 excellent, 2 good, 0 general, 1 low. */
export const CREDIT_LEVEL = { general: 0, low: 1, good: 2, excellent: 3 } as const;
export const CREDIT_CYCLES = [90, 180, 365, 730, 1460] as const;
export type CreditCycle = (typeof CREDIT_CYCLES)[number];
/** creditDataList type codes: on-time shipping, return success, stock rate, same-style rate. */
export const CREDIT_DATA_TYPE = { onTimeShipping: 10, returnSuccess: 20, stockRate: 30, spRate: 40 } as const;

/** Price types that may show a price; any other is the stall price-setting error (spec 3 §4). */
export const VALID_PRICE_TYPES = [1, 2] as const;

/** Placeholder recommendation type 1 is a plain word; others with a topicId open the topic. */
export const PLACEHOLDER_TYPE_WORD = 1;
/** Suggestion entry types (spec 1 §3). */
export const SUGGESTION_TYPE = { ranking: 2, ad: 3, adAlt: 4 } as const;

export const DEFAULT_PAGE_SIZE = 40;
/** The home feed's pages: four floors of five; "load more" adds the next four. */
export const HOME_FEED_PAGE_SIZE = 4 * CARDS_PER_FLOOR;
export const MAX_PAGE_SIZE = 100;

/** Item search (spec 3 §3 "Search"): its sorts, and the facets it filters and counts by. */
export const ITEM_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'sales', 'uploads'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];
export const ITEM_FACETS = [
  'color',
  'size',
  'style',
  'modelId',
  'clothingPattern',
  'fabric',
  'season',
  'suitableAge',
  'credit',
  'strength',
  'services',
] as const;
export type ItemFacet = (typeof ITEM_FACETS)[number];
/** A search's words: at most this many characters, in the box and in every search call. */
export const SEARCH_WORDS_MAX = 100;
/** The deepest results page item search serves. */
export const SEARCH_MAX_PAGE = 1_000;
/** Hot items the empty search page recommends: two floors. */
export const NO_RESULT_RECOMMEND_SIZE = 2 * CARDS_PER_FLOOR;
/** The results page's recommendation floor (/apif/v1/searchPage/rec). */
export const SEARCH_REC_SIZE = CARDS_PER_FLOOR;
/** Categories, related words and other markets the search helpers answer at most. */
export const SEARCH_HELPER_LIMIT = 10;

/** The item page (spec 3 §2, §9): cards in its related and recommended rows, popular goods. */
export const ITEM_ROW_SIZE = 10;
/** The item page's recommended stalls: one floor of stalls selling the item's category. */
export const ITEM_PAGE_STALLS = CARDS_PER_FLOOR;
/** Popular goods: groups of 10 (one reading), shown 5 a slide (the other), 3 s autoplay, 1 s a slide. */
export const POPULAR_GOODS_SIZE = 10;
export const POPULAR_GOODS_PER_SLIDE = 5;
export const POPULAR_GOODS_AUTOPLAY_MS = 3_000;
export const POPULAR_GOODS_SLIDE_MS = 1_000;
/** remainToBeMember's type for "open chat" (spec 1 §7). */
export const REMIND_TYPE_CHAT = 2;
/** Browsing history keeps this many items per user, newest first. */
export const GOODS_HISTORY_MAX = 200;

/** Stall search sorts: ranking first (relevance), then best sellers, longest in business, most items. */
export const SHOP_SEARCH_SORTS = ['relevance', 'sales', 'years', 'items'] as const;
export type ShopSearchSort = (typeof SHOP_SEARCH_SORTS)[number];
/** Stall search badge filters: gold shop, cooperating stall. */
export const SHOP_SEARCH_TAGS = ['gold', 'cooperate'] as const;
export type ShopSearchTag = (typeof SHOP_SEARCH_TAGS)[number];
/** The new-release-first criteria tooltip of the shop header hides after 10 s (spec 3 §9). */
export const NEW_RELEASE_TIP_MS = 10_000;
/** The in-shop search box: this stall's items or the whole site's (spec 3 §2 "Shop header"). */
export const SHOP_SEARCH_SCOPES = ['shop', 'site'] as const;
export const SIMILAR_SHOPS = 6;
/** The stall home's category row: the categories of its on-shelf items it names at most, most first. */
export const SHOP_CATEGORIES_SHOWN = 30;
/** The stall header's visitor figure covers this many days, today included (ours). */
export const SHOP_VISIT_DAYS = 30;
/** Visits one address may log per minute: a buyer opens a few stalls a minute, a script thousands. */
export const SHOP_VISIT_RATE_LIMIT = 60;

/** Add-to-cart and purchase-list quantity (spec 3 §5, §9): a cart line is capped at the same 999. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;
/** Lines one batch add or purchase-list add may carry (ours: a page never sends more). */
export const CART_BATCH_MAX = 100;
/** The guest cart's key: 24 random bytes as base64url (192 bits; spec 1 §3 user_key, 30 days). */
export const GUEST_CART_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;
/** Followed stalls a user may keep (spec 3 §5, §9): the 1001st follow answers 202. */
export const FOLLOWED_SHOPS_MAX = 1000;
/**
 * Favourite items a user may keep. The spec names a 202 limit answer for favourites but not the
 * number; 5000 keeps the favourites page browsable and matches common marketplace caps.
 */
export const FAVOURITE_ITEMS_MAX = 5000;
/** Ids one batch call (favoriteItems/add, favoriteShop/addBatch) may carry. */
export const FAVOURITE_BATCH_MAX = 100;
