import pg from 'pg';

/** The wait before reconnecting a lost listener, doubling from the first to the last. */
const RECONNECT_FIRST_MS = 100;
const RECONNECT_LAST_MS = 5_000;

/**
 * LISTENs on `channel` of the PostgreSQL at `url` over a connection of its own (a pooled one would be
 * handed to other queries). A lost connection is opened again, waiting longer after each failure, and
 * `missed` is called once it listens again: what was notified meanwhile never arrived. Answers a function
 * that stops listening and closes the connection.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  heard: (payload: string) => void,
  missed: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) heard(message.payload ?? '');
    });
    // An 'error' without a listener would crash the process; 'end' follows it and reconnects.
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!closed && client === next) reconnect(RECONNECT_FIRST_MS);
    });
    await next.connect();
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }

  function reconnect(waitMs: number) {
    client = undefined;
    retry = setTimeout(() => {
      connect().then(missed, () => {
        if (!closed) reconnect(Math.min(waitMs * 2, RECONNECT_LAST_MS));
      });
    }, waitMs);
  }

  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end();
  };
}
