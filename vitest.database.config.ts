import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/testing/database-tests.ts';
import unitConfig from './vitest.config.ts';

// `npm run test:db`: the tests that can touch a database, run again on the database of DATABASE_URL.
// Which they are is read from their imports (docs/decisions/077), not kept as a list.
export default defineConfig({ test: { ...unitConfig.test, include: databaseTestFiles() } });
