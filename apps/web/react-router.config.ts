import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The whole route manifest is one small, immutable asset the browser keeps: every page imports it
  // instead of each server render matching routes to inline a partial manifest ("lazy" discovery), and
  // client navigations need no /__manifest round trip.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
