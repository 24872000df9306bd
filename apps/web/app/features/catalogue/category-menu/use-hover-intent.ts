import { CATEGORY_FLYOUT_DELAY_MS } from '@stallhub/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Which menu row's flyout is open. Pointing opens after CATEGORY_FLYOUT_DELAY_MS (spec 3 §9), so a
 * pointer crossing the menu on its way elsewhere does not flash every flyout; keys open at once.
 */
export function useHoverIntent<T>() {
  const [active, setActive] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const hover = useCallback(
    (row: T) => {
      cancel();
      timer.current = setTimeout(() => setActive(row), CATEGORY_FLYOUT_DELAY_MS);
    },
    [cancel],
  );
  const open = useCallback(
    (row: T | null) => {
      cancel();
      setActive(row);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);
  return { active, hover, open };
}
