import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vite';

/** A page catalogue's area file (packages/i18n/catalogues/web/<lang>/<area>.json) and its language. */
const CATALOGUE_AREA = /\/catalogues\/web\/([a-z-]+)\/[^/]+\.json$/;
/** The route modules every page of the site shell loads: the root layout and the shell's header and footer. */
const SHELL_ROUTES = [/\/app\/root\.tsx$/, /\/app\/routes\/shell\/shell-layout\.tsx$/];
const ENTRY = /\/app\/entry\.client\.tsx$/;

const pathOf = (id: string) => id.split('?')[0]!;

/** Every module `from` reaches by static imports (what loading it runs), from the build's module graph. */
function staticGraph(from: string[], meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Decision 073: a phone's first load paid one request per tiny chunk (52 modulepreloads on the home page,
 * most under 2 KB), and the texts' 27 area chunks came one after another behind the entry.
 * - `shell`: our own modules that the root layout and the shell layout import, which every page runs
 *   anyway (translation hook, cookies, routes, icons, the API client). The entry's own imports stay
 *   where they are, so the entry and this chunk never import each other.
 * - `texts-<lang>`: one chunk per language for the pages' texts; a page still downloads only its own
 *   language's.
 * Route modules and what only some routes import keep Vite's own split.
 */
function chunkRules() {
  let shell: Set<string> | null = null;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    const lang = CATALOGUE_AREA.exec(id)?.[1];
    if (lang) return `texts-${lang}`;
    if (!shell) {
      const ids = [...meta.getModuleIds()];
      const entry = staticGraph(
        ids.filter((m) => ENTRY.test(pathOf(m))),
        meta,
      );
      const routes = ids.filter((m) => SHELL_ROUTES.some((route) => route.test(pathOf(m))));
      shell = new Set(
        [...staticGraph(routes, meta)].filter(
          (m) => !entry.has(m) && !routes.includes(m) && !m.includes('/node_modules/') && !m.startsWith('\0'),
        ),
      );
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkRules() } },
  },
}));
