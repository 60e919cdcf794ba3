import { defineConfig } from 'vitest/config';

// Property tests: one fast-check seed per run, printed, replayable (test/property-seed.ts).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/property-seed.ts'],
    setupFiles: ['test/property-setup.ts'],
    // FC_RUNS (e.g. `pnpm test:props`) multiplies the work of every property.
    testTimeout: process.env.FC_RUNS ? 600_000 : 5_000,
  },
});
