import { describe, expect, it } from 'vitest';
import { createRandom, hashString, mixSeeds } from './random.ts';

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 50 }, () => a.next())).toEqual(Array.from({ length: 50 }, () => b.next()));
  });

  it('gives a different sequence for another seed', () => {
    expect(createRandom(1).next()).not.toBe(createRandom(2).next());
  });

  it('keeps draws in their ranges', () => {
    const random = createRandom(7);
    for (let i = 0; i < 2000; i++) {
      const n = random.next();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
      const k = random.int(3, 9);
      expect(k).toBeGreaterThanOrEqual(3);
      expect(k).toBeLessThanOrEqual(9);
      expect(Number.isInteger(k)).toBe(true);
      const s = random.skewed(10, 20);
      expect(s).toBeGreaterThanOrEqual(10);
      expect(s).toBeLessThanOrEqual(20);
    }
  });

  it('reaches both ends of an integer range', () => {
    const random = createRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('picks by weight', () => {
    const random = createRandom(11);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i++)
      counts[
        random.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    expect(counts.a / 10_000).toBeGreaterThan(0.85);
    expect(counts.a / 10_000).toBeLessThan(0.95);
  });

  it('samples distinct entries', () => {
    const sample = createRandom(5).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });

  it('forks independent, reproducible streams', () => {
    const a = createRandom(9).fork('shops');
    const b = createRandom(9).fork('shops');
    const c = createRandom(9).fork('items');
    expect(a.next()).toBe(b.next());
    expect(createRandom(9).fork('shops').next()).not.toBe(c.next());
  });
});

describe('seed derivation', () => {
  it('hashes strings and mixes seeds stably', () => {
    expect(hashString('stallhub')).toBe(hashString('stallhub'));
    expect(hashString('a')).not.toBe(hashString('b'));
    expect(mixSeeds(1, 2)).not.toBe(mixSeeds(2, 1));
    expect(mixSeeds(1, 2)).toBeGreaterThanOrEqual(0);
  });
});
