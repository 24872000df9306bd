import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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
    async putStream(key, source) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never meets half a file.
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await pipeline(source, createWriteStream(partial));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
      return (await fs.stat(file)).size;
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
    async read(key) {
      const file = fileFor(key);
      const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      return stat?.isFile() ? { stream: createReadStream(file), bytes: stat.size } : null;
    },
    async remove(key) {
      await fs.rm(fileFor(key), { force: true });
    },
    urlFor: (key) => STORAGE_URL_PREFIX + key,
  };
}
