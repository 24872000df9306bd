import type { SiteSignals } from '../../signals/site-signals.ts';
import type { ItemChangesService } from '../catalogue/index.ts';
import type { SearchIndexer } from './indexer.ts';

/** Changes indexed per step: one batch of documents keeps each upsert statement small. */
const FEED_BATCH = 500;

/**
 * Feeds item changes into the search index: every `intervalMs` it takes the catalogue's recorded changes
 * and re-indexes those items, so a new, changed or delisted item is found (or gone) within about one
 * interval of its write, whichever code or process wrote it.
 */
export function createSearchIndexFeed(deps: {
  changes: ItemChangesService;
  indexer: SearchIndexer;
  /**
   * Other indexes fed the same changes before the text index (image search, whose same-style groups the
   * text documents carry, decision 055); each saves what it added at the end of a drain.
   */
  before?: readonly { indexItems(ids: readonly number[]): Promise<void>; save(): void }[];
  /** Told that the catalogue changed once a drain has indexed the changes: every process drops its caches. */
  signals: Pick<SiteSignals, 'publish'>;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function step(): Promise<number> {
    const ids = await deps.changes.take(FEED_BATCH);
    if (ids.length === 0) return 0;
    try {
      for (const other of deps.before ?? []) await other.indexItems(ids);
      await deps.indexer.indexItems(ids);
    } catch (error) {
      await deps.changes.putBack(ids);
      throw error;
    }
    return ids.length;
  }

  /** Indexes every change recorded so far; answers how many items it indexed. */
  async function drain(): Promise<number> {
    // One drain at a time in this process: a timer tick joins the drain already under way.
    running ??= (async () => {
      let total = 0;
      try {
        for (let n = await step(); n > 0; n = await step()) total += n;
        for (const other of deps.before ?? []) other.save();
        // After the documents are written: a page rendered on hearing it finds the change in search too.
        if (total > 0) await deps.signals.publish('catalogue');
        return total;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    drain,

    /** Drains every `intervalMs` until stopped; a failed drain is reported and retried next time. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      if (timer || intervalMs <= 0) return;
      const tick = () => {
        drain()
          .catch(onError)
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },

    /** Stops the timer and waits for a drain under way, so the database can close behind it. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

export type SearchIndexFeed = ReturnType<typeof createSearchIndexFeed>;
