import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and HTTP tests. Browser journeys live in e2e/ with their own config.
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/bundle/**/*.test.ts',
      'apps/platform-sandbox/src/**/*.test.ts',
      'apps/web/app/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    testTimeout: 30_000,
    // Generous: the picture tests render and describe their pictures in beforeAll, two files at once.
    hookTimeout: 300_000,
    pool: 'forks',
    // Vitest's default on two cores is one file at a time; a file waits on its database much of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A place for this run's prepared databases: each file starts from a copy instead of migrating and seeding.
    globalSetup: ['apps/server/src/testing/database-templates-setup.ts'],
    setupFiles: ['apps/web/app/testing/arrived-code.ts'],
  },
});
