// A site of several server processes over one PostgreSQL database, for the tests of decision 088 (not a
// test): two web processes and a worker, started from the built server as `npm start` runs it.

import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { shopCallbackPath } from '@stallhub/contracts';
import { type RunningSandbox, startSandbox } from '@stallhub/platform-sandbox';
import pg from 'pg';
import sharp from 'sharp';
import { openDatabase } from '../db/connection.ts';
import { ensureDemoAccounts } from '../demo/accounts.ts';
import { TEST_CAPTCHA, TEST_DEVICE } from './http-calls.ts';
import { type SpawnedServer, spawnServer } from './spawn-server.ts';
import { createPostgresCopy } from './test-database.ts';

export const SHOP_CLIENT = { id: 'stallhub-taobao-shop', secret: 'shop-client-secret-of-the-site-tests' };

export interface Site {
  web: [SpawnedServer, SpawnedServer];
  worker: SpawnedServer;
  /** The site's address (PUBLIC_ORIGIN), which state-changing calls name as their Origin. */
  origin: string;
  sandbox: RunningSandbox;
  /** The test's own connection to the site's database, to write behind the processes and read outcomes. */
  db: pg.Client;
  /** The DATA_DIR every process shares: its `storage/` holds the site's pictures. */
  dataDir: string;
  /** Starts one more worker (after a kill). */
  startWorker(): Promise<SpawnedServer>;
  close(): Promise<void>;
}

/** The site's storage, played by a server whose every address is a picture (the platform fetches them). */
async function startPictures(): Promise<{ origin: string; server: Server }> {
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#d8cfc0' } })
    .png()
    .toBuffer();
  const server = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Opens the site on a copy of the seeded test catalogue on the PostgreSQL of `adminUrl`: the demo
 * accounts, the sandbox playing Taobao's open platform, then `ROLE=web` twice and `ROLE=worker` once, all
 * sharing one DATA_DIR (so one set of local stand-ins for the other partners). `env` adds settings to all.
 */
export async function openSite(adminUrl: string, env: Record<string, string> = {}): Promise<Site> {
  const copy = await createPostgresCopy(adminUrl, { items: 300 });
  const database = await openDatabase({ url: copy.url });
  await ensureDemoAccounts(database.db);
  await database.close();

  const pictures = await startPictures();
  const sandbox = await startSandbox({
    clients: [],
    listingClients: [
      {
        channel: 'taobao',
        clientId: SHOP_CLIENT.id,
        clientSecret: SHOP_CLIENT.secret,
        redirectUris: [new URL(shopCallbackPath('taobao'), pictures.origin).href],
      },
    ],
    imageOrigins: [pictures.origin],
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-site-'));
  const settings = {
    DATABASE_URL: copy.url,
    SEED_DEMO: '0',
    WEB_CONCURRENCY: '1',
    PUBLIC_ORIGIN: pictures.origin,
    APP_SECRET: 'the-app-secret-of-the-several-process-tests',
    CAPTCHA_TEST_TOKEN: TEST_CAPTCHA,
    TAOBAO_SHOP_CLIENT_ID: SHOP_CLIENT.id,
    TAOBAO_SHOP_CLIENT_SECRET: SHOP_CLIENT.secret,
    TAOBAO_OPEN_API_URL: `${sandbox.baseUrl}/open/taobao`,
    JOB_POLL_MS: '100',
    JOB_LEASE_MS: '3000',
    JOB_RETRY_BASE_MS: '200',
    ...env,
  };
  const start = (role: 'web' | 'worker') => spawnServer({ dataDir, env: { ...settings, ROLE: role } });
  const first = await start('web');
  const [second, worker] = await Promise.all([start('web'), start('worker')]);
  const db = new pg.Client({ connectionString: copy.url });
  await db.connect();
  const site: Site = {
    web: [first, second],
    worker,
    origin: pictures.origin,
    sandbox,
    db,
    dataDir,
    async startWorker() {
      site.worker = await start('worker');
      return site.worker;
    },
    async close() {
      await db.end();
      for (const server of [site.worker, second, first]) await server.stop();
      await sandbox.close();
      pictures.server.close();
      await copy.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return site;
}

/**
 * A caller of one process with a cookie jar, naming the site's origin and the address it comes from, on
 * the tests' one device (so only the first sign-in meets a device never seen).
 */
export function caller(server: SpawnedServer, origin: string, from: string) {
  let cookie = '';
  return {
    useCookie(value: string) {
      cookie = value;
    },
    cookie: () => cookie,
    async call(method: 'GET' | 'POST', url: string, body?: object) {
      const response = await fetch(`${server.baseUrl}${url}`, {
        method,
        headers: {
          origin,
          'x-forwarded-for': from,
          'device-id': TEST_DEVICE,
          ...(cookie ? { cookie } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        redirect: 'manual',
      });
      const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
      if (sid) cookie = sid.split(';')[0]!;
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text.startsWith('{') ? JSON.parse(text) : text,
      };
    },
  };
}
