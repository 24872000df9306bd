import { COOKIE, type Language } from '@stallhub/contracts';
import { redirect } from 'react-router';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath, readCookie } from '../../routing/locale.ts';

/** "All user-centre routes require login" (spec 3 §6): a guest goes to the login page and back here. */
export function requireMember(request: Request, lang: Language): void {
  if (!readCookie(request.headers.get('cookie'), COOKIE.uid)) throw toLogin(request, lang);
}

/** A call answered 401 (the session ended while the uid cookie stayed): sign in again, then back. */
export function rethrowAsLogin(request: Request, lang: Language) {
  return (error: unknown) => {
    const status = (error as { status?: number } | null)?.status;
    throw status === 401 ? toLogin(request, lang) : error;
  };
}

function toLogin(request: Request, lang: Language) {
  const url = new URL(request.url);
  return redirect(localePath(lang, loginPath(url.pathname + url.search)));
}
