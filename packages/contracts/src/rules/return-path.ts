/** A base no real request uses: what resolves against it and keeps its origin stays on this site. */
const SITE = 'http://same.site';

/**
 * The return address after sign-in: a path of this site only, so the login page is never an open
 * redirect. The value is normalised as a browser would (dot segments, %2e, backslashes read as
 * slashes, tabs and newlines dropped) first, and only the result is judged: "/.//evil" normalises to
 * "//evil", a protocol-relative address of another host.
 */
export function safeReturnPath(reurl: string | null | undefined): string | null {
  if (!reurl) return null;
  const value = reurl.trim();
  if (!value.startsWith('/')) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, SITE);
  } catch {
    return null;
  }
  if (parsed.origin !== SITE) return null;
  const path = parsed.pathname + parsed.search + parsed.hash;
  // A browser reads a leading "//" (or "/\") in a Location or assign() as another host.
  if (/^[/\\]{2}/.test(path)) return null;
  // The login page itself would only bring the reader back here.
  if (/^\/(?:[a-z-]+\/)?login\.html$/i.test(parsed.pathname)) return null;
  return path;
}
