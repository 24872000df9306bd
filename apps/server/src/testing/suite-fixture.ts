import { afterAll, beforeAll } from 'vitest';

/**
 * An app (or anything closable) opened once before the tests of the file or describe block it is called
 * in, and closed after them. The object it answers is filled in by that beforeAll, so the suite's own
 * beforeAll hooks, declared after it, can already use it (vitest runs before-hooks in order).
 * Not vitest's test.extend: the files' helpers close over the app at module level, and test.extend would
 * have every test take it as an argument instead.
 */
export function suiteFixture<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const opened = {} as T;
  beforeAll(async () => {
    Object.assign(opened, await open());
  });
  afterAll(async () => {
    // Unset when opening failed: that failure is the one to report.
    if (opened.close) await opened.close();
  });
  return opened;
}
