import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../apps/server/src/testing/spawn-server.ts';
import { JOURNEY_CAPTCHA_TOKEN } from './browser.ts';

/** Starts the product as `npm start` does (built web app, fresh PGlite, demo seed) once for all journeys. */
export default async function setup(project: TestProject) {
  const server = await spawnServer({ env: { CAPTCHA_TEST_TOKEN: JOURNEY_CAPTCHA_TOKEN } });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
