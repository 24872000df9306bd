import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.ts';

export const STORAGE_URL_PREFIX = '/storage/';

/** Storage on local disk under `root`, served by the app at /storage/. */
export function createLocalStorage(root: string): Storage {
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the root: ${key}`);
    return file;
  };
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async has(key) {
      return fs.access(fileFor(key)).then(
        () => true,
        () => false,
      );
    },
    async get(key) {
      return fs.readFile(fileFor(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    urlFor: (key) => STORAGE_URL_PREFIX + key,
  };
}
