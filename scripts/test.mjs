// `npm test`: every suite of the repo, the database suites on PGlite and on a real PostgreSQL server,
// the web component tests and the browser journeys, ending with one line: `tests: N passed, M failed`.
//
// What it needs beyond Node and npm, it gets: dependencies from the lockfile; on Debian as root,
// PostgreSQL and Chromium through apt-get when they are missing. TEST_DATABASE_URL (a superuser URL)
// points the PostgreSQL pass at an existing server instead of a throwaway one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, log, pnpm, root, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = Date.now();
const results = [];
let postgres;

function postgresBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return false;
  return readdirSync(base).some((v) => existsSync(join(base, v, 'bin', 'initdb')));
}

async function ensureSystemPackages() {
  const missing = [];
  if (!process.env.TEST_DATABASE_URL && !postgresBinaries()) missing.push('postgresql');
  if (!existsSync(CHROMIUM)) missing.push('chromium', 'fonts-liberation');
  if (missing.length === 0) return;
  const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
  if (!canApt) {
    throw new Error(
      `The tests need ${missing.join(', ')}. Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}), ` +
        'or set TEST_DATABASE_URL to a PostgreSQL superuser URL and CHROMIUM_PATH to a Chromium binary.',
    );
  }
  log(`Installing ${missing.join(', ')} from Debian packages…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', ['install', '-y', '-qq', ...missing], { env, stdio: ['ignore', 'ignore', 'inherit'] })) !== 0) {
    throw new Error(`apt-get install ${missing.join(' ')} failed`);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'paydown-pg-'));
  const port = String(await freePort());
  const out = spawnSync('bash', [join(root, 'scripts/postgres.sh'), 'start', dir, port], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`Could not start PostgreSQL: ${out.stderr}`);
  postgres = { dir, port };
  return out.stdout.trim();
}

function stopPostgres() {
  if (!postgres) return;
  spawnSync('bash', [join(root, 'scripts/postgres.sh'), 'stop', postgres.dir]);
  rmSync(postgres.dir, { recursive: true, force: true });
  postgres = undefined;
}

async function suite(name, dir, env = {}) {
  log(`▶ ${name}`);
  const reportDir = mkdtempSync(join(tmpdir(), 'paydown-report-'));
  const report = join(reportDir, 'report.json');
  const vitest = join(root, dir, 'node_modules/.bin/vitest');
  const code = await run(vitest, ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: join(root, dir),
    env,
  });
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    // A suite that crashed outside any test still fails the run.
    if (code !== 0 && failed === 0) failed = 1;
  } else {
    failed = 1;
  }
  rmSync(reportDir, { recursive: true, force: true });
  results.push({ name, passed, failed });
}

try {
  await ensureInstalled();
  await ensureSystemPackages();

  log('▶ typecheck (every package, strict)');
  const typecheck = await pnpm(['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'], {
    env: { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
  });
  results.push({ name: 'typecheck', passed: typecheck === 0 ? 1 : 0, failed: typecheck === 0 ? 0 : 1 });

  // The house rules a reviewer should not have to repeat: ESLint (type-aware) and Prettier.
  log('▶ lint (ESLint)');
  const lint = await pnpm(['run', '-s', 'lint']);
  results.push({ name: 'lint', passed: lint === 0 ? 1 : 0, failed: lint === 0 ? 0 : 1 });
  log('▶ format (Prettier --check)');
  const format = await pnpm(['run', '-s', 'format:check']);
  results.push({ name: 'format', passed: format === 0 ? 1 : 0, failed: format === 0 ? 0 : 1 });

  const databaseUrl = await startPostgres();
  await suite('domain', 'packages/domain');
  await suite('db on PGlite', 'packages/db');
  await suite('db on PostgreSQL', 'packages/db', { TEST_DATABASE_URL: databaseUrl });
  await suite('api on PGlite', 'apps/api');
  await suite('api on PostgreSQL', 'apps/api', { TEST_DATABASE_URL: databaseUrl });
  await suite('web components', 'apps/web');
  await suite('browser journeys (Chromium)', 'tools/e2e', { CHROMIUM_PATH: CHROMIUM });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  results.push({ name: 'setup', passed: 0, failed: 1 });
} finally {
  stopPostgres();
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('');
for (const r of results) console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
