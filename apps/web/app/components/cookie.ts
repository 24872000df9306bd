/** The Set-Cookie text for a display cookie the pages write (lang, currency): whole site, Lax. */
export const cookieText = (name: string, value: string, maxAgeSeconds: number) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;

export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain display cookie; the Cookie Store API is not in every browser we serve
  document.cookie = cookieText(name, value, maxAgeSeconds);
}
