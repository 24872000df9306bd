import { BOTTOM_LOGIN_BAR_DELAY_MS } from '@stallhub/contracts';
import { splitLanguage } from '../../routing/locale.ts';

/** Pages a search or a category lands on: item search, stall search and the category lists. */
const SEARCH_OR_CATEGORY = [/^\/[a-z]+\/search\//, /^\/[a-z]+\/shops\/search\.html$/, /^(\/[a-z]+)?\/list\//];

export const isSearchOrCategoryPage = (pathname: string) => {
  const { rest } = splitLanguage(pathname);
  return SEARCH_OR_CATEGORY.some((pattern) => pattern.test(rest));
};

/** Spec 1 §2, §9: the bar shows after 30 s, at once on search and category pages. */
export const loginBarDelay = (pathname: string) =>
  isSearchOrCategoryPage(pathname) ? 0 : BOTTOM_LOGIN_BAR_DELAY_MS;

/** The event that shows the bar again on search and category pages (after it was closed). */
export const SHOW_LOGIN_BAR_EVENT = 'stallhub:show-login-bar';

/** What a guest turning a page of results calls to bring the bar back (only search and category pages listen). */
export const showLoginBar = () => window.dispatchEvent(new Event(SHOW_LOGIN_BAR_EVENT));
