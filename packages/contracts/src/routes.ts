// The calls the browser makes, zod-free so no schema reaches the page's scripts. Each is used by its
// call definition beside its schemas, so the path is written once.
import type {
  LoginCheckData,
  LoginCheckInput,
  LoginData,
  LoginInput,
  MobileCheckData,
  MobileInput,
  MobileVerifyData,
  MobileVerifyInput,
  SliderAnswerInput,
  SliderChallenge,
  SliderChallengeInput,
  SliderToken,
  SmsCodeData,
  SmsCodeInput,
  SmsLoginData,
  SmsLoginInput,
} from './auth.ts';
import type {
  CartAddData,
  CartBatchInput,
  CartItemInput,
  CartListInput,
  CartRemoveInput,
  CartUpdateInput,
  CartView,
  PurchaseAddAllInput,
  PurchaseList,
} from './cart.ts';
import type { ItemCard, ShopCard } from './catalogue.ts';
import type { FeedPage, HomeFeedInput } from './content.ts';
import type { CouponReceiveData, CouponReceiveInput, NewUserCoupon, NewUserCouponInput } from './coupons.ts';
import type {
  ActivateEmailInput,
  EmailRegisterData,
  EmailRegisterInput,
  VerifyEmailCodeData,
  VerifyEmailCodeInput,
} from './email-account.ts';
import type * as Favourites from './favourites.ts';
import type {
  GoodsHistoryInput,
  GoodsHistoryPage,
  ItemDetail,
  ItemDetailInput,
  ItemRowInput,
  MidHotInput,
  RelatedItems,
  ReminderRecord,
  RemindInput,
} from './item-detail.ts';
import type {
  ChangePasswordData,
  ChangePasswordInput,
  PasswordInfo,
  ResetByEmailInput,
  ResetBySmsInput,
  ResetLinkInput,
  ResetSmsCodeData,
  ResetSmsCodeInput,
} from './password.ts';
import type { RankIndex, RankIndexInput } from './rankings.ts';
import { defineRoute } from './route.ts';
import type {
  SearchSuggest,
  SearchSuggestion,
  SuggestInput,
  SuggestTopicInput,
  TopicMatch,
} from './search.ts';
import type { SecondVerifyData, SecondVerifyInput } from './second-step.ts';
import type { TokenRefreshData } from './session.ts';
import type { CityInput } from './shell.ts';
import type { ShopIdInput, ShopVisits } from './shop.ts';
import type { GoogleAuthUrlData, GoogleAuthUrlInput } from './third-party-sign-in.ts';
import type { LoginInfo, LoginInfoInput, UnreadInfo } from './users.ts';

export const homeFeedRoute = defineRoute<HomeFeedInput, FeedPage>('GET', '/apif/index/globalFeed');
export const suggestionRoute = defineRoute<CityInput, SearchSuggestion>('GET', '/apif/search/suggestion');
export const searchSuggestRoute = defineRoute<SuggestInput, SearchSuggest>('GET', '/apif/search/suggest');
export const searchSuggestTopicRoute = defineRoute<SuggestTopicInput, TopicMatch>(
  'GET',
  '/apif/search/suggest/topic',
);

// Sign-in and the user (spec 1 §7).
export const loginRoute = defineRoute<LoginInput, LoginData>('POST', '/apic/login');
export const mobileCheckRoute = defineRoute<MobileInput, MobileCheckData>('POST', '/apic/sf/mobile-check');
export const loginCheckRoute = defineRoute<LoginCheckInput, LoginCheckData>('POST', '/apic/login/c');
export const smsCodeRoute = defineRoute<SmsCodeInput, SmsCodeData>('POST', '/apic/smsCode4Login');
export const smsLoginRoute = defineRoute<SmsLoginInput, SmsLoginData>('POST', '/apic/sf/smsLoginAndRegister');
export const mobileVerifyRoute = defineRoute<MobileVerifyInput, MobileVerifyData>(
  'POST',
  '/apic/mobileVerify',
);
// POST, not the spec's GET: a cross-site link or <img> must not sign anyone out (issue 12 item 4).
export const logoutRoute = defineRoute<Record<string, never>, null>('POST', '/apic/user/logout');
export const loginInfoRoute = defineRoute<LoginInfoInput, LoginInfo>('GET', '/apic/user/login/info');
export const unreadInfoRoute = defineRoute<Record<string, never>, UnreadInfo>(
  'GET',
  '/apic/user/unread/info',
);
/** Our slider captcha (the spec's third-party slider; paths ours). */
export const captchaSliderRoute = defineRoute<SliderChallengeInput, SliderChallenge>(
  'GET',
  '/apic/captcha/slider',
);
export const captchaSliderVerifyRoute = defineRoute<SliderAnswerInput, SliderToken>(
  'POST',
  '/apic/captcha/slider/verify',
);

