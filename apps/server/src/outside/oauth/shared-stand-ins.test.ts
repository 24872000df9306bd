import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { standInsOfThisMachine } from './shared-stand-ins.ts';

const envIn = (dataDir: string) =>
  parseEnv({ PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir });

describe('the processes of one DATA_DIR share one set of local stand-ins (decision 088)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-stand-ins-'));
  const record = path.join(dataDir, 'stand-ins.json');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('the first start records its stand-ins, a later process uses them, and closing the first forgets them', async () => {
    const first = await standInsOfThisMachine(envIn(dataDir), ['http://localhost:3000']);
    const written = JSON.parse(fs.readFileSync(record, 'utf8'));
    expect(written).toEqual({ pid: process.pid, settings: first.settings });

    // Another live process's record (this test's parent plays it): its stand-ins are used, none started.
    fs.writeFileSync(record, JSON.stringify({ pid: process.ppid, settings: first.settings }));
    const later = await standInsOfThisMachine(envIn(dataDir), ['http://localhost:3000']);
    expect(later.local).toEqual([`of process ${process.ppid} (DATA_DIR/stand-ins.json)`]);
    expect(later.settings).toEqual(first.settings);
    expect(later.payments?.checkoutOrigin).toBe(first.payments?.checkoutOrigin);
    expect(Object.keys(later.channels ?? {})).toHaveLength(6);
    await later.close();
    expect(fs.existsSync(record)).toBe(true);

    fs.writeFileSync(record, JSON.stringify({ pid: process.pid, settings: first.settings }));
    await first.close();
    expect(fs.existsSync(record)).toBe(false);
  });

  it.each([
    ['of a process that has died', 2 ** 22 + 1],
    ['of a live process (its pid reused) whose stand-ins do not answer', process.ppid],
  ])('a record %s is not trusted: new stand-ins start', async (_, pid) => {
    const stale = { GOOGLE_CLIENT_ID: 'stale', PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9' };
    fs.writeFileSync(record, JSON.stringify({ pid, settings: stale }));
    const fresh = await standInsOfThisMachine(envIn(dataDir), ['http://localhost:3000']);
    expect(fresh.settings.GOOGLE_CLIENT_ID).not.toBe('stale');
    expect(JSON.parse(fs.readFileSync(record, 'utf8')).pid).toBe(process.pid);
    await fresh.close();
  });
});
