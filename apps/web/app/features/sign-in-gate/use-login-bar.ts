import { useCallback, useEffect, useState } from 'react';
import { isSearchOrCategoryPage, loginBarDelay, SHOW_LOGIN_BAR_EVENT } from './login-bar-rules.ts';

/**
 * Whether the bottom login bar shows (spec 1 §2): for a guest only; after the page's delay; closed
 * once it stays closed, except that on search and category pages the show event brings it back.
 */
export function useLoginBar(guest: boolean, pathname: string) {
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  const delay = loginBarDelay(pathname);
  const reshowable = isSearchOrCategoryPage(pathname);

  useEffect(() => {
    if (!guest || closed) return;
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [guest, closed, delay]);

  useEffect(() => {
    if (!guest || !reshowable) return;
    const show = () => setShown(true);
    window.addEventListener(SHOW_LOGIN_BAR_EVENT, show);
    return () => window.removeEventListener(SHOW_LOGIN_BAR_EVENT, show);
  }, [guest, reshowable]);

  const close = useCallback(() => {
    setShown(false);
    setClosed(true);
  }, []);

  return { shown: guest && shown, close };
}
