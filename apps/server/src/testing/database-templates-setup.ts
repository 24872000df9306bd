import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Vitest global setup: a place for this run's prepared databases (docs/decisions/077), made on first use
 * by the test files and removed when the run ends, so a template never outlives the run that made it.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-templates-'));
  const run = randomBytes(4).toString('hex');
  project.provide('databaseTemplates', { dir, run });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`stallhub_template_${run}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