// The item page (spec 3 §7 "Item and shop"), remind-to-open (spec 1 §7) and browsing history (ours).
export const itemDetailRoute = defineRoute<ItemDetailInput, ItemDetail>('GET', '/apif/item/');
export const relatedItemsRoute = defineRoute<ItemRowInput, RelatedItems>('GET', '/apif/item/relatedOpt');
export const itemRecommendRoute = defineRoute<ItemRowInput, ItemCard[]>(
  'GET',
  '/apif/v1/item/right/recommend',
);
export const midHotRoute = defineRoute<MidHotInput, ItemCard[]>('GET', '/apif/item/mid-hot');
export const alsoViewedRoute = defineRoute<ItemRowInput, ItemCard[]>('GET', '/apif/item/watchList');
export const itemShopRecommendRoute = defineRoute<ItemDetailInput, ShopCard[]>(
  'GET',
  '/apif/item/right/recommend/shop',
);
// The stall page's similar-stalls panel, asked for when a buyer opens it (path not shown in the spec; ours).
export const similarShopsRoute = defineRoute<ShopIdInput, ShopCard[]>('GET', '/apif/shop/similar');
// A stall page's visit, logged once the page runs in a browser (spec 3 §7 path; what it answers is ours).
export const shopVisitRoute = defineRoute<ShopIdInput, ShopVisits>('GET', '/apif/shop/log/stat');
export const remindToBeMemberRoute = defineRoute<RemindInput, ReminderRecord>(
  'POST',
  '/apic/user/remainToBeMember',
);
export const goodsHistoryRoute = defineRoute<GoodsHistoryInput, GoodsHistoryPage>(
  'GET',
  '/apic/user/goodsHistory',
);
// Rankings (spec 3 §7 "Stall rankings"): a ranking tab loads its further pages itself.
export const rankIndexRoute = defineRoute<RankIndexInput, RankIndex>('GET', '/apif/rank-index/v1');
// Keeping the session alive, and the new-user coupon (spec 1 §4, §7).
export const tokenRefreshRoute = defineRoute<Record<string, never>, TokenRefreshData>('POST', '/apic/o/r');
export const newUserCouponRoute = defineRoute<NewUserCouponInput, NewUserCoupon>(
  'POST',
  '/apic/coupon/info/newUser',
);
export const couponReceiveRoute = defineRoute<CouponReceiveInput, CouponReceiveData>(
  'POST',
  '/apic/user/coupon/receive',
);
export const emailRegisterRoute = defineRoute<EmailRegisterInput, EmailRegisterData>(
  'POST',
  '/apic/emailRegister',
);
export const verifyEmailCodeRoute = defineRoute<VerifyEmailCodeInput, VerifyEmailCodeData>(
  'POST',
  '/apic/verifyEmailValidateCode',
);
export const activateEmailRoute = defineRoute<ActivateEmailInput, null>('POST', '/apic/activateEmail');
/** The global social sign-in button: answers data.authUrl (spec 1 §7). */
export const googleAuthUrlRoute = defineRoute<GoogleAuthUrlInput, GoogleAuthUrlData>(
  'POST',
  '/apic/oauth/google/url',
);
// Cart and purchase list (spec 3 §7); the list, count, update and remove paths are ours.
export const cartAddRoute = defineRoute<CartItemInput, CartAddData>('POST', '/apic/user/cart/add');
export const favoriteCartAddRoute = defineRoute<CartItemInput, CartAddData>(
  'POST',
  '/apic/user/favoriteItem/addCart',
);
export const cartBatchAddRoute = defineRoute<
  CartBatchInput,
  { user_key: string | null; added: number; cartCount: number }
