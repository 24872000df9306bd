/** Object storage (S3/OSS style). Keys are paths such as `items/ab/12345-0_400.webp`. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  has(key: string): Promise<boolean>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The public URL pages use for a key. */
  urlFor(key: string): string;
}
