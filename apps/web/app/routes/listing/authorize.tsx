import {
  ApiError,
  AUTHORISE_RETURN_SECONDS,
  LISTING_CHANNELS,
  LISTING_COOKIE,
  LISTING_PAGE,
  type ListingChannel,
  safeReturnPath,
  shopAuthorise,
} from '@stallhub/contracts';
import { redirect, useLoaderData } from 'react-router';
import { cookieText } from '../../components/cookie.ts';
import { requireMember } from '../../features/user-centre/require-member.ts';
import { useT } from '../../i18n/use-t.ts';
import { localePath, readCookie } from '../../routing/locale.ts';
import type { Route } from './+types/authorize';

const isChannel = (value: string | null): value is ListingChannel =>
  (LISTING_CHANNELS as readonly string[]).includes(value ?? '');

/** The page the buyer started from, told the push may go on (use-listing-flow resumes it). */
const backTo = (path: string, channel: ListingChannel) => {
  const url = new URL(path, 'http://same.site');
  url.searchParams.set('listing', channel);
  return url.pathname + url.search + url.hash;
};

/**
 * /auth/authorize (spec 2 §2): the way to a platform's authorise page and back. With `channel` the buyer
 * is sent to the platform, the page to return to (`reurl`, a path of this site) kept in a cookie for
 * ten minutes; the platform's callback brings them here with `authorised`, and they go back to that
 * page, or to the upload settings when they came from nowhere (decision 043).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { lang } = await requireMember(request, params, context.api);
  const query = new URL(request.url).searchParams;
  const authorised = query.get('authorised');
  if (isChannel(authorised)) {
    const saved = safeReturnPath(readCookie(request.headers.get('cookie'), LISTING_COOKIE.authoriseReturn));
    // Back where the push started, or on the upload settings, which name the shop authorised (decision 072).
    const settings = localePath(lang, `${LISTING_PAGE.settings}?authorised=${authorised}`);
    throw redirect(saved ? backTo(saved, authorised) : settings, {
      headers: { 'Set-Cookie': cookieText(LISTING_COOKIE.authoriseReturn, '', 0) },
    });
  }
  const channel = query.get('channel');
  if (!isChannel(channel)) return { lang, failure: 'channel' as const, message: null };
  const reurl = safeReturnPath(query.get('reurl'));
  const answer = await context.api.envelope(shopAuthorise, { channel }).catch((error: unknown) => {
    if (error instanceof ApiError) return { code: error.code, message: error.message, data: { url: '' } };
    throw error;
  });
  if (!answer.data.url) return { lang, failure: 'refused' as const, message: answer.message || null };
  throw redirect(answer.data.url, {
    headers: reurl
      ? { 'Set-Cookie': cookieText(LISTING_COOKIE.authoriseReturn, reurl, AUTHORISE_RETURN_SECONDS) }
      : undefined,
  });
}

export default function AuthorizePage() {
  const { lang, failure, message } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main className="mx-auto max-w-[640px] px-3 py-10 text-center">
      <title>{t('listing.authorisePage.title')}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="font-semibold text-ink text-xl">{t('listing.authorisePage.title')}</h1>
      <p className="mt-3 text-ink-soft" role="alert">
        {failure === 'channel'
          ? t('listing.authorisePage.noChannel')
          : (message ?? t('listing.authorisePage.refused'))}
      </p>
      <a href={localePath(lang, LISTING_PAGE.help)} className="mt-6 inline-block text-brand hover:underline">
        {t('listing.help.link')}
      </a>
    </main>
  );
}

export { ErrorBoundary } from '../../components/route-error-boundary.tsx';
