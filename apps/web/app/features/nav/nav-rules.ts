import { splitLanguage } from '../../routing/locale.ts';

/** A path as the nav compares it: no language prefix, no query, no "/index.html", no trailing slash. */
function comparable(path: string) {
  const [pathname = ''] = path.split(/[?#]/);
  return (
    splitLanguage(pathname)
      .rest.replace(/\/index\.html$/, '')
      .replace(/\/+$/, '') || '/'
  );
}

/** The entry for the page being read is highlighted, whatever its language prefix (spec 1 §2). */
export const isCurrentNav = (entryPath: string, pathname: string) =>
  comparable(entryPath) === comparable(pathname);
