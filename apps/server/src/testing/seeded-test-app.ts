import type { SQL } from 'drizzle-orm';
import type { SeedOptions } from '../cli/seed.ts';
import { queryRows } from '../db/connection.ts';
import { createServices, type Services } from '../services.ts';
import { type DemoSignIns, withDemoSignIns } from './http-calls.ts';
import { openTestApp, type TestApp } from './test-app.ts';

export interface SeededTestApp extends TestApp {
  /** Services on the same database, for what a test does behind the API (reindexing after an SQL edit). */
  services: Services;
  /** Rows of a raw query, to compute what an answer should be straight from the tables. */
  rows<T>(query: SQL): Promise<T[]>;
  /** GET a path and parse the envelope; `query` values are sent as given. */
  get<T = unknown>(
    url: string,
    options?: { query?: Record<string, string | number>; cookies?: Record<string, string> },
  ): Promise<{ status: number; body: { code: number; message: string; data: T }; text: string }>;
}

/**
 * The whole app on a fresh database holding the demo catalogue at small scale (300 items, no pictures
 * rendered), with search indexed. The database is a copy of one seeded once per run (docs/decisions/077).
 */
export async function openSeededTestApp(
  options: Pick<SeedOptions, 'items' | 'seed'> & { env?: Record<string, string>; pages?: boolean } = {},
): Promise<SeededTestApp> {
  const testApp = await openTestApp({
    env: options.env,
    pages: options.pages,
    seed: { items: options.items ?? 300, seed: options.seed },
  });
  return {
    ...testApp,
    services: createServices(testApp.database.db),
    rows: (query) => queryRows(testApp.database.db, query),
    async get(url, { query, cookies } = {}) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        cookies,
      });
      return { status: response.statusCode, body: response.json(), text: response.body };
    },
  };
}

export type SignedInSeededApp = SeededTestApp & DemoSignIns;

/** The seeded app with the demo buyer and stall owner signed in, for tests of what signed-in users do. */
export async function openSignedInSeededApp(
  options: Parameters<typeof openSeededTestApp>[0] = {},
): Promise<SignedInSeededApp> {
  return withDemoSignIns(await openSeededTestApp(options));
}
