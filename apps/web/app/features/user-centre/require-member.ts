import {
  type ApiClient,
  type City,
  type Language,
  type LoginInfo,
  loginInfoRoute,
} from '@stallhub/contracts';
import { redirect } from 'react-router';
import { resolveLocale } from '../../routing/localized-route.ts';
import { signInHref } from '../sign-in-gate/use-sign-in-gate.ts';

/**
 * The user centre is for members only (spec 3 §2, §6): a guest goes to /login.html with the way back
 * here. Every user-centre loader asks, since loaders run side by side and none may answer a guest.
 */
export async function requireMember(
  request: Request,
  params: { lang?: string },
  api: ApiClient,
): Promise<{ lang: Language; city: City; me: LoginInfo }> {
  const { lang, city } = resolveLocale(request, params);
  const me = await api.call(loginInfoRoute, { city });
  if (me.userId === null) {
    const url = new URL(request.url);
    throw redirect(signInHref(lang, url.pathname + url.search));
  }
  return { lang, city, me };
}
