import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@stallhub/contracts';
import { describe, expect, it } from 'vitest';

// Decision 005: what runs in the browser reaches the API through zod-free routes. Only a route module's
// loader or action (stripped from the client build) may use a call with its schemas; the code outside
// routes/ can end up in the page's scripts, so there a call or a schema would ship zod to every page.
const appDir = import.meta.dirname;
const serverOnly = [
  /^routes\//,
  /^root\.tsx$/,
  /^entry\.server\.tsx$/,
  /^load-context\.ts$/,
  /\.test\.tsx?$/,
];

const allFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return allFiles(file);
    return /\.tsx?$/.test(entry.name) ? [path.relative(appDir, file)] : [];
  });
const browserFiles = (dir: string) =>
  allFiles(dir).filter((file) => !serverOnly.some((rule) => rule.test(file)));

/** The names a file imports as values from the contracts package. */
const contractValues = (source: string) =>
  [...source.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@stallhub\/contracts'/g)].flatMap((found) =>
    (found[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type ')),
  );

/** A zod schema (zod 4 marks each with `_zod`), a call (its input and data are schemas), or a group of them. */
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
const carriesZod = (value: unknown) =>
  isSchema(value) || (typeof value === 'object' && value !== null && Object.values(value).some(isSchema));

/** What a file hands the browser's API client: `browserApi.call(x, …)` or `browserApi.envelope(x, …)`. */
const browserCalls = (source: string) =>
  [...source.matchAll(/browserApi\.(?:call|envelope)\(\s*(\w+)/g)].map((found) => found[1] ?? '');

describe('browser code reaches the API through zod-free routes', () => {
  const files = browserFiles(appDir);

  it('finds the browser code to check', () => {
    expect(files).toContain(path.join('features', 'sign-in', 'sms-form.tsx'));
  });

  it('imports no call or schema from the contracts outside route modules', () => {
    const shipped = files.flatMap((file) =>
      contractValues(readFileSync(path.join(appDir, file), 'utf8'))
        .filter((name) => carriesZod((contracts as Record<string, unknown>)[name]))
        .map((name) => `${file}: ${name}`),
    );
    expect(shipped).toEqual([]);
  });

  it('hands the browser client routes, never calls, in route modules too', () => {
    const sources = allFiles(appDir).filter((file) => !/\.test\.tsx?$/.test(file));
    const withCalls = sources.flatMap((file) =>
      browserCalls(readFileSync(path.join(appDir, file), 'utf8'))
        .filter((name) => carriesZod((contracts as Record<string, unknown>)[name]))
        .map((name) => `${file}: ${name}`),
    );
    expect(sources).toContain(path.join('routes', 'sign-in', 'second-verify.tsx'));
    expect(withCalls).toEqual([]);
  });
});
