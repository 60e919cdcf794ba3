// `npm test`: every suite of the repo, the database suites on PGlite and on a real PostgreSQL server,
// the web component tests and the browser journeys, ending with one line: `tests: N passed, M failed`.
//
// What it needs beyond Node and npm, it gets: dependencies from the lockfile; on Debian as root,
// PostgreSQL and Chromium through apt-get when they are missing. TEST_DATABASE_URL (a superuser URL)
// points the PostgreSQL pass at an existing server instead of a throwaway one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled, ensureNode, log, pnpmCommand, root, run } from './lib.mjs';

await ensureNode();

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

// vitest gives a 2-core machine one worker (cores - 1), leaving a core idle while tests wait on
// PostgreSQL, timers or a fake provider: every suite gets two, and three lanes run side by side (a
// step's output is printed whole when it ends, so lines never interleave).
const VITEST_WORKERS = '2';

/** Runs a command with its output captured; resolves to its exit code and output. */
function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1', ...options.env },
    });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

function printStep(name, seconds, output) {
  log(`▶ ${name} (${seconds} s)`);
  process.stdout.write(output.endsWith('\n') || output === '' ? output : `${output}\n`);
}

/** A check that passes or fails as a whole (typecheck, lint, format). */
function check(name, args, env = {}) {
  return async () => {
    log(`… ${name}`);
    const t = Date.now();
    const [cmd, ...pre] = pnpmCommand();
    const { code, output } = await capture(cmd, [...pre, ...args], { env });
    printStep(name, Math.round((Date.now() - t) / 1000), output);
    results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
  };
}

/** A vitest suite, counted test by test from its JSON report. */
function suite(name, dir, env = {}, { workers = VITEST_WORKERS } = {}) {
  return async () => {
    log(`… ${name}`);
    const t = Date.now();
    const reportDir = mkdtempSync(join(tmpdir(), 'paydown-report-'));
    const report = join(reportDir, 'report.json');
    const vitest = join(root, dir, 'node_modules/.bin/vitest');
    const args = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
    if (workers) args.push(`--maxWorkers=${workers}`);
    const { code, output } = await capture(vitest, args, { cwd: join(root, dir), env });
    printStep(name, Math.round((Date.now() - t) / 1000), output);
    let passed = 0;
    let failed = 0;
    const failures = [];
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      passed = json.numPassedTests;
      failed = json.numFailedTests;
      failures.push(...failedTests(json, dir));
      // A suite that crashed outside any test still fails the run.
      if (code !== 0 && failed === 0) failed = 1;
    } else {
      failed = 1;
    }
    rmSync(reportDir, { recursive: true, force: true });
    // A journey step that passed only on its retry is named too: a retry must not hide a flake.
    const retried = stripAnsi(output)
      .split('\n')
      // Vitest marks a step that failed on its retry too ("× … (retry x1)"): only ✓ lines passed.
      .filter((l) => /^\s*✓.*\(retry x\d+\)/.test(l))
      .map((l) => l.trim());
    results.push({ name, passed, failed, failures, retried });
  };
}

// What failed, named again at the very end: CI keeps only the last lines of a run, and a step's
// own output (printed whole, hundreds of lines) scrolls the failure out of them.
function failedTests(json, dir) {
  const named = [];
  for (const file of json.testResults ?? []) {
    const where = file.name.slice(file.name.indexOf(dir));
    const tests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') named.push(`${where}: ${firstLine(file.message)}`);
    for (const a of tests) named.push(`${where} › ${a.title}: ${firstLine(a.failureMessages?.[0])}`);
  }
  return named;
}

function stripAnsi(text) {
  // eslint-disable-next-line no-control-regex -- the ANSI colours vitest writes
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

function firstLine(message = '') {
  const plain = stripAnsi(message).trim();
  const line = plain.split('\n')[0] ?? '';
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

async function lane(steps) {
  for (const step of steps) await step();
}

try {
  await ensureInstalled();
  await ensureSystemPackages();
  const databaseUrl = await startPostgres();

  // Three lanes, balanced by what each step took in CI (2 cores at ~145 %; a fourth lane only added
  // contention): the static checks then the web tests; the database and API suites, then format
  // and domain; the journeys.
  await Promise.all([
    lane([
      check('typecheck (every package, strict)', ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'], {
        TURBO_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
      }),
      // The house rules a reviewer should not have to repeat: ESLint (type-aware) and Prettier.
      check('lint (ESLint)', ['run', '-s', 'lint']),
      // The OpenAPI document generated clients trust: Redocly's recommended rules, zero errors.
      check('OpenAPI lint (Redocly)', ['--filter', '@paydown/api', 'run', '-s', 'openapi:lint']),
      suite('web components', 'apps/web'),
    ]),
    lane([
      suite('db on PGlite', 'packages/db'),
      suite('db on PostgreSQL', 'packages/db', { TEST_DATABASE_URL: databaseUrl }),
      suite('api on PGlite', 'apps/api'),
      suite('api on PostgreSQL', 'apps/api', { TEST_DATABASE_URL: databaseUrl }),
      check('format (Prettier --check)', ['run', '-s', 'format:check']),
      suite('domain', 'packages/domain'),
    ]),
    // The journeys spend most of their time waiting on a browser and a server: a lane of their own,
    // one file at a time (their waits allow for a busy machine: expect.poll 10 s).
    lane([suite('browser journeys (Chromium)', 'tools/e2e', { CHROMIUM_PATH: CHROMIUM }, { workers: null })]),
  ]);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  results.push({ name: 'setup', passed: 0, failed: 1 });
} finally {
  stopPostgres();
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log('');
for (const r of results) {
  console.log(`  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  for (const f of (r.failures ?? []).slice(0, 10)) console.log(`      ✗ ${f}`);
  for (const f of (r.retried ?? []).slice(0, 10)) console.log(`      ↻ passed on its retry: ${f}`);
}
console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
