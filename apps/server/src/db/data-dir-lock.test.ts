import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';

const connectionModule = path.join(import.meta.dirname, 'connection.ts');
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process that opens the PGlite directory and holds it until killed; resolves once it holds it. */
async function holderOf(dir: string): Promise<ChildProcess> {
  const script = `const { openDatabase } = await import(${JSON.stringify(connectionModule)});
await openDatabase({ pgliteDir: ${JSON.stringify(dir)} });
console.log('holding');
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('the PGlite data directory is held by one live process, and a crash leaves it free', () => {
  // One directory created once: a fresh PGlite directory costs seconds to initialise.
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-lock-'));
    await (await openDatabase({ pgliteDir: dir })).close();
  });

  it('a second process gets a clear error while the first one runs', async () => {
    await holderOf(dir);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/in use by another Stallhub process/);
  });

  it('a restart right after kill -9 opens the same directory at once', async () => {
    await killed(await holderOf(dir));
    const started = performance.now();
    const database = await openDatabase({ pgliteDir: dir });
    expect(performance.now() - started).toBeLessThan(10_000);
    await database.close();
  });

  it('closing releases the directory for the next opener', async () => {
    await (await openDatabase({ pgliteDir: dir })).close();
    await (await openDatabase({ pgliteDir: dir })).close();
  });
});
