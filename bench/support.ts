import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_BUYER, DEMO_PASSWORD } from '../apps/server/src/demo/accounts.ts';
import { sellerAllows } from '../apps/server/src/testing/shop-consent.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Loads `paths` round-robin with `connections` for `seconds`, timing every response (autocannon has no p95).
 * `headers` go with every request (a signed-in buyer's cookie).
 */
export async function load(
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        headers,
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

export const formatLoad = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.requests} requests, ${r.errors} errors, ${r.non2xx} non-2xx)`;

/** Signs the demo buyer (apps/server/src/demo/accounts.ts) in and answers the session's `sid=…` cookie. */
export async function signInDemoBuyer(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/apic/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: DEMO_BUYER, password: DEMO_PASSWORD }),
  });
  const sid = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))
    ?.split(';')[0];
  if (!sid) throw new Error(`the demo buyer's sign-in failed: ${response.status}`);
  return sid;
}

/** A fresh, empty PostgreSQL database for a benchmark run; dropped by the returned function. */
export async function freshPostgres(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A process's CPU time so far (user + system, ms): less swayed by other work on the machine than latency. */
export const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/**
 * Loads one POST path at `connections` for `seconds`, each request the next of `next()` (its body and the
 * signed-in buyer's cookie) across all connections, timing every answer and counting the envelope codes.
 * (autocannon walks a `requests` list from the start on every connection, which would send each body
 * `connections` times at once.)
 */
export async function loadPosts(
  baseUrl: string,
  path: string,
  next: () => { cookie: string; body: object },
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  const requests = [
    {
      method: 'POST' as const,
      path,
      setupRequest: (request: autocannon.Request) => {
        const { cookie, body } = next();
        return {
          ...request,
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify(body),
        };
      },
      onResponse: (_status: number, text: string) => {
        let code = -1;
        try {
          code = (JSON.parse(text) as { code: number }).code;
        } catch {
          // not the envelope: counted as code -1
        }
        codes.set(code, (codes.get(code) ?? 0) + 1);
      },
    },
  ];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: baseUrl, connections, duration: seconds, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  const figures: LoadResult = {
    requests: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
  return { figures, codes, load: loadAverage() };
}

// The listing benchmarks' stage: the compiled server and the platform sandbox, each its own process.

/** The compiled server's environment on `databaseUrl`, quiet, production, on 127.0.0.1:`port`. */
export const benchServerEnv = (
  port: number,
  dataDir: string,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  ...extra,
});

/** A child process whose output goes to `log`. */
export function runLogged(command: string[], env: Record<string, string>, log: fs.WriteStream): ChildProcess {
  const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, env: { ...process.env, ...env } });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

/** Waits until `url` answers below 500 (the server migrates and seeds first), or the child exits. */
export async function healthy(url: string, child: ChildProcess, log: fs.WriteStream) {
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

/** The server's shop client of a platform, as the sandbox registers it. */
export const shopClient = (channel: string) => ({
  [`${channel.toUpperCase()}_SHOP_CLIENT_ID`]: `bench-${channel}`,
  [`${channel.toUpperCase()}_SHOP_CLIENT_SECRET`]: `bench-${channel}-secret-of-some-length`,
});

/**
 * The platform sandbox as its own process (its shops outlive a server's death) playing `channels` for the
 * server at `baseUrl`, and the server's environment that points those platforms at it.
 */
export async function startSandboxProcess(options: {
  port: number;
  baseUrl: string;
  channels: string[];
  log: fs.WriteStream;
}) {
  const clients = Object.assign({}, ...options.channels.map(shopClient)) as Record<string, string>;
  const url = `http://127.0.0.1:${options.port}`;
  const child = runLogged(
    [process.execPath, '--import', 'tsx', 'apps/platform-sandbox/src/main.ts'],
    {
      SANDBOX_PORT: String(options.port),
      ...clients,
      LISTING_REDIRECT_URI: `${options.baseUrl}/apic/listing/oauth/{channel}/callback`,
      IMAGE_ORIGINS: options.baseUrl,
    },
    options.log,
  );
  await healthy(`${url}/shops`, child, options.log);
  const serverEnv: Record<string, string> = { ...clients };
  for (const channel of options.channels) {
    serverEnv[`${channel.toUpperCase()}_OPEN_API_URL`] = `${url}/open/${channel}`;
  }
  return { url, child, serverEnv };
}

/** A buyer's calls to the server with their session cookie, and the shop authorisation dance. */
export function buyerSession(baseUrl: string) {
  let cookie = '';
  const api = (method: 'GET' | 'POST', url: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        origin: baseUrl,
        cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
  return {
    api,
    cookie: () => cookie,
    /** Signs in by password; `from` is the address the server believes (each buyer from their own). */
    async signIn(username: string, password: string, from?: string) {
      const login = await api(
        'POST',
        '/apic/login',
        { username, password },
        from ? { 'x-forwarded-for': from, 'device-id': `bench-${username}` } : {},
      );
      cookie =
        login.headers
          .getSetCookie()
          .find((c) => c.startsWith('sid='))
          ?.split(';')[0] ?? '';
      if (!cookie) throw new Error(`sign-in of ${username} failed: ${login.status}`);
    },
    /** The buyer authorises the sandbox `shop` as their `channel` shop: the address, consent, callback. */
    async authorise(channel: string, shop: string) {
      const { data } = await (await api('GET', `/apic/listing/authorise?channel=${channel}`)).json();
      const back = await sellerAllows(data.url, shop);
      const answer = await api('GET', back.pathname + back.search);
      if (answer.status !== 302) throw new Error(`authorising ${shop} answered ${answer.status}`);
    },
  };
}
