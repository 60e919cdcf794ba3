import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser, one server per file; files in sequence keep a 2-core machine responsive.
    fileParallelism: false,
    // expect.poll's 1 s default is shorter than a busy 2-core machine needs to render a screen after
    // navigation (two journeys failed on it in CI while other work ran); what is asserted is unchanged.
    expect: { poll: { timeout: 10_000 } },
  },
});
