import type { Redis } from 'ioredis';
import type { RequestCounter } from './shared-store.ts';

/** One round trip: count, start the window's clock on its first request, and answer how long it has left. */
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}
`;

/** Counts requests in Redis under `${prefix}requests:`; a window's key expires with it. */
export function createRedisRequestCounts(redis: Redis, prefix: string): RequestCounter {
  return {
    async count(key, windowMs) {
      const [current, ttl] = (await redis.eval(COUNT, 1, `${prefix}requests:${key}`, windowMs)) as [
        number,
        number,
      ];
      return { current, ttl };
    },
  };
}
