import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Cleanup, freePort, rebuildReason, repoRoot, runToEnd, sleep, spawnTracked, stopChild, tsxLoader } from './util.ts';

const apiDir = join(repoRoot, 'apps/api');
const bundledMain = join(apiDir, 'dist/main.mjs');
const sourceMain = join(apiDir, 'src/main.ts');

/** How the app is started: as `npm start` does (the esbuild bundle) or from source through tsx (dev). */
export type StartMode = 'bundled' | 'tsx';

const START_ARGS: Record<StartMode, string[]> = {
  bundled: [bundledMain],
  tsx: ['--import', tsxLoader, sourceMain],
};

export const START_COMMAND: Record<StartMode, string> = {
  bundled: 'node apps/api/dist/main.mjs (what npm start runs)',
  tsx: 'node --import tsx apps/api/src/main.ts (from source, as in development)',
};

// Settings of the bench's own shell that would change what the started app does.
const STRIP = ['DATABASE_URL', 'NODE_ENV', 'SESSION_SECRET', 'APP_URL', 'PORT', 'HOST', 'DATA_DIR', 'LOG_LEVEL'];

/**
 * Spawns the app (embedded database, no configuration) and measures from spawn to the first 200
 * from GET /api/health, polled every 10 ms.
 */
export async function timeToHealthy(mode: StartMode, dataDir: string): Promise<number> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of STRIP) delete env[key];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

  const started = performance.now();
  const child = spawnTracked(process.execPath, START_ARGS[mode], { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was healthy:\n${gist(stderr)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(10);
    }
    throw new Error(`not healthy within 60 s:\n${gist(stderr)}`);
  } finally {
    await stopChild(child);
  }
}

/** The error lines of a crash, without stack frames. */
function gist(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
  return lines
    .slice(-8)
    .map((l) => `    ${l.trim()}`)
    .join('\n');
}

export interface ColdStartResult {
  /** The production start; undefined when the API could not be built (reason given). */
  bundled: { firstMs: number; warmMs: number[] } | { error: string };
  built: string | undefined;
  /** Warm-data starts from source through tsx, for comparison. */
  tsxWarmMs: number[];
}

/**
 * The production start (`npm start`: the API bundled by esbuild, built here when missing or stale)
 * on an empty DATA_DIR (creates the PGlite data), then `warmRuns` times on the same folder; then
 * the same warm start from source through tsx, for comparison.
 */
export async function runColdStart(warmRuns: number, cleanup: Cleanup): Promise<ColdStartResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydown-bench-start-'));
  cleanup.add('remove cold-start data folder', () => rmSync(dataDir, { recursive: true, force: true }));

  let bundled: ColdStartResult['bundled'];
  const reason = rebuildReason(
    bundledMain,
    [
      ...['apps/api/src', 'packages/db/src', 'packages/domain/src'].map((d) => join(repoRoot, d)),
      join(apiDir, 'build.mjs'),
      join(apiDir, 'package.json'),
    ],
    'BENCH_API_BUILD',
  );
  let built: string | undefined;
  let buildError: string | undefined;
  if (reason) {
    const res = await runToEnd('pnpm', ['--filter', '@paydown/api', 'build'], { cwd: repoRoot, timeoutMs: 120_000 });
    if (res.code === 0 && existsSync(bundledMain)) built = reason;
    else buildError = `the API build failed (exit ${res.code}):\n${gist(`${res.stdout}\n${res.stderr}`)}`;
  }
  if (buildError) {
    bundled = { error: buildError };
  } else {
    const firstMs = await timeToHealthy('bundled', dataDir);
    const warmMs: number[] = [];
    for (let i = 0; i < warmRuns; i++) warmMs.push(await timeToHealthy('bundled', dataDir));
    bundled = { firstMs, warmMs };
  }
  // From source: the data folder exists by now (or is created by this first run, not counted).
  if (!existsSync(join(dataDir, 'pglite'))) await timeToHealthy('tsx', dataDir);
  const tsxWarmMs = [await timeToHealthy('tsx', dataDir)];
  return { bundled, built, tsxWarmMs };
}