>('POST', '/api/transaction/cart/batchadd');
export const cartListRoute = defineRoute<CartListInput, CartView>('GET', '/apic/user/cart/list');
export const cartCountRoute = defineRoute<Record<string, never>, { cartCount: number }>(
  'GET',
  '/apic/user/cart/count',
);
export const cartUpdateRoute = defineRoute<CartUpdateInput, CartView>('POST', '/apic/user/cart/update');
export const cartRemoveRoute = defineRoute<CartRemoveInput, CartView>('POST', '/apic/user/cart/delete');
export const purchaseAddAllRoute = defineRoute<PurchaseAddAllInput, { orders_amount: number }>(
  'POST',
  '/apic/user/purchase/addAll',
);
export const purchaseListRoute = defineRoute<Record<string, never>, PurchaseList>(
  'GET',
  '/apic/user/purchase/list',
);
// Favourite items, followed stalls, blocked stalls (spec 3 §7 "Cart, purchase list, favourites, ...").
export const favouriteItemAddRoute = defineRoute<Favourites.FavouriteItemInput, Favourites.FavouriteState>(
  'POST',
  '/apic/user/favoriteItem/add',
);
export const favouriteItemsAddRoute = defineRoute<
  Favourites.FavouriteItemsInput,
  Favourites.FavouriteBatchResult
>('POST', '/apic/user/favoriteItems/add');
export const favouriteItemCancelRoute = defineRoute<Favourites.FavouriteItemInput, Favourites.FavouriteState>(
  'POST',
  '/apic/user/favoriteItem/cancel',
);
export const favouriteItemsListRoute = defineRoute<
  Favourites.FavouritesPageInput,
  Favourites.FavouriteItemsPage
>('GET', '/apic/user/favoriteData');
export const favouriteOffShelfItemsRoute = defineRoute<
  Favourites.FavouritesPageInput,
  Favourites.ItemCardsPage
>('POST', '/apic/userCenter/item/offShelfList');
export const followShopRoute = defineRoute<Favourites.StallIdInput, Favourites.FollowState>(
  'POST',
  '/apic/user/favoriteShop/add',
);
export const followShopBatchRoute = defineRoute<Favourites.StallIdsInput, Favourites.FollowBatchResult>(
  'POST',
  '/apic/user/favoriteShop/addBatch',
);
export const followShopCancelRoute = defineRoute<Favourites.StallIdInput, Favourites.FollowState>(
  'POST',
  '/apic/user/favoriteShop/cancel',
);
export const hasFollowedShopRoute = defineRoute<Favourites.StallIdInput, Favourites.StallRelation>(
  'GET',
  '/apic/user/favoriteShop/hasFavorite',
);
export const followedShopsListRoute = defineRoute<Favourites.FavouritesPageInput, Favourites.StallRowsPage>(
  'GET',
  '/apif/user/favoriteShop/list',
);
export const followedShopsAdviceRoute = defineRoute<Favourites.FollowAdviceInput, Favourites.StallRowsPage>(
  'GET',
  '/apif/user/favoriteShop/adviceList',
);
export const followedShopsFeedRoute = defineRoute<Favourites.FavouritesPageInput, Favourites.ItemCardsPage>(
  'GET',
  '/apif/user/focusNew/list',
);
export const followedShopsOffShelfRoute = defineRoute<
  Favourites.FavouritesPageInput,
  Favourites.ItemCardsPage
>('GET', '/apif/user/focus/offlog');
export const blockShopRoute = defineRoute<Favourites.StallIdInput, Favourites.BlockState>(
  'POST',
  '/apic/block/shops/add',
);
export const unblockShopRoute = defineRoute<Favourites.StallIdInput, Favourites.BlockState>(
  'POST',
  '/apic/block/shops/cancel',
);
export const stallBlackListRoute = defineRoute<Favourites.FavouritesPageInput, Favourites.StallRowsPage>(
  'GET',
  '/apic/user/stallBlackList',
);
/** The second step of a password sign-in (spec 1 §4 code 423). */
export const secondVerifyRoute = defineRoute<SecondVerifyInput, SecondVerifyData>(
  'POST',
  '/apic/login/second',
);
// Password recovery (/findpwd.html, spec 1 §2; the paths are ours) and the signed-in change.
export const resetSmsCodeRoute = defineRoute<ResetSmsCodeInput, ResetSmsCodeData>(
  'POST',
  '/apic/findpwd/smsCode',
);
export const resetBySmsRoute = defineRoute<ResetBySmsInput, null>('POST', '/apic/findpwd/sms');
export const resetLinkRoute = defineRoute<ResetLinkInput, null>('POST', '/apic/findpwd/emailLink');
export const resetByEmailRoute = defineRoute<ResetByEmailInput, null>('POST', '/apic/findpwd/email');
export const passwordInfoRoute = defineRoute<Record<string, never>, PasswordInfo>(
  'GET',
  '/apic/user/password/info',
);
export const changePasswordRoute = defineRoute<ChangePasswordInput, ChangePasswordData>(
  'POST',
  '/apic/user/password/change',
);
