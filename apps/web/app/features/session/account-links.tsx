import { type Language, logoutRoute } from '@stallhub/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { browserApi } from '../../lib/api.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath } from '../../routing/locale.ts';
import { isSignedIn, useSessionState } from './session-state.ts';

/** Unread counts above this read "99+", like the cart badge. */
const UNREAD_MAX = 99;

/**
 * The top bar's left side: a guest is welcomed and offered sign-in; a signed-in user sees their name
 * (to the user centre), their unread messages and a way to log out.
 */
export function AccountLinks({ lang }: { lang: Language }) {
  const { t } = useT();
  const location = useLocation();
  const session = useSessionState();
  const [leaving, setLeaving] = useState(false);

  if (!isSignedIn(session)) {
    return (
      <p className="flex min-w-0 items-center gap-2">
        <span className="hidden truncate sm:inline">{t('header.welcome')}</span>
        <a
          href={localePath(lang, loginPath(location.pathname + location.search))}
          className="inline-flex min-h-8 shrink-0 items-center text-brand hover:underline"
        >
          {t('header.login')}
        </a>
      </p>
    );
  }

  const { nickname } = session.userInfo;
  const unread = session.unreadInfo.total;
  const logOut = async () => {
    setLeaving(true);
    // The server revokes the session and clears the cookies; whatever it answers, reload as a guest.
    await browserApi.call(logoutRoute, {}).catch(() => undefined);
    window.location.reload();
  };

  return (
    <p className="flex min-w-0 items-center gap-3" data-testid="account-links">
      <a
        href={localePath(lang, '/user/home.html')}
        className="min-w-0 truncate text-ink leading-8 hover:text-brand"
        title={t('session.userCentre')}
      >
        {t('session.greeting', { name: nickname ?? '' })}
      </a>
      <a
        href={localePath(lang, '/user/message.html')}
        className="flex min-h-8 shrink-0 items-center gap-1 hover:text-brand"
      >
        {/* The count in words for a screen reader; the word and the badge are what a sighted reader sees. */}
        <span className="sr-only">{t('session.unreadLabel', { count: unread })}</span>
        <span aria-hidden="true">{t('session.messages')}</span>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="rounded-full bg-brand px-1.5 font-medium text-[10px] text-white leading-4"
          >
            {unread > UNREAD_MAX ? `${UNREAD_MAX}+` : unread}
          </span>
        )}
      </a>
      <button
        type="button"
        onClick={logOut}
        disabled={leaving}
        className="min-h-8 shrink-0 hover:text-brand disabled:opacity-60"
      >
        {t('session.logout')}
      </button>
    </p>
  );
}
