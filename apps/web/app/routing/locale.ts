import {
  CITIES,
  type City,
  COOKIE,
  COOKIE_MAX_AGE,
  DEFAULT_CITY,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
} from '@stallhub/contracts';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
export const isCity = (value: unknown): value is City =>
  typeof value === 'string' && (CITIES as readonly string[]).includes(value);

/** Reads one cookie from a Cookie header or document.cookie. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export const cookieLanguage = (header: string | null | undefined): Language => {
  const value = readCookie(header, COOKIE.lang);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

export const cookieCity = (header: string | null | undefined): City => {
  const value = readCookie(header, COOKIE.city);
  return isCity(value) ? value : DEFAULT_CITY;
};

/** A path in a language: Chinese has no prefix, every other language does (spec 1 §2). */
export const localePath = (lang: Language, path: string) => (lang === 'cn' ? path : `/${lang}${path}`);

/** Splits an optional language prefix off a pathname. */
export function splitLanguage(pathname: string): { lang: Language | null; rest: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLanguage(first)) return { lang: first, rest: `/${rest.join('/')}` };
  return { lang: null, rest: pathname };
}

/** Set-Cookie values for the route's city and language (spec 1 §2, §9: 30 and 730 days). */
export function localeCookies(city: City | null, lang: Language): string[] {
  const cookies = [`${COOKIE.lang}=${lang}; Path=/; Max-Age=${COOKIE_MAX_AGE.lang}; SameSite=Lax`];
  if (city) cookies.push(`${COOKIE.city}=${city}; Path=/; Max-Age=${COOKIE_MAX_AGE.city}; SameSite=Lax`);
  return cookies;
}

/** The error page (spec 1 §2) in the language of the page that was asked for. */
export const statusErrorPath = (lang: Language = DEFAULT_LANGUAGE) => localePath(lang, '/StatusError');
