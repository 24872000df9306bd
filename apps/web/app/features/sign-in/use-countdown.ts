import { useEffect, useState } from 'react';

/** Seconds left before the next resend; start(n) begins counting down, reset() stops at once. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft, reset: () => setLeft(0) };
}
