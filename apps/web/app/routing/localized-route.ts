import type { City, Language } from '@stallhub/contracts';
import { redirect } from 'react-router';
import { cookieCity, cookieLanguage, isCity, isLanguage, statusErrorPath } from './locale.ts';

/**
 * The language and city of a route with an optional language prefix and an optional city (spec 1 §2).
 * A non-Chinese reader on an unprefixed path is sent to the prefixed one; a bad city is an unknown path.
 */
export function resolveLocale(
  request: Request,
  params: { lang?: string; city?: string },
): { lang: Language; city: City } {
  const cookie = request.headers.get('cookie');
  if (params.lang !== undefined && !isLanguage(params.lang)) throw redirect(statusErrorPath());
  const url = new URL(request.url);
  // A language where a city belongs (/en/list/index.html, the language form of a city-less path) means
  // that page in the cookie's city: city codes and language codes never overlap.
  if (params.lang === undefined && params.city !== undefined && isLanguage(params.city)) {
    const rest = url.pathname.slice(params.city.length + 1);
    throw redirect(`/${params.city}/${cookieCity(cookie)}${rest}${url.search}`);
  }
  if (params.city !== undefined && !isCity(params.city)) throw redirect(statusErrorPath(params.lang));
  const lang = params.lang ?? cookieLanguage(cookie);
  if (params.lang === undefined && lang !== 'cn') throw redirect(`/${lang}${url.pathname}${url.search}`);
  return { lang: lang as Language, city: (params.city as City | undefined) ?? cookieCity(cookie) };
}
