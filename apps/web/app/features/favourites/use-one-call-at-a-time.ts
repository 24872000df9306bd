import { useCallback, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { Notice } from './notice.tsx';

/**
 * The buttons of a favourite or a stall relation: one call at a time (a second click while the first is
 * out is dropped: one request per intent), busy while it runs, and the notice it leaves; a call that
 * throws leaves the network-error notice.
 */
export function useOneCallAtATime() {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const inFlight = useRef(false);
  const clearNotice = useCallback(() => setNotice(null), []);

  const run = async (call: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await call();
    } catch {
      setNotice({ tone: 'error', text: t('favourites.networkError') });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { busy, notice, setNotice, clearNotice, run };
}
