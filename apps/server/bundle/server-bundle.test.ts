import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuildOptions, serverDist } from './server-bundle.ts';
import { sourceLocation } from './source-location.ts';

const serverRoot = path.dirname(serverDist);
const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The server bundle's metafile, without writing the bundle. */
async function serverMetafile() {
  const result = await build({ ...serverBuildOptions(serverDist), metafile: true, write: false });
  const outputs = Object.values(result.metafile.outputs);
  return {
    inputs: Object.keys(result.metafile.inputs),
    externals: [...new Set(outputs.flatMap((output) => output.imports.filter((i) => i.external)))].map(
      (i) => i.path,
    ),
  };
}

describe('the server bundle', () => {
  it("keeps a module's import.meta.url, dirname and filename naming its source file, after the tree moves", async () => {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bundle-'));
    temporary.push(tree);
    const built = path.join(tree, 'built');
    const sources = path.join(built, 'src with space');
    fs.mkdirSync(path.join(sources, 'deep'), { recursive: true });
    fs.writeFileSync(
      path.join(sources, 'deep/where.ts'),
      'export const where = { url: import.meta.url, dirname: import.meta.dirname, filename: import.meta.filename };\n',
    );
    fs.writeFileSync(
      path.join(sources, 'entry.ts'),
      "import { where } from './deep/where.ts';\nconsole.log(JSON.stringify(where));\n",
    );
    const outdir = path.join(built, 'dist');
    await build({
      entryPoints: [path.join(sources, 'entry.ts')],
      outdir,
      bundle: true,
      format: 'esm',
      platform: 'node',
      plugins: [sourceLocation(outdir)],
      logLevel: 'silent',
    });

    const moved = path.join(tree, 'moved');
    fs.renameSync(built, moved);
    const where = JSON.parse(
      execFileSync(process.execPath, [path.join(moved, 'dist/entry.js')], { encoding: 'utf8' }),
    );

    const source = path.join(moved, 'src with space/deep/where.ts');
    expect(where).toEqual({
      url: pathToFileURL(source).href,
      dirname: path.dirname(source),
      filename: source,
    });
  });

  it('compiles the workspace packages in and leaves every npm package to Node', async () => {
    const { inputs, externals } = await serverMetafile();

    expect(inputs.filter((input) => input.includes('node_modules'))).toEqual([]);
    for (const workspace of ['packages/contracts/src/', 'packages/seed/src/', 'apps/platform-sandbox/src/']) {
      expect(inputs.some((input) => input.startsWith(workspace))).toBe(true);
    }
    expect(externals.filter((specifier) => specifier.startsWith('@stallhub/'))).toEqual([]);
    expect(externals).toEqual(
      expect.arrayContaining(['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg']),
    );
  });

  it('imports only npm files that plain Node finds (it adds no extension, unlike tsx)', async () => {
    const { externals } = await serverMetafile();
    // Resolved from apps/server, as from apps/server/dist: the same node_modules folders above.
    const resolved: Record<string, string> = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          'const all = JSON.parse(process.env.SPECIFIERS); console.log(JSON.stringify(Object.fromEntries(all.map((s) => [s, import.meta.resolve(s)]))));',
        ],
        { cwd: serverRoot, encoding: 'utf8', env: { ...process.env, SPECIFIERS: JSON.stringify(externals) } },
      ),
    );
    const missing = Object.entries(resolved)
      .filter(([, url]) => url.startsWith('file:') && !fs.existsSync(new URL(url)))
      .map(([specifier]) => specifier);

    expect(externals.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
