import type { Language } from '@stallhub/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { DialogWaiting } from '../../components/dialog.tsx';
import { SignInOpenerContext } from '../sign-in-gate/use-sign-in-gate.ts';

// Loaded when first opened: the forms stay out of the script every page downloads.
const SignInDialog = lazy(() => import('./sign-in-dialog.tsx').then((m) => ({ default: m.SignInDialog })));

/** The marker of a link to /login.html?reurl=... that the dialog may stand in for. */
export const GATE_LINK_SELECTOR = 'a[data-gate="login"]';

/** A plain left click, which the dialog may take over; a new tab or window keeps the login page. */
export const isPlainClick = (event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

/**
 * Opens sign-in on the page (spec 1 §2 "Login / sign-up dialog"; issue 3 item 7) for every action that
 * needs it: useSignInGate's requireSignIn, and any link marked data-gate="login". Those links still lead
 * to /login.html?reurl= before scripts run. After sign-in the page reloads, so prices and marks appear.
 */
export function SignInHost({
  lang,
  alternatives,
  children,
}: {
  lang: Language;
  /** Other ways in (third-party sign-in), given the way back. */
  alternatives?: (returnPath: string) => ReactNode;
  children: ReactNode;
}) {
  const [returnPath, setReturnPath] = useState<string | null>(null);
  const location = useLocation();
  // The page a gate link is clicked on, read by the document's click listener.
  const here = useRef('');
  here.current = location.pathname + location.search;
  const open = useCallback((path: string) => {
    setReturnPath(path);
    return true;
  }, []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest(GATE_LINK_SELECTOR) : null;
      if (!link) return;
      event.preventDefault();
      setReturnPath(here.current);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return (
    <SignInOpenerContext.Provider value={open}>
      {children}
      {returnPath !== null && (
        <Suspense fallback={<DialogWaiting />}>
          <SignInDialog
            lang={lang}
            returnPath={returnPath}
            onClose={() => setReturnPath(null)}
            alternatives={alternatives?.(returnPath)}
          />
        </Suspense>
      )}
    </SignInOpenerContext.Provider>
  );
}
