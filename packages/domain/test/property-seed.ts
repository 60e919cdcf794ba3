// Reproducible property tests: every fast-check property in this package runs with one
// seed per test run, printed once, and a failure says how to replay it.
//
//   FC_SEED=<integer>  replay a run (a failure message prints the exact command);
//   FC_SEED=random     a fresh random seed (what `pnpm test:props` uses);
//   unset              a seed derived from the commit under test (GITHUB_SHA, else `git rev-parse HEAD`,
//                      else a fixed number), so CI is deterministic for a given commit.
//   FC_RUNS=<integer>  the number of runs of every property (default: each property's own count).
//
// vitest.config.ts loads this file twice: as globalSetup (resolves the seed once, prints it and
// hands it to the test workers through the environment) and as a setup file in every worker
// (configures fast-check with that seed and the replaying reporter).

import { execFileSync } from 'node:child_process';
import fc from 'fast-check';

/** Used when no commit can be read (e.g. a copy of the sources without .git). */
export const FALLBACK_SEED = 20_261_123;

function seedFromCommit(): number {
  let sha = process.env.GITHUB_SHA ?? '';
  if (!/^[0-9a-f]{8,}$/i.test(sha)) {
    try {
      sha = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      sha = '';
    }
  }
  return /^[0-9a-f]{8,}$/i.test(sha) ? Number.parseInt(sha.slice(0, 8), 16) >>> 1 : FALLBACK_SEED;
}

/** The seed of this test run (see the top of the file). Throws on a malformed FC_SEED. */
export function resolveSeed(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.FC_SEED?.trim();
  if (raw === undefined || raw === '') return seedFromCommit();
  if (raw === 'random') return Math.floor(Math.random() * 0x7fff_ffff);
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`FC_SEED must be an integer or "random" (got ${JSON.stringify(raw)})`);
  return n | 0;
}

/** FC_RUNS as a positive integer, or undefined when unset. */
export function resolveRuns(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.FC_RUNS?.trim();
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`FC_RUNS must be a positive integer (got ${JSON.stringify(raw)})`);
  return n;
}

/** The line a failure ends with. */
export function replayHint(seed: number): string {
  const runs = resolveRuns();
  return `replay with FC_SEED=${seed}${runs === undefined ? '' : ` FC_RUNS=${runs}`} (cd packages/domain && FC_SEED=${seed} npx vitest run)`;
}

/**
 * The parameters of a property: `numRuns` is the property's own count unless FC_RUNS overrides it.
 * The seed and the reporter come from the global configuration set up below.
 */
export function runs(numRuns?: number): { numRuns?: number } {
  const n = resolveRuns() ?? numRuns;
  return n === undefined ? {} : { numRuns: n };
}

/** vitest globalSetup: resolve the seed once for every worker and print it. */
export default function setup(): void {
  const seed = resolveSeed();
  process.env.FC_SEED = String(seed);
  const runsText = resolveRuns() ?? "each property's default";
  console.log(`fast-check: seed ${seed}, runs ${runsText} — ${replayHint(seed)}`);
}

/** Setup file: every fc.assert in the worker uses the run's seed and says how to replay a failure. */
export function configureFastCheck(): void {
  const seed = resolveSeed();
  const numRuns = resolveRuns();
  fc.configureGlobal({
    seed,
    ...(numRuns === undefined ? {} : { numRuns }),
    reporter: (details) => {
      const message = fc.defaultReportMessage(details);
      if (message === undefined) return;
      throw new Error(`${message}\n\n${replayHint(seed)}`, { cause: details.errorInstance });
    },
  });
}
