/**
 * How a copy kept beside the database (the search copy, the image index) catches up: `look` reads what
 * was written since its last run. The answer starts a look after the call, so it sees every write
 * committed before the call, and runs one at a time: callers arriving while a look runs share the next.
 */
export function catchUpOneAtATime(look: () => Promise<void>): () => Promise<void> {
  /** The look under way (or the last one), and the next one, not yet started, that new callers share. */
  let latest: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  return () => {
    next ??= latest
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return look();
      });
    latest = next;
    return next;
  };
}
