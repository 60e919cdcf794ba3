import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server per file; files in sequence keep a 2-core machine responsive.
    fileParallelism: false,
  },
});
