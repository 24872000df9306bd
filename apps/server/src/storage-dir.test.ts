import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { openTestApp } from './testing/test-app.ts';

// Issue 28 point 1: processes on several machines share the pictures by mounting one directory as
// STORAGE_DIR, while each keeps its own DATA_DIR.
describe('the pictures are stored in STORAGE_DIR', () => {
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-shared-storage-'));
  afterAll(() => fs.rmSync(shared, { recursive: true, force: true }));

  it('unset, it is the storage folder of DATA_DIR', () => {
    expect(parseEnv({ DATA_DIR: '/srv/stallhub' }).STORAGE_DIR).toBe(path.join('/srv/stallhub', 'storage'));
    expect(parseEnv({ DATA_DIR: '/srv/stallhub', STORAGE_DIR: shared }).STORAGE_DIR).toBe(shared);
  });

  it('set, a picture another machine stored there is served by this one', async () => {
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .webp()
      .toBuffer();
    fs.mkdirSync(path.join(shared, 'items', 'elsewhere'), { recursive: true });
    fs.writeFileSync(path.join(shared, 'items', 'elsewhere', 'stored_400.webp'), picture);
    const t = await openTestApp({ env: { STORAGE_DIR: shared } });
    try {
      const served = await t.app.inject({ url: '/storage/items/elsewhere/stored_400.webp' });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
