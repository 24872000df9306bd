import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state that closes only `delayMs` after the last leave or blur, so the pointer can travel
 * from a trigger into its panel (spec 1 §4: tips hide 500 ms after blur; spec 3 §4: stall info 300 ms).
 */
export function useDelayedHide(delayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);

  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), delayMs);
  }, [cancel, delayMs]);

  const hideNow = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { open, show, hideLater, hideNow };
}
