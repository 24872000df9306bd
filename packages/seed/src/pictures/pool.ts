import { hashString } from '../random.ts';
import { shotOf } from './shots.ts';
import type { PictureSpec } from './svg.ts';

type Look = Omit<PictureSpec, 'variant' | 'shot'>;

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

  /**
   * The base URL of the picture of `spec`, queueing it for rendering the first time it is asked for.
   * `shot` above 0: a stall's own photo of that same garment (see `STYLE_SHOTS`), `<name>-s<shot>`.
   */
  url(spec: Look, variant: number, shot = 0): string {
    return this.#take(spec, variant, shot, true)!;
  }

  /** Like `url`, but null when the picture is new and the pool has reached its budget. */
  optionalUrl(spec: Look, variant: number): string | null {
    return this.#take(spec, variant, 0, false);
  }

  #take(spec: Look, variant: number, shot: number, required: boolean): string | null {
    const name = lookName(spec, variant);
    const key = this.#prefix + name + (shot > 0 ? `-s${shot}` : '');
    if (!this.#seen.has(key)) {
      if (!required && this.#seen.size >= this.#budget) return null;
      this.#seen.add(key);
      this.#pending.push({
        key,
        spec: { ...spec, variant: hashString(name), shot: shot > 0 ? shotOf(name, shot) : null },
      });
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

/** A drawn garment's picture name: its look and variant (a stall's photo of it adds `-s<shot>`). */
export function lookName(spec: Look, variant: number): string {
  return `${spec.kind}-${spec.color.slice(1)}-${spec.pattern}${spec.texture ? `-${spec.texture}` : ''}-${variant}`;
}
