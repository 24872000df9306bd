import { type ReactNode, useEffect } from 'react';

/** How long a toast stays: long enough to read a line and reach its link. */
const TOAST_MS = 4000;

/**
 * A short confirmation at the top of the window that goes by itself (issue 26 point 9d: the add-to-cart
 * dialog closes on success and this says so). Announced politely; the page stays usable under it.
 */
export function Toast({
  children,
  onDone,
  testId,
}: {
  children: ReactNode;
  onDone: () => void;
  testId?: string;
}) {
  useEffect(() => {
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      data-testid={testId}
      className="fixed top-20 left-1/2 z-[70] flex max-w-[min(420px,calc(100vw-24px))] -translate-x-1/2 flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-emerald-700 px-4 py-2 text-sm text-white shadow-lg"
    >
      {children}
    </div>
  );
}
