import type { DropWhen } from '../signals/site-signals.ts';

/**
 * Caches reference data (markets, categories, navigation, rates) that changes by deploy or by an
 * operator, not per request. Entries live `ttlMs`, or until `dropWhen` says their data changed;
 * concurrent callers share one load.
 */
export function referenceCache<T>(
  load: () => Promise<T>,
  ttlMs = 60_000,
  dropWhen?: DropWhen,
): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  dropWhen?.(() => {
    value = undefined;
  });
  return () => {
    const now = Date.now();
    if (!value || now - loadedAt > ttlMs) {
      loadedAt = now;
      value = load().catch((error) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

/** The same, keyed (for example by city and language). */
export function keyedReferenceCache<K extends string, T>(
  load: (key: K) => Promise<T>,
  ttlMs = 60_000,
  dropWhen?: DropWhen,
): (key: K) => Promise<T> {
  const entries = new Map<K, () => Promise<T>>();
  dropWhen?.(() => entries.clear());
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = referenceCache(() => load(key), ttlMs);
      entries.set(key, entry);
    }
    return entry();
  };
}
