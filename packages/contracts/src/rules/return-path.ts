/**
 * The return address after sign-in: a path of this site only. Anything that could leave the site
 * (another origin, a protocol-relative //host, a backslash browsers read as a slash, a scheme) is
 * refused, so the login page is never an open redirect.
 */
export function safeReturnPath(reurl: string | null | undefined): string | null {
  if (!reurl) return null;
  const value = reurl.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters (tabs, newlines) are dropped by URL parsers and can turn "/\t/evil" into "//evil".
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  const parsed = new URL(value, 'http://same.site');
  if (parsed.origin !== 'http://same.site') return null;
  // The login page itself would only bring the reader back here.
  if (/^\/(?:[a-z-]+\/)?login\.html$/.test(parsed.pathname)) return null;
  return parsed.pathname + parsed.search + parsed.hash;
}
