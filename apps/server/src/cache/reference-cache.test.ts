import { describe, expect, it, vi } from 'vitest';
import { oneProcessSignals } from '../signals/site-signals.ts';
import { keyedReferenceCache, referenceCache } from './reference-cache.ts';

describe('reference caches', () => {
  it('load again once their signal is heard, long before their time is up', async () => {
    const signals = oneProcessSignals();
    const load = vi.fn(async () => ['gz']);
    const cached = referenceCache(load, 60_000, signals.when('reference'));
    await cached();
    await cached();
    expect(load).toHaveBeenCalledTimes(1);
    await signals.publish('catalogue');
    await cached();
    expect(load).toHaveBeenCalledTimes(1);
    await signals.publish('reference');
    await cached();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keyed, drop every key at once when their signal is heard', async () => {
    const signals = oneProcessSignals();
    const load = vi.fn(async (city: string) => city.length);
    const cached = keyedReferenceCache(load, 60_000, signals.when('catalogue'));
    await cached('gz');
    await cached('pn');
    await signals.publish('catalogue');
    await cached('gz');
    await cached('pn');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
