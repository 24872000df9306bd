import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { sourceLocation } from './source-location.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');
/** Where `npm run build` puts the server and `npm start` runs it from. */
export const serverDist = path.join(serverRoot, 'dist');

/**
 * npm packages stay imports that Node resolves from node_modules at run time: the native and wasm ones
 * (PGlite, argon2, jieba, sharp) must, and bundling the rest gains nothing since `npm ci` installs them
 * anyway. The workspace packages (`@stallhub/*`) export TypeScript, which Node does not run: compiled in.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@stallhub/') ? undefined : { path: args.path, external: true },
    );
  },
};

export function serverBuildOptions(outdir: string): BuildOptions {
  return {
    // The describing threads' file (decision 095) beside main.js, where the pool starts it from.
    entryPoints: [
      path.join(serverRoot, 'src/main.ts'),
      path.join(serverRoot, 'src/modules/imagesearch/describe-worker.ts'),
    ],
    outdir,
    // Flat: sourceLocation writes paths relative to outdir itself.
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    // The stand-ins (local OpenID provider, platform sandbox) stay chunks loaded only when standing in.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // The image search's describing pool starts its threads from the compiled worker (decision 095).
    define: {
      DESCRIBE_WORKER_FROM_SOURCE: JSON.stringify(
        path
          .relative(path.join(serverRoot, 'src/modules/imagesearch'), path.join(outdir, 'describe-worker.js'))
          .split(path.sep)
          .join('/'),
      ),
    },
    plugins: [npmPackagesExternal, sourceLocation(outdir)],
    logLevel: 'warning',
  };
}

/** Compiles src/main.ts and what it imports into `outdir` (emptied first, so no stale chunk lingers). */
export async function bundleServer(outdir = serverDist) {
  fs.rmSync(outdir, { recursive: true, force: true });
  return build({ ...serverBuildOptions(outdir), metafile: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await bundleServer();
  const seconds = (performance.now() - started) / 1000;
  console.log(`server: ${path.relative(process.cwd(), serverDist)}/main.js in ${seconds.toFixed(2)} s`);
}
