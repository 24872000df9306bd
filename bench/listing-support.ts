// What the listing benchmarks share (listing-batch.ts, listing-sync.ts): a fresh PostgreSQL database, the
// platform sandbox as its own process with a shop client per platform, the compiled server, the demo
// buyer signed in, and the buyer's shops authorised through the sandbox's consent page.

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/src/testing/spawn-server.ts';
import {
  benchServerEnv,
  buyerSession,
  freshPostgres,
  healthy,
  runLogged,
  startSandboxProcess,
} from './support.ts';

export { loadAverage, percentile } from './support.ts';

export interface ListingBench {
  baseUrl: string;
  sandboxUrl: string;
  /** The benchmark's own connection to the server's database, to change the catalogue and read outcomes. */
  db: pg.Client;
  /** A call to the server as the signed-in demo buyer. */
  api(method: 'GET' | 'POST', url: string, body?: object): Promise<Response>;
  /** The buyer authorises the sandbox shop `shop` as their shop on `channel`. */
  authorise(channel: string, shop: string): Promise<void>;
  /** On-shelf items with SKUs, made-to-order none, in id order. */
  listableItems(count: number): Promise<number[]>;
  /** A sandbox shop's page, as its seller sees it. */
  shopPage(channel: string, shop: string): Promise<string>;
  /** Kills the server at once (SIGKILL), as a crash would. */
  killServer(): Promise<void>;
  startServer(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the benchmark's world: `name` names its database and log, `channels` the platforms the sandbox and
 * the server both know, `serverEnv` the server's own settings on top.
 */
export async function openListingBench(options: {
  name: string;
  channels: string[];
  serverEnv?: Record<string, string>;
  postgres: string;
}): Promise<ListingBench> {
  const log = fs.createWriteStream(path.join(os.tmpdir(), `stallhub-bench-${options.name}.log`), {
    flags: 'a',
  });
  const database = await freshPostgres(
    options.postgres,
    `stallhub_bench_${options.name.replaceAll('-', '_')}`,
  );
  const [port, sandboxPort] = [await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stallhub-bench-${options.name}-`));
  const sandbox = await startSandboxProcess({ port: sandboxPort, baseUrl, channels: options.channels, log });
  const serverEnv = benchServerEnv(port, dataDir, database.url, {
    ...sandbox.serverEnv,
    ...options.serverEnv,
  });
  let server: ChildProcess;
  const startServer = async () => {
    server = runLogged([process.execPath, 'apps/server/dist/main.js'], serverEnv, log);
    await healthy(`${baseUrl}/healthz`, server, log);
  };
  await startServer();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const buyer = buyerSession(baseUrl);
  await buyer.signIn('buyer@demo.stallhub', 'stallhub-demo');
  const sandboxUrl = sandbox.url;
  const { api } = buyer;

  return {
    baseUrl,
    sandboxUrl,
    db,
    api,
    authorise: buyer.authorise,
    async listableItems(count) {
      const { rows } = await db.query<{ id: number }>(
        `select i.id from items i where i.status = 1 and i.transaction_mode = 1
           and exists (select 1 from skus s where s.item_id = i.id) order by i.id limit $1`,
        [count],
      );
      return rows.map((row) => row.id);
    },
    shopPage: async (channel, shop) => (await fetch(`${sandboxUrl}/shops/${channel}/${shop}`)).text(),
    async killServer() {
      server.kill('SIGKILL');
      await new Promise((resolve) => server.once('exit', resolve));
    },
    startServer,
    async close() {
      await db.end();
      server.kill('SIGTERM');
      sandbox.child.kill('SIGTERM');
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
