import { beforeAll } from 'vitest';

// Component tests run as after the first use of the code a page loads on first use (issue 28 point 7):
// it has already arrived. Runs after the test file's imports, so every such code is declared by then.
// Tests of the waiting before it arrives load fresh modules (vi.resetModules).
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { loadEveryFirstUse } = await import('../components/first-use.ts');
  await loadEveryFirstUse();
});
