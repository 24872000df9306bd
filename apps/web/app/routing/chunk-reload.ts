import { COOKIE } from '@stallhub/contracts';

// Spec 1 §2: a page whose code fails to load stores the target, reloads once, and a flag stops loops.
const TARGET_PATH = 'targetPath';

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    error.message,
  );

/** Reloads once for a failed page chunk; answers false when the one reload was already spent. */
export function reloadOnceForChunkError(storage: Storage, location: Location): boolean {
  if (storage.getItem(COOKIE.tryReload)) return false;
  storage.setItem(COOKIE.tryReload, '1');
  storage.setItem(TARGET_PATH, location.pathname + location.search);
  location.reload();
  return true;
}

/** After a page loaded, the next chunk failure may reload again. */
export function clearChunkReloadFlag(storage: Storage) {
  storage.removeItem(COOKIE.tryReload);
  storage.removeItem(TARGET_PATH);
}
