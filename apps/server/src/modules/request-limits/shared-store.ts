import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';

/** Counts one request under `key` in a window of `windowMs`: the count so far and the window's time left. */
export interface RequestCounter {
  count(key: string, windowMs: number): Promise<{ current: number; ttl: number }>;
}

/**
 * @fastify/rate-limit's store over a counter every process shares. Each limit is a child store named by
 * its `groupId`: the plugin's own Redis store would name a `scope.rateLimit()` child by a route it does
 * not have, and every such limit would count into one.
 */
export function sharedRequestStore(counter: RequestCounter): FastifyRateLimitStoreCtor {
  class SharedRequestStore implements FastifyRateLimitStore {
    /** The plugin builds the first store from its options, which this one does not need. */
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly limit = '',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counter.count(`${this.limit}|${key}`, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    child(options: ChildOptions): FastifyRateLimitStore {
      // The plugin hands a limit's own options here (its index.js, createLimiterArgs), not what its types say.
      const { groupId } = options as unknown as RateLimitOptions;
      if (!groupId)
        throw new Error('a shared rate limit needs a groupId naming it (see http/rate-limited.ts)');
      return new SharedRequestStore({}, groupId);
    }
  }
  return SharedRequestStore;
}

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
