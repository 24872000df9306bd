import { COOKIE, type Language, safeReturnPath } from '@stallhub/contracts';
import { createContext, type MouseEvent, useCallback, useContext } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '../../i18n/use-t.ts';
import { loginPath } from '../../lib/api-failure.ts';
import { localePath, readCookie } from '../../routing/locale.ts';

/** Spec 1 §5, §6: a guest is a visitor without the uid cookie. */
export const isGuest = (cookieText: string) => readCookie(cookieText, COOKIE.uid) === undefined;

/**
 * Where a guest goes to sign in: the login page with the way back. Only a path of this site (one "/",
 * not "//" nor "/\") is kept as the way back, so the login page can never send anyone elsewhere.
 */
export function signInHref(lang: Language, returnPath: string): string {
  return localePath(lang, loginPath(safeReturnPath(returnPath) ?? '/'));
}

/**
 * Opens sign-in in place (the login dialog, once it exists): returns true when it did. Without a
 * provider the gate goes to the login page.
 */
export type OpenSignIn = (returnPath: string) => boolean;
export const SignInOpenerContext = createContext<OpenSignIn | null>(null);

export interface SignInGate {
  /** The login page with the way back here; for links that must work before scripts run. */
  loginHref: string;
  /**
   * Runs `action` for a signed-in visitor; a guest is sent to sign in instead. Returns whether the
   * action ran.
   */
  requireSignIn: (action?: () => void) => boolean;
  /** For a link to `loginHref`: opens the dialog in place when there is one, else lets the link go. */
  onLoginClick: (event: MouseEvent) => void;
}

/** The check every sign-in-only action (favourite, follow, purchase list, listing, ...) makes first. */
export function useSignInGate(): SignInGate {
  const lang = useLanguage();
  const location = useLocation();
  const returnPath = location.pathname + location.search;
  const loginHref = signInHref(lang, returnPath);
  const openSignIn = useContext(SignInOpenerContext);

  const sendToSignIn = useCallback(() => {
    if (openSignIn?.(returnPath)) return;
    window.location.assign(loginHref);
  }, [openSignIn, returnPath, loginHref]);

  const requireSignIn = useCallback(
    (action?: () => void) => {
      if (isGuest(document.cookie)) {
        sendToSignIn();
        return false;
      }
      action?.();
      return true;
    },
    [sendToSignIn],
  );

  const onLoginClick = useCallback(
    (event: MouseEvent) => {
      if (openSignIn?.(returnPath)) event.preventDefault();
    },
    [openSignIn, returnPath],
  );

  return { loginHref, requireSignIn, onLoginClick };
}
