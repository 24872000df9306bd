import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * Holds a PGlite data directory for this process, with a lock that dies with it: a listening Unix
 * socket, which the kernel closes however the process ends (kill -9 included), so a restart right after
 * a crash finds the directory free. On Linux the socket is abstract (no file, taken atomically); elsewhere
 * it is a file that a later start probes and replaces when nothing answers on it.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const real = fs.realpathSync(dir);
  const name = `stallhub-pglite-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
  const address = process.platform === 'linux' ? `\0${name}` : path.join(real, '.stallhub.sock');
  const server = net.createServer((socket) => socket.destroy());
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (address.startsWith('\0') || (await answers(address))) throw inUse(dir);
    // A socket file left by a process that died: nobody listens on it any more.
    fs.rmSync(address, { force: true });
    await listen(server, address).catch(() => {
      throw inUse(dir);
    });
  }
  // The lock must not keep the process alive on its own.
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

const answers = (address: string) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(address);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

const inUse = (dir: string) =>
  new Error(
    `The database in ${dir} is in use by another Stallhub process. Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL).`,
  );
