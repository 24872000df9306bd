import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where the database tests can be: the server's and the shared packages' tests (the web app has none). */
const TEST_FOLDERS = ['apps/server/src', 'apps/server/bundle', 'packages'];
/** A file that opens a database itself: it imports a driver or reads DATABASE_URL. */
const OPENS_DATABASE = /from\s+['"](?:pg|@electric-sql\/pglite)['"]|DATABASE_URL/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const parsed = new Map<string, { opens: boolean; imports: string[] }>();

function parse(file: string) {
  let found = parsed.get(file);
  if (!found) {
    const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    found = {
      opens: OPENS_DATABASE.test(source),
      imports: [...source.matchAll(RELATIVE_IMPORT)].map(([, specifier = '']) =>
        path.resolve(path.dirname(file), specifier),
      ),
    };
    parsed.set(file, found);
  }
  return found;
}

/**
 * Whether a test file can touch a database: whether it, or a file its relative imports reach, imports a
 * database driver or reads DATABASE_URL (docs/decisions/077). The PostgreSQL phase of CI runs these files
 * only; openTestDatabase refuses a file that opens a database without being one of them.
 */
export function touchesDatabase(file: string): boolean {
  const seen = new Set<string>();
  const pending = [path.resolve(file)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const { opens, imports } = parse(next);
    if (opens) return true;
    pending.push(...imports);
  }
  return false;
}

/** The test files of the PostgreSQL phase, relative to the repository. */
export function databaseTestFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder), { recursive: true })
      .map((file) => path.join(folder, String(file)))
      .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules')),
  )
    .filter((file) => touchesDatabase(path.join(root, file)))
    .sort();
}
