import type { Redis } from 'ioredis';
import type { SignalCarrier } from './site-signals.ts';

/**
 * Signals by Redis pub/sub on `${prefix}site-signals` (channels are not key-prefixed, and every database
 * number shares them). A subscribed connection can do nothing else, so listening takes a second one;
 * ioredis reconnects and subscribes again by itself, and a reconnection counts as missed signals.
 */
export function redisCarrier(redis: Redis, prefix: string): SignalCarrier {
  const channel = `${prefix}site-signals`;
  // Named, so an operator (or a test) can tell it in CLIENT LIST.
  const listener = redis.duplicate({ connectionName: channel });
  return {
    async send(payload) {
      await redis.publish(channel, payload);
    },
    async listen(heard, missed) {
      listener.on('message', (from: string, payload: string) => {
        if (from === channel) heard(payload);
      });
      await listener.subscribe(channel);
      // 'ready' comes again after every reconnection, once the subscription is restored.
      listener.on('ready', missed);
    },
    async close() {
      await listener.quit();
    },
  };
}
