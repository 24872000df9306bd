import { hashString } from '../random.ts';
import type { PictureSpec } from './svg.ts';

/** A picture to render and store: `key` is the storage key base; sizes are `<key>_<size>.webp`. */
export interface PictureJob {
  key: string;
  spec: PictureSpec;
}

/**
 * Item pictures come from a pool keyed by what they show (silhouette, colour, pattern, variant), so a
 * catalogue of any size renders at most a few thousand pictures: rendering every item's own picture in
 * three sizes costs ~40 ms of CPU, too slow for a demo seed of 6,000 items on two cores.
 */
export class PicturePool {
  readonly #seen = new Set<string>();
  #pending: PictureJob[] = [];

  readonly #prefix: string;
  readonly #urlFor: (key: string) => string;
  readonly #budget: number;

  /** `budget`: how many pictures optional ones (gallery shots) may grow the pool to. */
  constructor(prefix: string, urlFor: (key: string) => string, budget = Number.POSITIVE_INFINITY) {
    this.#prefix = prefix;
    this.#urlFor = urlFor;
    this.#budget = budget;
  }

  /** The base URL of the picture of `spec`, queueing it for rendering the first time it is asked for. */
  url(spec: Omit<PictureSpec, 'variant'>, variant: number): string {
    return this.#take(spec, variant, true)!;
  }

  /** Like `url`, but null when the picture is new and the pool has reached its budget. */
  optionalUrl(spec: Omit<PictureSpec, 'variant'>, variant: number): string | null {
    return this.#take(spec, variant, false);
  }

  #take(spec: Omit<PictureSpec, 'variant'>, variant: number, required: boolean): string | null {
    const name = `${spec.kind}-${spec.color.slice(1)}-${spec.pattern}${spec.texture ? `-${spec.texture}` : ''}-${variant}`;
    const key = this.#prefix + name;
    if (!this.#seen.has(key)) {
      if (!required && this.#seen.size >= this.#budget) return null;
      this.#seen.add(key);
      this.#pending.push({ key, spec: { ...spec, variant: hashString(name) } });
    }
    return this.#urlFor(key);
  }

  /** Pictures asked for since the last call. */
  drain(): PictureJob[] {
    const jobs = this.#pending;
    this.#pending = [];
    return jobs;
  }

  get size() {
    return this.#seen.size;
  }
}
