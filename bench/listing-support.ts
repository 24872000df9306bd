// What the listing benchmarks share (listing-batch.ts, listing-sync.ts): a fresh PostgreSQL database, the
// platform sandbox as its own process with a shop client per platform, the compiled server, the demo
// buyer signed in, and the buyer's shops authorised through the sandbox's consent page.

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sellerAllows } from '../apps/server/src/testing/shop-consent.ts';
import { freePort } from '../apps/server/src/testing/spawn-server.ts';
import { freshPostgres } from './support.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

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
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stallhub-bench-${options.name}-`));
  const shopClients = Object.fromEntries(
    options.channels.flatMap((channel) => [
      [`${channel.toUpperCase()}_SHOP_CLIENT_ID`, `bench-${channel}`],
      [`${channel.toUpperCase()}_SHOP_CLIENT_SECRET`, `bench-${channel}-secret-of-some-length`],
    ]),
  );

  function run(command: string[], env: Record<string, string>): ChildProcess {
    const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, env: { ...process.env, ...env } });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    return child;
  }
  async function healthy(url: string, child: ChildProcess) {
    for (let i = 0; i < 1800; i++) {
      if (child.exitCode !== null) throw new Error(`${url} exited; see ${log.path}`);
      try {
        if ((await fetch(url)).status < 500) return;
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`${url} never answered`);
  }

  const sandbox = run([process.execPath, '--import', 'tsx', 'apps/platform-sandbox/src/main.ts'], {
    SANDBOX_PORT: String(sandboxPort),
    ...shopClients,
    LISTING_REDIRECT_URI: `${baseUrl}/apic/listing/oauth/{channel}/callback`,
    IMAGE_ORIGINS: baseUrl,
  });
  await healthy(`${sandboxUrl}/shops`, sandbox);
  const serverEnv = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    ...shopClients,
    ...Object.fromEntries(
      options.channels.map((channel) => [
        `${channel.toUpperCase()}_OPEN_API_URL`,
        `${sandboxUrl}/open/${channel}`,
      ]),
    ),
    ...options.serverEnv,
  };
  let server: ChildProcess;
  const startServer = async () => {
    server = run([process.execPath, 'apps/server/dist/main.js'], serverEnv);
    await healthy(`${baseUrl}/healthz`, server);
  };
  await startServer();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();

  const login = await fetch(`${baseUrl}/apic/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: 'buyer@demo.stallhub', password: 'stallhub-demo' }),
  });
  const sid =
    login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.split(';')[0] ?? '';
  if (!sid) throw new Error(`sign-in failed: ${login.status}`);

  const api: ListingBench['api'] = (method, url, body) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: { origin: baseUrl, cookie: sid, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });

  return {
    baseUrl,
    sandboxUrl,
    db,
    api,
    async authorise(channel, shop) {
      const { data } = await (await api('GET', `/apic/listing/authorise?channel=${channel}`)).json();
      const back = await sellerAllows(data.url, shop);
      const answer = await api('GET', back.pathname + back.search);
      if (answer.status !== 302) throw new Error(`authorising ${shop} answered ${answer.status}`);
    },
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
      sandbox.kill('SIGTERM');
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
