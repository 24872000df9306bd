/**
 * What changed, as every process must hear it: each signal names a kind of data, and a cache showing
 * that data is dropped when it is heard (docs/decisions/090). `catalogue`: items or stalls changed, as
 * their search documents now show (the item-change feed says so). `reference`: the data the catalogue is
 * read by (markets, categories, search terms, hot words) was written (the seed says so). `jobs`: a job was
 * queued, so idle job workers look at once instead of at their next poll (docs/decisions/097). A new kind
 * comes with its first publisher.
 */
export const SITE_SIGNALS = ['catalogue', 'reference', 'jobs'] as const;
export type SiteSignal = (typeof SITE_SIGNALS)[number];

/** How signals travel between processes: PostgreSQL's LISTEN/NOTIFY, or Redis pub/sub. */
export interface SignalCarrier {
  /** Sends a payload to every listening process, this one included. */
  send(payload: string): Promise<void>;
  /**
   * Starts hearing payloads. `missed` is called when the carrier was cut off and is back: whatever was
   * sent meanwhile was not heard.
   */
  listen(heard: (payload: string) => void, missed: () => void): Promise<void>;
  close(): Promise<void>;
}

/** A cache's hook: it hands over how to drop what it keeps, and that is called whenever it goes stale. */
export type DropWhen = (drop: () => void) => void;

const isSignal = (payload: string): payload is SiteSignal =>
  (SITE_SIGNALS as readonly string[]).includes(payload);

/** The site's signals over a carrier: publish in one process, heard in every process. */
export function createSiteSignals(carrier: SignalCarrier) {
  const drops = new Map<SiteSignal, Set<() => void>>(SITE_SIGNALS.map((signal) => [signal, new Set()]));
  const hear = (signal: SiteSignal) => {
    for (const drop of drops.get(signal)!) drop();
  };
  return {
    /** Listens for signals; until it has, other processes' changes go unheard here. */
    start: () =>
      carrier.listen(
        (payload) => {
          if (isSignal(payload)) hear(payload);
        },
        // Cut off for a while: anything may have changed (or been queued), so every signal is heard.
        () => SITE_SIGNALS.forEach(hear),
      ),

    /**
     * Tells every process that `signal`'s data changed. This process drops its caches at once, so its own
     * next answer shows the change; the others when the carrier brings it (the echo here drops again).
     */
    async publish(signal: SiteSignal): Promise<void> {
      hear(signal);
      await carrier.send(signal);
    },

    /** A cache's hook that drops it whenever one of `signals` is heard. */
    when:
      (...signals: SiteSignal[]): DropWhen =>
      (drop) => {
        for (const signal of signals) drops.get(signal)!.add(drop);
      },

    close: () => carrier.close(),
  };
}

export type SiteSignals = ReturnType<typeof createSiteSignals>;

/** Signals heard in this process only: for services built without a site around them (tests, scripts). */
export const oneProcessSignals = () =>
  createSiteSignals({
    send: async () => undefined,
    listen: async () => undefined,
    close: async () => undefined,
  });
