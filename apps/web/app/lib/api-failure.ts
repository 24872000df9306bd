import { ApiError, NonJsonReply, SILENT_CODES, safeReturnPath } from '@stallhub/contracts';

/** What the page does about a failed call (spec 1 §8, spec 3 §8 "Shared handling"). */
export type FailureAction =
  | { kind: 'silent' }
  | { kind: 'message'; text: string }
  | { kind: 'login'; text: string; to: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'reload' };

export type Translate = (key: string) => string;

/** Code 488 carries where to go in data.reurl (spec 1 §7). */
const REDIRECT_CODE = 488;

export const loginPath = (returnUrl: string) => `/login.html?reurl=${encodeURIComponent(returnUrl)}`;

/**
 * Decides the handling of a failed call: 401 (HTTP or body) asks to log in and goes to the login page
 * with the return URL; 403, 404 and 500 show their texts unless the answer has its own message; the
 * spec's silent codes are rejected without a word; 488 follows data.reurl or reloads; an HTML answer
 * (a gateway page, a login wall) sends the page there.
 */
export function failureAction(error: unknown, currentUrl: string, t: Translate): FailureAction {
  if (!(error instanceof ApiError)) {
    if (error instanceof NonJsonReply) return { kind: 'redirect', to: error.url };
    return { kind: 'message', text: t('errors.networkAbnormal') };
  }
  const own = error.message?.trim();
  if (error.status === 401 || error.code === 401) {
    return { kind: 'login', text: own || t('errors.notLoggedIn'), to: loginPath(currentUrl) };
  }
  if ((SILENT_CODES as readonly number[]).includes(error.code)) return { kind: 'silent' };
  if (error.code === REDIRECT_CODE) {
    const reurl = (error.data as { reurl?: unknown } | null)?.reurl;
    // Only a path of this site: "//host" or "/\host" would leave it.
    const to = typeof reurl === 'string' ? safeReturnPath(reurl) : null;
    return to ? { kind: 'redirect', to } : { kind: 'reload' };
  }
  const fallback =
    error.status === 403
      ? 'errors.forbidden'
      : error.status === 404
        ? 'errors.notFound'
        : error.status >= 500
          ? 'errors.networkAbnormal'
          : 'errors.systemError';
  return { kind: 'message', text: own || t(fallback) };
}

/** The part of the page's location the shared handling moves. */
export type PageLocation = Pick<Location, 'pathname' | 'search' | 'assign' | 'reload'>;

/**
 * Moves the page as spec 1 §8 says every page does for a failed call: to sign in and back for a 401,
 * to data.reurl (or a reload) for 488, to the HTML page a call answered with. Failures that are only
 * a message are left to the caller, which knows where to show it.
 */
export function followFailure(error: unknown, location: PageLocation): void {
  const action = failureAction(error, location.pathname + location.search, (key) => key);
  if (action.kind === 'login' || action.kind === 'redirect') location.assign(action.to);
  else if (action.kind === 'reload') location.reload();
}
