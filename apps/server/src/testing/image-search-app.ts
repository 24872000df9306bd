// The app of tests that need item pictures (not a test file itself): a seeded catalogue whose pictures
// are rendered into storage and described, with the demo buyer and stall owner signed in.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { seedAndIndex } from '../cli/seed.ts';
import { parseEnv } from '../env.ts';
import { createLocalStorage } from '../outside/storage/local-storage.ts';
import { withDemoSignIns } from './http-calls.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The app on a catalogue of `items` items whose pictures are really rendered and described (`shops`
 * stalls: the seed's default when absent).
 */
export async function openImageSearchApp(items: number, shops?: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imagesearch-test-'));
  const database = await openTestDatabase();
  const storage = createLocalStorage(path.join(dataDir, 'storage'));
  await seedAndIndex(database, storage, { items, shops });
  const env = parseEnv({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEARCH_FEED_INTERVAL_MS: '100',
    APP_SECRET: 'image-search-test-secret-of-32-characters!',
  });
  const app = await buildApp({ env, database, pages: false, logger: false });
  await app.ready();
  const opened = await withDemoSignIns({
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
  return { ...opened, dataDir, storage, env };
}
