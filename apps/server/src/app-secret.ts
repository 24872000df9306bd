import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env.ts';

/**
 * The server's secret key: APP_SECRET, else a key generated once into DATA_DIR/app-secret (architecture:
 * secrets come from the environment, with a generated development key in data/ when none is set).
 */
export function loadAppSecret(env: Pick<Env, 'APP_SECRET' | 'DATA_DIR'>): Buffer {
  if (env.APP_SECRET) return Buffer.from(env.APP_SECRET, 'utf8');
  const file = path.join(env.DATA_DIR, 'app-secret');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole to a temporary file, then linked into place: link fails when the key exists, so
    // processes starting together all read the first complete key, never a half-written one.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temporary, randomBytes(32).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(temporary, { force: true });
    }
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key; delete it to generate a new one`);
  return Buffer.from(key, 'utf8');
}
