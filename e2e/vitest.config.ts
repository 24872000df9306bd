import { defineConfig } from 'vitest/config';
import { JourneyOrder } from './support/journey-order.ts';

// Browser journeys: each file starts the real server (npm start's path) and drives Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // A page that re-renders after a call can take seconds on a loaded CI machine; 1 s (the default) flakes.
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
    sequence: { sequencer: JourneyOrder },
    globalSetup: ['e2e/support/global-setup.ts'],
  },
});
