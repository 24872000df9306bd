/** A copy kept in memory that can be saved as a snapshot: the search copy, the image index. */
export interface SavedCopy {
  name: string;
  /** Reads what was written since its last look: a worker's copy answers no request that would. */
  catchUp(): Promise<void>;
  /** What was added since its last snapshot (documents, pictures); infinite when it never had one. */
  unsaved(): number;
  save(): Promise<void>;
}

/** How often the saver looks whether a snapshot is due. */
export const SNAPSHOT_CHECK_MS = 60_000;
/**
 * A snapshot is due once this much was added since the last one (a start then catches up on at most
 * about this many rows, well under a second), or once any was and this long has passed.
 */
const DUE_AFTER_CHANGES = 20_000;
const DUE_AFTER_MS = 10 * 60_000;

/**
 * Saves each copy's snapshot when one is due (decision 094): at once after a start that built it from
 * the database, then after enough changes or time. Runs in the background process only (the worker, or
 * the process with ROLE=all), one save at a time, so processes answering requests only read snapshots.
 */
export function createSnapshotSaver(
  copies: readonly SavedCopy[],
  onSaved: (copy: string, ms: number) => void,
  now: () => number = Date.now,
) {
  const startedAt = now();
  const lastSaved = new Map<string, number>();
  let saving: Promise<void> = Promise.resolve();

  /** Saves every copy due (all of them with `all` and something unsaved); one run at a time. */
  function saveDue(options: { all?: boolean } = {}): Promise<void> {
    saving = saving
      .catch(() => undefined)
      .then(async () => {
        for (const copy of copies) {
          const unsaved = copy.unsaved();
          if (unsaved === 0) continue;
          const since = now() - (lastSaved.get(copy.name) ?? startedAt);
          if (!options.all && unsaved < DUE_AFTER_CHANGES && since < DUE_AFTER_MS) continue;
          const started = performance.now();
          await copy.save();
          lastSaved.set(copy.name, now());
          onSaved(copy.name, Math.round(performance.now() - started));
        }
      });
    return saving;
  }

  return { saveDue };
}
