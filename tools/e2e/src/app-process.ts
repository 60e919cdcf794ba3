import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningApp {
  baseUrl: string;
  /** Every line the server has printed so far (the local mailer logs confirmation links there). */
  output(): string;
  stop(): Promise<void>;
  /** Stops the server and starts it again on the same port and data (e.g. to apply ADMIN_USERNAMES). */
  restart(): Promise<void>;
  /**
   * Runs one of the API's commands (`src/cli/…`, as an operator or cron would) against this server's
   * data, and returns what it printed (also added to output()). The embedded database is one
   * process's at a time, so the server stops for the command and starts again on the same port.
   */
  runCommand(script: string): Promise<string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Builds the web app once per run, as `npm start` does, into a folder of this run's own: a run
 * never serves files another run (or a developer's build) is rewriting. Returns the folder.
 */
export function buildWeb(): string {
  const web = join(repoRoot, 'apps/web');
  const outDir = mkdtempSync(join(tmpdir(), 'paydown-e2e-web-'));
  // A production build even though the test runner sets NODE_ENV=test: apps/web/vite.config.ts
  // sets NODE_ENV=production for every `vite build`, whoever calls it.
  const result = spawnSync(join(web, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: web,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

/** Starts the real server (embedded database, fresh data folder) and waits until it is healthy. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'paydown-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  let child: ChildProcess;
  const tsx = (script: string) =>
    spawn(join(repoRoot, 'apps/api/node_modules/.bin/tsx'), [script], {
      cwd: join(repoRoot, 'apps/api'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: baseUrl,
        LOG_LEVEL: 'info',
        WEB_DIST_DIR: inject('webDistDir'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  const launch = async () => {
    child = tsx('src/main.ts');
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // Within the 120 s hook timeout: on a loaded 2-core machine the first start (tsx compiling, PGlite
    // migrating) has been seen to take 55 s.
    const deadline = Date.now() + 110_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  // The server's lock on its embedded database folder (the folder's name plus ".lock"): removed as
  // its last step of a clean shutdown.
  const lockFile = join(dataDir, 'pglite.lock');
  const halt = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A loaded machine can take a while to close the database: a kill too early leaves the
      // server (tsx's child) running, holding the folder, and the next start refuses it.
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    // tsx's own exit can come before its child server's: wait until the server has let go.
    for (let waited = 0; existsSync(lockFile) && waited < 30_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
  };

  await launch();
  return {
    baseUrl,
    output: () => output,
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await halt();
      await launch();
    },
    async runCommand(script) {
      await halt();
      const command = tsx(script);
      let printed = '';
      command.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      command.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => command.once('close', resolve));
      output += printed;
      await launch();
      if (code !== 0) throw new Error(`${script} exited with ${code}:\n${printed}`);
      return printed;
    },
  };
}

/**
 * The newest email the outbox logged for an address whose link goes to `path` (a JSON log line:
 * the message is `[mail] <subject> -> <address>`, the `link` field carries the email's link).
 */
export function mailedLinkFor(app: RunningApp, email: string, path: string): { subject: string; link: string } | undefined {
  const linkPattern = new RegExp(`(https?://[^\\s"]+${path}\\?token=[A-Za-z0-9_.%-]+)`);
  for (const line of app.output().split('\n').reverse()) {
    if (!line.includes(`-> ${email}"`)) continue;
    const link = linkPattern.exec(line)?.[1];
    const subject = /\[mail\] (.*?) -> /.exec(line)?.[1];
    if (link && subject) return { subject, link };
  }
  return undefined;
}

/** The newest confirmation link the server logged for an address. */
export function confirmationLinkFor(app: RunningApp, email: string): string | undefined {
  return mailedLinkFor(app, email, '/confirm-email')?.link;
}

/**
 * The newest password-reset link the server logged for an address. Not simply the newest email:
 * a reset is followed by a "your password was changed" email to the same address.
 */
export function resetLinkFor(app: RunningApp, email: string): string | undefined {
  const links = app
    .output()
    .split('\n')
    .filter((l) => l.includes(`-> ${email}"`))
    .map((l) => /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(l)?.[1])
    .filter((link) => link !== undefined);
  return links.at(-1);
}
