import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // A form typed key by key takes ~7 s alone; CI runs two workers beside the API lane on 2 cores.
    testTimeout: 30_000,
    // West of UTC, so any calendar date shifted by a time-zone conversion shows up in tests.
    env: { TZ: 'America/Los_Angeles' },
  },
});
