import { beforeAll } from 'vitest';

// Component tests run as after a page's first dialog and popover: their code, loaded on first use
// (issue 28 point 7), has already arrived. Tests of the waiting before it arrives load fresh modules.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const [{ dialogCode }, { popoverCode }] = await Promise.all([
    import('../components/dialog.tsx'),
    import('../components/popover.tsx'),
  ]);
  await Promise.all([dialogCode.load(), popoverCode.load()]);
});
