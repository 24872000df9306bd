import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { seedAndIndex } from '../cli/seed.ts';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { createLocalStorage } from '../outside/storage/local-storage.ts';

/** What a test database starts with besides the migrations: the demo catalogue at a small scale. */
export interface TemplateSeed {
  items: number;
  seed?: number;
}

/** Where this test run keeps its prepared databases (the global setup's), or none outside a vitest run. */
export interface TemplatePlace {
  /** Temporary directory of PGlite data directories as tarballs. */
  dir: string;
  /** Names this run's template databases on PostgreSQL apart from another run's on the same server. */
  run: string;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** The place of the global setup, or undefined when this process was started without it. */
export function templatePlace(): TemplatePlace | undefined {
  // Outside a vitest run (a bench) there is no global setup, and asking vitest for it throws.
  return process.env.VITEST ? inject('databaseTemplates') : undefined;
}

/**
 * Names a template after everything it is made of: each migration file's name and bytes and the seed's
 * options, so a changed migration or seed never starts from a stale template.
 */
export function templateKey(seed: TemplateSeed | undefined): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  hash.update(JSON.stringify(seed ?? null));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates an empty database and, when asked, seeds the demo catalogue with search indexed, as each test
 * file used to. The seed renders no pictures: what it would write to storage outside the database could
 * not travel with a template, so a seed that writes any is refused.
 */
export async function prepareDatabase(database: Database, seed: TemplateSeed | undefined) {
  await migrate(database);
  if (!seed) return;
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-template-'));
  try {
    await seedAndIndex(database, createLocalStorage(storageDir), { ...seed, pictures: false });
    const written = fs.readdirSync(storageDir, { recursive: true });
    if (written.length > 0) {
      throw new Error(
        `seeding wrote files outside the database (${written.join(', ')}): a template cannot carry them`,
      );
    }
  } finally {
    fs.rmSync(storageDir, { recursive: true, force: true });
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates?: TemplatePlace;
  }
}
