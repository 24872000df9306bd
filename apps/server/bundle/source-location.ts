import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const sourceMeta = /\bimport\.meta\.(url|dirname|filename)\b/g;

/**
 * Keeps `import.meta.url`, `.dirname` and `.filename` naming each module's own source file inside the
 * bundle, so a module that reads files beside its source (the migrations, JSON catalogues) or asks
 * whether it is the entry point (the seed command) behaves as it does under tsx. The paths are written
 * relative to the bundle, so the tree may move after a build; every output file must therefore sit
 * directly in `outdir`.
 */
export function sourceLocation(outdir: string): Plugin {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        const contents = await fs.readFile(args.path, 'utf8');
        if (!contents.match(sourceMeta)) return undefined;
        const file = path.relative(outdir, args.path);
        const fileUrl = file.split(path.sep).map(encodeURIComponent).join('/');
        // Node >= 20.16 has process.getBuiltinModule: no import needs adding, so line numbers stay.
        const fromBundle = (relative: string) =>
          `process.getBuiltinModule('node:path').join(import.meta.dirname, ${JSON.stringify(relative)})`;
        const replacements: Record<string, string> = {
          url: `new URL(${JSON.stringify(fileUrl)}, import.meta.url).href`,
          dirname: fromBundle(path.dirname(file)),
          filename: fromBundle(file),
        };
        return {
          contents: contents.replace(sourceMeta, (whole, field: string) => replacements[field] ?? whole),
          loader: 'ts',
        };
      });
    },
  };
}
