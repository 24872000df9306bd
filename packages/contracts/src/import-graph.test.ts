import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each domain runs one way (decision 036): constants <- schemas <- routes <- calls <- index. The routes
// stay zod-free because the browser imports them (decision 005).
const srcDir = import.meta.dirname;

interface Edge {
  to: string;
  /** `import type`: gone once compiled, so it brings no code along (it still counts for circles). */
  typeOnly: boolean;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
      ? [path.relative(srcDir, file)]
      : [];
  });

const isTypeOnly = (statement: ts.ImportDeclaration | ts.ExportDeclaration) => {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  const clause = statement.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly)
  );
};

/** Every file's imports and re-exports: a file under src/ by its path, a package by its name. */
function readGraph(files: string[]) {
  const graph = new Map<string, Edge[]>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(srcDir, file), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    const edges: Edge[] = [];
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const to = specifier.text.startsWith('.')
        ? path.normalize(path.join(path.dirname(file), specifier.text))
        : specifier.text;
      edges.push({ to, typeOnly: isTypeOnly(statement) });
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The circles of a graph, each as the files around it (first file repeated at the end). */
function findCircles(graph: Map<string, Edge[]>) {
  const circles: string[][] = [];
  const done = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      circles.push([...trail.slice(at), file]);
      return;
    }
    if (done.has(file)) return;
    for (const edge of graph.get(file) ?? []) walk(edge.to, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return circles;
}

/** The files and packages a file's compiled code loads, itself included. */
function valueClosure(graph: Map<string, Edge[]>, start: string) {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) visit(edge.to);
  };
  visit(start);
  return reached;
}

const LAYERS = ['constants', 'schemas', 'routes', 'calls', 'index'] as const;
/** A domain file's layer is its name; a shared file sits at the layer that uses it (the client beside routes). */
const SHARED_LAYERS: Record<string, number> = {
  'call.ts': LAYERS.indexOf('schemas'),
  'ids.ts': LAYERS.indexOf('schemas'),
  'client.ts': LAYERS.indexOf('routes'),
  'index.ts': LAYERS.length,
};
const layerOf = (file: string) => {
  const [folder, name] = file.split(path.sep);
  // Test support walks the whole contract, from above its front door.
  if (folder === 'testing') return LAYERS.length + 1;
  if (folder === 'rules' || !name) return SHARED_LAYERS[file] ?? LAYERS.indexOf('constants');
  return LAYERS.indexOf(name.replace(/\.ts$/, '') as (typeof LAYERS)[number]);
};

const files = sourceFiles(srcDir);
const graph = readGraph(files);

describe('the contracts import one way', () => {
  it('has no import circle, type-only imports included', () => {
    expect(files).toContain(path.join('auth', 'routes.ts'));
    expect(findCircles(graph)).toEqual([]);
  });

  it('finds a circle when two files import each other', () => {
    const looped = new Map<string, Edge[]>([
      ['a.ts', [{ to: 'b.ts', typeOnly: true }]],
      ['b.ts', [{ to: 'a.ts', typeOnly: false }]],
    ]);
    expect(findCircles(looped)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('lets each domain file import only its own or lower layers: constants, schemas, routes, calls', () => {
    const upward = files.flatMap((file) =>
      (graph.get(file) ?? [])
        .filter((edge) => graph.has(edge.to) && layerOf(edge.to) > layerOf(file))
        .map((edge) => `${file} -> ${edge.to}`),
    );
    expect(upward).toEqual([]);
  });

  it('keeps zod out of what the browser loads: the routes, the plain values, the client', () => {
    const zodFree = files.filter(
      (file) => layerOf(file) === LAYERS.indexOf('constants') || layerOf(file) === LAYERS.indexOf('routes'),
    );
    expect(zodFree).toEqual(
      expect.arrayContaining(['route.ts', 'client.ts', path.join('payments', 'routes.ts')]),
    );
    const carriers = zodFree.filter((file) => valueClosure(graph, file).has('zod'));
    expect(carriers).toEqual([]);
  });
});
