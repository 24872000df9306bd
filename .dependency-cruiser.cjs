// Import rules, checked by `npm run lint` (dependency-cruiser). One entry of `forbidden` per rule, each
// with the reason a developer reads when it fails. docs/decisions/037-module-front-doors.md

const MODULE = '^apps/server/src/modules/';
const TEST = '[.]test[.]ts$';
const TABLES = '/tables[.]ts$';
const FRONT_DOOR = `${MODULE}[^/]+/index[.]ts$`;
/** A module's measuring door: the evaluation set or labelled queries that benchmarks and floor tests use. */
const MEASURING = `${MODULE}[^/]+/(evaluation|quality)/`;
const MEASURING_DOOR = `${MEASURING}index[.]ts$`;
/**
 * The core modules from the bottom up (docs/decisions/080-the-storefront-composes.md): each may import
 * those before it, never one after it. Catalogue and stalls are facts, content holds the topics, search
 * finds ids among them, the storefront composes cards and pages, the history lists cards.
 */
const CORE_UPWARDS = ['catalogue', 'stalls', 'content', 'search', 'storefront', 'history'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-front-door',
      severity: 'error',
      comment:
        "A server module reaches another only through its front door, modules/<name>/index.ts: the service and the types it offers. Add what you need to that module's index.ts (a service function that answers your question), never import its service internals, routes or helpers.",
      from: { path: `${MODULE}([^/]+)/` },
      to: { path: MODULE, pathNot: [`${MODULE}$1/`, FRONT_DOOR, TABLES] },
    },
    {
      name: 'own-tables-only',
      severity: 'error',
      comment:
        "Only a module's own code reads its tables; others call its service (ARCHITECTURE.md). Exceptions: a tables.ts may name another module's table in a foreign key, and a test may arrange and inspect any module's rows.",
      from: { path: `${MODULE}([^/]+)/`, pathNot: [TABLES, TEST] },
      to: { path: `${MODULE}[^/]+${TABLES}`, pathNot: `${MODULE}$1/` },
    },
    {
      name: 'front-doors-from-outside',
      severity: 'error',
      comment:
        "Code outside the modules (app.ts, services.ts, http/, db/, outside/, ssr/, testing/, cli/, bench, e2e) imports a module's index.ts only. db/ may import every module's tables.ts (Drizzle's schema is all of them), and a test may import tables to arrange and inspect rows.",
      from: { pathNot: MODULE },
      to: { path: MODULE, pathNot: [FRONT_DOOR, TABLES, MEASURING_DOOR] },
    },
    {
      name: 'measuring-doors-for-benchmarks-and-tests',
      severity: 'error',
      comment:
        "A module's evaluation/ or quality/ door (the measured picture set, the labelled queries) is for bench/ and tests only: the product never runs an evaluation. Its front door (index.ts) never hands it out either.",
      from: { pathNot: ['^bench/', TEST, MEASURING] },
      to: { path: MEASURING },
    },
    {
      name: 'modules-never-import-the-seed',
      severity: 'error',
      comment:
        "The seed (packages/seed) makes demo rows and measuring sets; it is imported by the demo (apps/server/src/demo/, cli/seed.ts), tests and a module's evaluation/ or quality/ folder, never by a module's product code. A module offers an import function typed by its own tables (catalogue's importItems, history's importViews) and the demo calls it.",
      from: { path: MODULE, pathNot: [TEST, MEASURING] },
      // The workspace package is matched by name: the resolver stops at its exports map.
      to: { path: ['^packages/seed/', '^@stallhub/seed'] },
    },
    {
      name: 'modules-never-import-the-demo',
      severity: 'error',
      comment:
        "The demo (apps/server/src/demo/: its accounts, messages, stall keeper, browsing and sales) calls the modules' front doors, never the other way: a module offers plain writers in its own words (users' importAccounts, history's importViews) and knows nothing of demo rows. A module's tests take the demo accounts through testing/ (http-calls.ts).",
      from: { path: MODULE },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'tables-from-outside',
      severity: 'error',
      comment:
        "Outside the modules, only db/ (the schema for migrations) and tests read tables.ts; everything else calls the owning module's service.",
      from: { pathNot: [MODULE, '^apps/server/src/db/', TEST] },
      to: { path: `${MODULE}[^/]+${TABLES}` },
    },
    {
      name: 'front-door-hands-out-no-tables',
      severity: 'error',
      comment: "A module's index.ts offers services and types, never its tables.",
      from: { path: FRONT_DOOR },
      to: { path: TABLES },
    },
    {
      name: 'no-circles-in-the-server',
      severity: 'error',
      comment:
        'The server runs one way: no file reaches, through any chain of imports (types too), back to itself (docs/decisions/080). A circle between modules means one of them asks a module above it: move the shared type down to its owner (or packages/contracts), hand a module its answers as ids, or let the module above compose (the storefront composes cards and pages). A circle inside a module: move the shared piece into a file both import.',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    ...CORE_UPWARDS.slice(0, -1).map((layer, i) => ({
      name: 'core-modules-one-way',
      severity: 'error',
      comment: `${layer} stands below ${CORE_UPWARDS.slice(i + 1).join(', ')} (docs/decisions/080): it answers facts or ids and never imports a module above it. What needs the module above belongs there: the storefront composes cards and pages from catalogue, stalls and search; a port the caller declares (as CardMarks or ItemViews) is wired in services.ts or app.ts. A test may wire as main.ts does.`,
      from: { path: `${MODULE}${layer}/`, pathNot: TEST },
      to: { path: `${MODULE}(${CORE_UPWARDS.slice(i + 1).join('|')})/` },
    })),
    {
      name: 'no-circles-in-contracts',
      severity: 'error',
      comment:
        'packages/contracts runs one way per domain, constants <- schemas <- routes <- calls (docs/decisions/036): an import circle means a lower layer reaches up. Move the shared piece down a layer.',
      from: { path: '^packages/contracts/src/' },
      to: { path: '^packages/contracts/src/', circular: true },
    },
  ],
  options: {
    // `import type` counts: a type from another module's internals couples to them as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)build/', '[.]react-router/'] },
  },
};
