import { type Language, SECOND_VERIFY_PATH, safeReturnPath } from '@stallhub/contracts';
import { localePath } from '../../routing/locale.ts';

/**
 * Where a sign-in that answered 423 continues: the verify page with the challenge, and the address to
 * return to afterwards: the login page's own reurl, or the page the sign-in dialog was opened on.
 */
export function secondVerifyHref(lang: Language, challenge: string, current: URL): string {
  const onLoginPage = /\/login\.html$/.test(current.pathname);
  const back = onLoginPage
    ? safeReturnPath(current.searchParams.get('reurl'))
    : safeReturnPath(current.pathname + current.search);
  const query = new URLSearchParams({ code: challenge });
  if (back) query.set('reurl', back);
  return `${localePath(lang, SECOND_VERIFY_PATH)}?${query}`;
}
