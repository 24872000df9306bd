import type { Readable } from 'node:stream';

/** Object storage (S3/OSS style). Keys are paths such as `items/ab/12345-0_400.webp`. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Stores what `source` yields without holding it all (a multipart upload on S3); answers its size. */
  putStream(key: string, source: Readable): Promise<number>;
  has(key: string): Promise<boolean>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The stored object as a stream with its size, or null when nothing is stored under the key. */
  read(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  remove(key: string): Promise<void>;
  /** The public URL pages use for a key. */
  urlFor(key: string): string;
}
