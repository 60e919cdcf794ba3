// Newcomer frictions of the server process itself: Ctrl-C in a terminal stops it cleanly, and a
// port already in use gets one plain line instead of a stack trace.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lockFileOf } from '@paydown/db';
import { describe, expect, it } from 'vitest';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const serveModule = pathToFileURL(join(apiDir, '../../scripts/lib.mjs')).href;

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    SESSION_SECRET: 'process-test-secret-process-test-secret-0123',
    TOTP_ENCRYPTION_KEY: 'process-test-totp-key-process-test-totp-0123',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    TRIAL_REMINDER_INTERVAL_MINUTES: '0',
  };
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function collect(child: ChildProcess) {
  const out = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (out.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out.stderr += chunk.toString()));
  return out;
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

async function waitUntilServing(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

describe('the server process', () => {
  it('stops cleanly on Ctrl-C: exit code 0 and the data folder unlocked', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paydown-stop-'));
    const port = await freePort();
    // As `npm start` runs it: the start script's server runner with the server under it, in a
    // process group of their own, which the test then interrupts as a terminal's Ctrl-C does.
    const runner = `import { serve } from ${JSON.stringify(serveModule)}; serve(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: ${JSON.stringify(apiDir)} });`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', runner], {
      cwd: apiDir,
      env: { ...serverEnv(dataDir, port), LOG_LEVEL: 'info' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = collect(child);
    const exit = exited(child);
    try {
      await waitUntilServing(port, child);
      expect(existsSync(lockFileOf(join(dataDir, 'pglite')))).toBe(true);
      process.kill(-child.pid!, 'SIGINT');
      // Impatient people press Ctrl-C again and again: no repeat may cut the shutdown short.
      while (child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        try {
          process.kill(-child.pid!, 'SIGINT');
        } catch {
          break; // the whole group has exited
        }
      }
      expect(await exit, output.stderr).toBe(0);
      expect(output.stdout).toContain('Paydown has stopped.');
      expect(existsSync(lockFileOf(join(dataDir, 'pglite')))).toBe(false);
    } finally {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    }
  });

  it('says in one line that the port is in use, and exits non-zero', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'paydown-port-'));
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as AddressInfo;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: { ...serverEnv(dataDir, port), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = collect(child);
      const stop = setTimeout(() => child.kill('SIGKILL'), 120_000);
      const code = await exited(child);
      clearTimeout(stop);
      expect(code).toBe(1);
      expect(output.stderr.trim()).toBe(`Port ${port} is in use: stop the other server or set PORT=… to a free port.`);
      expect(`${output.stdout}${output.stderr}`).not.toMatch(/\n\s+at |EADDRINUSE/);
      // It let go of the database it had opened.
      expect(existsSync(lockFileOf(join(dataDir, 'pglite')))).toBe(false);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
