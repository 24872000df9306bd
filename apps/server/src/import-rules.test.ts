import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs (run by `npm run lint`), each checked on a small tree that
// breaks it and on the imports it allows (docs/decisions/037-module-front-doors.md).
const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;

let tree: string | undefined;
afterEach(() => {
  if (tree) fs.rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

/** Writes the files (path from the repository root → source) and answers every broken rule as "rule: from → to". */
async function brokenRules(files: Record<string, string>): Promise<string[]> {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'stallhub-import-rules-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
  const roots = [...new Set(Object.keys(files).map((file) => file.split('/')[0]!))];
  const { output } = await cruise(roots, {
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: config.options?.tsPreCompilationDeps,
  });
  const { summary } = output as ICruiseResult;
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

const SERVER = 'apps/server/src';
/** Two modules as they should be: each with a service, tables and a front door offering the service. */
const twoModules = {
  [`${SERVER}/modules/stalls/tables.ts`]: 'export const shops = { id: 1 };\n',
  [`${SERVER}/modules/stalls/service.ts`]:
    "import { shops } from './tables.ts';\nexport interface StallSummary { id: number }\nexport const createStallsService = () => ({ exists: (id: number) => id === shops.id });\n",
  [`${SERVER}/modules/stalls/index.ts`]:
    "export { createStallsService, type StallSummary } from './service.ts';\n",
  [`${SERVER}/modules/cart/tables.ts`]:
    "import { shops } from '../stalls/tables.ts';\nexport const cartLines = { shopId: shops.id };\n",
  [`${SERVER}/modules/cart/index.ts`]: "export { createCartService } from './service.ts';\n",
};

describe('module-front-door', () => {
  it("lets a module use another's front door, and refuses its service files, even for a type", async () => {
    expect(
      await brokenRules({
        ...twoModules,
        [`${SERVER}/modules/cart/service.ts`]: [
          "import { createStallsService, type StallSummary } from '../stalls/index.ts';",
          "import type { StallSummary as Internal } from '../stalls/service.ts';",
          "import { cartLines } from './tables.ts';",
          'export const createCartService = (s?: StallSummary, i?: Internal) => [createStallsService, cartLines, s, i];',
        ].join('\n'),
      }),
    ).toEqual([`module-front-door: ${SERVER}/modules/cart/service.ts → ${SERVER}/modules/stalls/service.ts`]);
  });

  it("holds for a module's tests too: their own module freely, another only through its front door", async () => {
    expect(
      await brokenRules({
        ...twoModules,
        [`${SERVER}/modules/cart/service.ts`]: 'export const createCartService = () => 1;\n',
        [`${SERVER}/modules/cart/routes.test.ts`]: [
          "import { createCartService } from './service.ts';",
          "import { createStallsService } from '../stalls/service.ts';",
          'export const used = [createCartService, createStallsService];',
        ].join('\n'),
      }),
    ).toEqual([
      `module-front-door: ${SERVER}/modules/cart/routes.test.ts → ${SERVER}/modules/stalls/service.ts`,
    ]);
  });
});

describe('own-tables-only', () => {
  it("refuses a module's code reading another's tables, and allows a foreign key and a test's rows", async () => {
    expect(
      await brokenRules({
        ...twoModules,
        [`${SERVER}/modules/cart/service.ts`]:
          "import { shops } from '../stalls/tables.ts';\nexport const createCartService = () => shops;\n",
        [`${SERVER}/modules/cart/routes.test.ts`]:
          "import { shops } from '../stalls/tables.ts';\nexport const arranged = shops;\n",
      }),
    ).toEqual([`own-tables-only: ${SERVER}/modules/cart/service.ts → ${SERVER}/modules/stalls/tables.ts`]);
  });
});

describe('front-doors-from-outside and tables-from-outside', () => {
  it('lets app code, db/ and bench use front doors, db/ and tests use tables, and refuses the rest', async () => {
    expect(
      await brokenRules({
        ...twoModules,
        [`${SERVER}/modules/cart/service.ts`]: 'export const createCartService = () => 1;\n',
        [`${SERVER}/modules/cart/routes.ts`]: 'export const cartRoutes = () => 1;\n',
        [`${SERVER}/app.ts`]: [
          "import { createCartService } from './modules/cart/index.ts';",
          "import { cartRoutes } from './modules/cart/routes.ts';",
          'export const app = [createCartService, cartRoutes];',
        ].join('\n'),
        [`${SERVER}/db/schema.ts`]: [
          "import { cartLines } from '../modules/cart/tables.ts';",
          "import { shops } from '../modules/stalls/tables.ts';",
          'export const schema = { cartLines, shops };',
        ].join('\n'),
        [`${SERVER}/http/answer.test.ts`]:
          "import { shops } from '../modules/stalls/tables.ts';\nexport const arranged = shops;\n",
        [`${SERVER}/http/viewer.ts`]:
          "import { shops } from '../modules/stalls/tables.ts';\nexport const read = shops;\n",
        'bench/cart.ts': [
          "import { createStallsService } from '../apps/server/src/modules/stalls/index.ts';",
          "import { createCartService } from '../apps/server/src/modules/cart/service.ts';",
          'export const bench = [createStallsService, createCartService];',
        ].join('\n'),
      }),
    ).toEqual([
      `front-doors-from-outside: ${SERVER}/app.ts → ${SERVER}/modules/cart/routes.ts`,
      `front-doors-from-outside: bench/cart.ts → ${SERVER}/modules/cart/service.ts`,
      `tables-from-outside: ${SERVER}/http/viewer.ts → ${SERVER}/modules/stalls/tables.ts`,
    ]);
  });
});

describe('front-door-hands-out-no-tables', () => {
  it("refuses a front door that re-exports its module's tables", async () => {
    expect(
      await brokenRules({
        ...twoModules,
        [`${SERVER}/modules/cart/service.ts`]: 'export const createCartService = () => 1;\n',
        [`${SERVER}/modules/stalls/index.ts`]:
          "export { createStallsService } from './service.ts';\nexport { shops } from './tables.ts';\n",
      }),
    ).toEqual([
      `front-door-hands-out-no-tables: ${SERVER}/modules/stalls/index.ts → ${SERVER}/modules/stalls/tables.ts`,
    ]);
  });
});

describe('no-circles-in-contracts', () => {
  it('refuses an import circle in packages/contracts, type imports included, and allows one way', async () => {
    expect(
      await brokenRules({
        'packages/contracts/src/cart/constants.ts': 'export const QUANTITY_MAX = 999;\n',
        'packages/contracts/src/cart/schemas.ts':
          "import { QUANTITY_MAX } from './constants.ts';\nexport const amount = { max: QUANTITY_MAX };\n",
        'packages/contracts/src/cart/routes.ts':
          "import type { Line } from './calls.ts';\nexport type CartRoute = { path: string; line?: Line };\n",
        'packages/contracts/src/cart/calls.ts':
          "import type { CartRoute } from './routes.ts';\nimport { amount } from './schemas.ts';\nexport type Line = { route: CartRoute };\nexport const add = { amount };\n",
      }),
    ).toEqual([
      'no-circles-in-contracts: packages/contracts/src/cart/calls.ts → packages/contracts/src/cart/routes.ts',
    ]);
  });
});

describe('no-circles-in-the-server', () => {
  it('refuses two modules that import each other, type imports included, and allows one way', async () => {
    const files = {
      [`${SERVER}/modules/catalogue/service.ts`]:
        "import type { StallSummary } from '../stalls/index.ts';\nexport type Card = { shop?: StallSummary };\nexport const createItemsService = () => 1;\n",
      [`${SERVER}/modules/catalogue/index.ts`]:
        "export { type Card, createItemsService } from './service.ts';\n",
      [`${SERVER}/modules/stalls/service.ts`]:
        "import { createItemsService } from '../catalogue/index.ts';\nexport type StallSummary = { id: number };\nexport const createStallsService = () => createItemsService();\n",
      [`${SERVER}/modules/stalls/index.ts`]:
        "export { createStallsService, type StallSummary } from './service.ts';\n",
    };
    expect(await brokenRules(files)).toEqual([
      `core-modules-one-way: ${SERVER}/modules/catalogue/service.ts → ${SERVER}/modules/stalls/index.ts`,
      // One violation a circle, named by its first import.
      `no-circles-in-the-server: ${SERVER}/modules/catalogue/index.ts → ${SERVER}/modules/catalogue/service.ts`,
    ]);
    const oneWay = {
      ...files,
      [`${SERVER}/modules/catalogue/service.ts`]:
        'export type Card = { shopId: number };\nexport const createItemsService = () => 1;\n',
    };
    expect(await brokenRules(oneWay)).toEqual([]);
  });

  it('refuses a circle between files of one module, or outside the modules', async () => {
    expect(
      await brokenRules({
        [`${SERVER}/http/a.ts`]: "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
        [`${SERVER}/http/b.ts`]: "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
      }),
    ).toEqual([`no-circles-in-the-server: ${SERVER}/http/a.ts → ${SERVER}/http/b.ts`]);
  });
});

describe('core-modules-one-way', () => {
  it('lets the storefront compose catalogue, shops and search, and refuses their importing it', async () => {
    expect(
      await brokenRules({
        [`${SERVER}/modules/search/service.ts`]:
          "import type { ItemCards } from '../storefront/index.ts';\nexport const createItemSearchService = (c?: ItemCards) => c;\n",
        [`${SERVER}/modules/search/index.ts`]: "export { createItemSearchService } from './service.ts';\n",
        [`${SERVER}/modules/storefront/cards.ts`]: 'export type ItemCards = { ids: number[] };\n',
        [`${SERVER}/modules/storefront/index.ts`]: "export type { ItemCards } from './cards.ts';\n",
        [`${SERVER}/modules/storefront/page.ts`]:
          "import { createItemSearchService } from '../search/index.ts';\nexport const page = createItemSearchService;\n",
      }),
    ).toEqual([
      `core-modules-one-way: ${SERVER}/modules/search/service.ts → ${SERVER}/modules/storefront/index.ts`,
    ]);
  });
});
