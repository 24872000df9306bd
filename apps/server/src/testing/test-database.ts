import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../db/connection.ts';
import { prepareDatabase, type TemplateSeed, templateKey, templatePlace } from './database-template.ts';
import { touchesDatabase } from './database-tests.ts';

/**
 * A migrated database for one test file, empty or holding the demo catalogue (`seed`): in-memory PGlite
 * by default, or a throwaway database on the PostgreSQL of DATABASE_URL (created here, dropped on close)
 * so test files never share rows. Each starts as a copy of a template this run prepared once
 * (docs/decisions/077) instead of migrating and seeding again.
 */
export async function openTestDatabase(options: { seed?: TemplateSeed } = {}): Promise<Database> {
  // Outside a vitest run (a bench) there is no test file, and asking vitest for one throws.
  const testFile = process.env.VITEST ? expect.getState().testPath : undefined;
  if (testFile && !touchesDatabase(testFile)) {
    throw new Error(
      `${testFile} opens a test database, but the PostgreSQL phase cannot tell from its imports (docs/decisions/077): import the helper that opens it statically, by a relative path`,
    );
  }
  const url = process.env.DATABASE_URL;
  return url ? openPostgresCopy(url, options.seed) : openPgliteCopy(options.seed);
}

async function openPgliteCopy(seed: TemplateSeed | undefined): Promise<Database> {
  const place = templatePlace();
  const file = place && path.join(place.dir, `pglite-${templateKey(seed)}.tar`);
  if (file && fs.existsSync(file)) {
    return openDatabase({ pgliteDir: 'memory', pgliteData: new Blob([fs.readFileSync(file)]) });
  }
  const database = await openDatabase({ pgliteDir: 'memory' });
  await prepareDatabase(database, seed);
  if (file && database.dumpDataDir) {
    // A checkpoint first, so a copy starts without replaying the write-ahead log.
    await database.db.execute(sql`checkpoint`);
    // Written aside then renamed: a file reading it at the same time sees the whole tarball or none.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return database;
}

async function openPostgresCopy(url: string, seed: TemplateSeed | undefined): Promise<Database> {
  const copy = await createPostgresCopy(url, seed);
  const database = await openDatabase({ url: copy.url });
  return { ...database, close: () => closeAndDrop(database, url, copy.name) };
}

/**
 * A throwaway database on the PostgreSQL of `adminUrl`, a copy of this run's template: for tests whose
 * servers run as processes of their own (decision 088) and need its address rather than a connection.
 */
export async function createPostgresCopy(
  adminUrl: string,
  seed: TemplateSeed | undefined,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `stallhub_test_${randomBytes(6).toString('hex')}`;
  const place = templatePlace();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (place) {
      const template = `stallhub_template_${place.run}_${templateKey(seed)}`;
      await ensureTemplate(admin, adminUrl, template, seed);
      await admin.query(`create database ${name} template ${template}`);
    } else {
      await admin.query(`create database ${name}`);
      const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
      await prepareDatabase(database, seed);
      await database.close();
    }
  } finally {
    await admin.end();
  }
  return { name, url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/**
 * Makes the template database once per run: the first file to need it prepares it while the others wait
 * on an advisory lock. PostgreSQL copies a template only when nobody is connected to it, so the preparing
 * pool is closed before the lock is let go.
 */
async function ensureTemplate(
  admin: pg.Client,
  url: string,
  template: string,
  seed: TemplateSeed | undefined,
) {
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount) return;
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: databaseUrl(url, template) });
    try {
      await prepareDatabase(database, seed);
    } catch (error) {
      await closeAndDrop(database, url, template);
      throw error;
    }
    await database.close();
    await waitUntilUnused(admin, template);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

function databaseUrl(url: string, name: string) {
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return testUrl.toString();
}

async function closeAndDrop(database: Database, url: string, name: string) {
  await database.close();
  await dropDatabase(url, name);
}

async function dropDatabase(url: string, name: string) {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  try {
    await waitUntilUnused(cleanup, name);
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } finally {
    await cleanup.end();
  }
}

/**
 * pool.end() resolves while its sockets are still closing; a forced drop now would kill them mid-close
 * and their clients would throw "terminating connection due to administrator command".
 */
async function waitUntilUnused(client: pg.Client, name: string) {
  for (let i = 0; i < 50; i++) {
    const { rows } = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
