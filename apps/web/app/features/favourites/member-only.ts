import type { Language } from '@stallhub/contracts';
import { redirect } from 'react-router';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';

/**
 * "All user-centre routes require login" (spec 3 §6): the page's call answered 401, so a guest goes to
 * the login page and back here. The session decides, never the uid display cookie: a session without
 * that cookie would bounce between this page and the login page forever.
 */
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
