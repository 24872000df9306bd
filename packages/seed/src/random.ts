/**
 * A small seeded random source (mulberry32). Every generated value comes from one of these, so the
 * same seed gives byte-identical rows. `fork(label)` derives an independent stream, so adding a
 * draw in one generator does not shift the values of another.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** `count` distinct entries of `list`, in random order. */
  sample<T>(list: readonly T[], count: number): T[];
  shuffle<T>(list: readonly T[]): T[];
  /** A number skewed towards `min`: most draws small, a long tail up to `max`. */
  skewed(min: number, max: number, power?: number): number;
  fork(label: string | number): Random;
}

/** FNV-1a over a string, for deriving seeds from labels. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two 32-bit numbers into one well-spread seed (murmur3's finaliser). */
export function mixSeeds(a: number, b: number): number {
  let h = (a ^ Math.imul(b ^ (b >>> 16), 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('pick from an empty list');
      return list[Math.floor(next() * list.length)] as T;
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      let total = 0;
      for (const [, weight] of entries) total += weight;
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    sample<T>(list: readonly T[], count: number): T[] {
      return random.shuffle(list).slice(0, count);
    },
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    skewed: (min, max, power = 3) => min + Math.floor(next() ** power * (max - min + 1)),
    fork: (label) => createRandom(mixSeeds(seed, typeof label === 'number' ? label : hashString(label))),
  };
  return random;
}
