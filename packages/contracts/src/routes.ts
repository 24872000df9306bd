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
import type { FeedPage, HomeFeedInput } from './content.ts';
import { defineRoute } from './route.ts';
import type {
  SearchSuggest,
  SearchSuggestion,
  SuggestInput,
  SuggestTopicInput,
  TopicMatch,
} from './search.ts';
import type { CityInput } from './shell.ts';
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
export const logoutRoute = defineRoute<Record<string, never>, null>('GET', '/apic/user/logout');
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
