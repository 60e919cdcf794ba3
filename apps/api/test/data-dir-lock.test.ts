// Two servers on one PGlite folder would silently lose the second one's writes.
// A second server process exits at start with a clear message.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '@paydown/db';
import { describe, expect, it } from 'vitest';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('one server per PGlite data folder', () => {
  it('a second server process on a DATA_DIR in use exits with a clear message', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paydown-lock-'));
    // This test process plays the first server: it holds the folder's lock, as a running server does.
    const held = lockDataDir(join(dataDir, 'pglite'));
    try {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        SESSION_SECRET: 'lock-test-secret-lock-test-secret-0123',
        TOTP_ENCRYPTION_KEY: 'lock-test-totp-key-lock-test-totp-key-0123',
        DATA_DIR: dataDir,
        PORT: '39871',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        TRIAL_REMINDER_INTERVAL_MINUTES: '0',
      };
      const child = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // Without the lock the child would start serving: stop it after a while so the test fails, not hangs.
      const stop = setTimeout(() => child.kill('SIGTERM'), 60_000);
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      clearTimeout(stop);
      expect(code).toBe(1);
      expect(stderr).toContain(
        `Paydown cannot start: The data folder ${join(dataDir, 'pglite')} is already in use by another Paydown server (process ${process.pid}).`,
      );
      expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
    } finally {
      held.release();
    }
  });
});
