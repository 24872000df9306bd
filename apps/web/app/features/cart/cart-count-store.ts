import { useSyncExternalStore } from 'react';

// The header badge's count, shared by the shell (which loads it) and the add-to-cart dialog and cart
// page (which change it) without reloading the shell.
let known: number | null = null;
const listeners = new Set<() => void>();

export function setCartCount(count: number) {
  known = count;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The latest count: a change made on the page, else the one the shell's loader read. */
export function useCartCount(loaded: number): number {
  const current = useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
  return current ?? loaded;
}
