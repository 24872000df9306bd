import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 005: the pages call zod-free routes, so zod (~28 KB gzipped) never reaches a browser. The
// journeys run the built app, so its scripts are here to read: every chunk any page can load.
const assetsDir = path.resolve(import.meta.dirname, '../apps/web/build/client/assets');
/** What zod's code keeps through minifying: its internals' property and its error class. */
const ZOD_SIGNATURE = /\._zod\.def\b|\bZodError\b/;

const scripts = () =>
  readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(path.join(assetsDir, name), 'utf8') }));

describe("the pages' scripts carry no zod", () => {
  it("recognises zod's own code by its signature", () => {
    const zodDir = path.dirname(createRequire(import.meta.url).resolve('zod'));
    expect(readFileSync(path.join(zodDir, 'v4/classic/schemas.js'), 'utf8')).toMatch(ZOD_SIGNATURE);
  });

  it('ships the routes the browser calls, and no chunk with zod in it', () => {
    const all = scripts();
    expect(all.some(({ code }) => code.includes('/apic/login'))).toBe(true);
    expect(all.filter(({ code }) => ZOD_SIGNATURE.test(code)).map(({ name }) => name)).toEqual([]);
  });
});
