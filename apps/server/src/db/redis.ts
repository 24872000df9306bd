import { Redis } from 'ioredis';

/**
 * Connects to the Redis at `url` (redis:// or rediss://) and checks it answers, so a wrong REDIS_URL
 * stops the start with its error instead of failing requests later.
 */
export async function openRedis(url: string): Promise<Redis> {
  // Not the default of queueing commands while disconnected: a request waits 20 retries at most, then fails.
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 20 });
  await redis.connect();
  await redis.ping();
  return redis;
}
