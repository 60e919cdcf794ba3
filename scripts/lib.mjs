// Shared by start.mjs and test.mjs: get a supported Node, find pnpm, install dependencies, run commands.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

// The oldest Node major the project runs on (package.json's engines say the same), and the exact
// release fetched when the running Node is older.
const NODE_MAJOR = 24;
const NODE_VERSION = '24.21.0';

function fail(message) {
  process.stderr.write(`\x1b[31m[paydown]\x1b[0m ${message}\n`);
  process.exit(1);
}

/**
 * Makes sure this script runs on Node NODE_MAJOR or newer. On an older Node it fetches the pinned
 * release (the npm registry publishes Node's binaries as the packages node-<platform>-<arch>) into
 * .cache/node/<version>, reuses it on later runs, and runs this same script again under it with its
 * bin folder first on PATH, so that pnpm, turbo, vitest, tsx and the server all run on that Node too.
 * Returns only when the running Node is recent enough; otherwise exits with the re-run's exit code.
 */
export async function ensureNode() {
  const current = process.versions.node;
  if (Number(current.split('.')[0]) >= NODE_MAJOR) return;
  const pkg = `node-${process.platform}-${process.arch}`;
  const dir = join(root, '.cache', 'node', NODE_VERSION);
  const bin = join(dir, 'node_modules', pkg, 'bin');
  const node = join(bin, process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(node)) {
    log(`Node ${current} is older than ${NODE_MAJOR}: running under Node ${NODE_VERSION} from .cache/node.`);
  } else {
    const probe = spawnSync('npm', ['view', `${pkg}@${NODE_VERSION}`, 'version'], {
      encoding: 'utf8',
      shell: process.platform === 'win32',
    });
    if (probe.status !== 0 || probe.stdout.trim() !== NODE_VERSION) {
      fail(
        `Node ${current} is older than ${NODE_MAJOR} and the npm registry has no ${pkg}@${NODE_VERSION} for this machine (or is unreachable): install Node ${NODE_MAJOR} or newer.`,
      );
    }
    log(`Node ${current} is older than ${NODE_MAJOR}: fetching Node ${NODE_VERSION} (${pkg}) into .cache/node…`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    // A package.json of its own keeps npm from walking up into the project's.
    writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    const install = spawnSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${NODE_VERSION}`],
      { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], shell: process.platform === 'win32' },
    );
    if (install.status !== 0 || !existsSync(node)) {
      rmSync(dir, { recursive: true, force: true });
      fail(`Could not fetch ${pkg}@${NODE_VERSION} with npm: install Node ${NODE_MAJOR} or newer yourself.`);
    }
  }
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the whole foreground process group, the re-run included, which handles it:
  // this process only waits for it. SIGTERM is usually aimed at this process alone: passed on once.
  process.on('SIGINT', () => {});
  let terminated = false;
  process.on('SIGTERM', () => {
    if (terminated) return;
    terminated = true;
    child.kill('SIGTERM');
  });
  const code = await new Promise((resolve) => {
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
  process.exit(code);
}

/** pnpm from PATH when it is the right major, else the pinned version through npx (npm ships npx). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function log(message) {
  process.stdout.write(`\x1b[36m[paydown]\x1b[0m ${message}\n`);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs the server in the foreground and exits with its exit code. Ctrl-C in a terminal sends
 * SIGINT to the whole foreground process group, the server included, so SIGINT is not passed on:
 * a second one would interrupt the server's own shutdown (the database left open, its lock file
 * left behind). SIGTERM usually comes from `kill` or a process manager aimed at this process
 * alone, so it is passed on once.
 */
export function serve(command, args, options = {}) {
  const server = spawn(command, args, { stdio: 'inherit', ...options });
  process.on('SIGINT', () => {});
  let terminated = false;
  process.on('SIGTERM', () => {
    if (terminated) return;
    terminated = true;
    server.kill('SIGTERM');
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}

export async function pnpm(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], options);
}

/** Installs dependencies from the lockfile when node_modules is missing or older than it. */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies (pnpm install --frozen-lockfile)…');
  // CI=true: pnpm refuses to prompt without a TTY.
  const code = await pnpm(['install', '--frozen-lockfile'], { env: { CI: 'true' } });
  if (code !== 0) throw new Error('pnpm install failed');
}

const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo', 'test', 'coverage']);

function listFiles(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isFile()) {
    out.push(path);
    return out;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    // Tests do not change what a build produces.
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    listFiles(join(path, entry.name), out);
  }
  return out;
}

/** A hash of the names and contents of every file under `paths` (relative to the repo root). */
export function contentHash(paths) {
  const hash = createHash('sha256');
  const files = paths.flatMap((p) => listFiles(join(root, p), [])).sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Runs `build` only when the inputs changed since the last build: the hash of the inputs is kept
 * in a stamp file inside the output directory (so deleting the output rebuilds). Content, not
 * modification times: a checkout or a copy that touches files without changing them costs nothing.
 */
export async function buildIfChanged({ name, inputs, outDir, build }) {
  const stamp = join(root, outDir, '.build-stamp');
  const hash = contentHash(inputs);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) {
    log(`The ${name} is up to date.`);
    return true;
  }
  log(`Building the ${name}…`);
  if (!(await build())) return false;
  writeFileSync(stamp, `${hash}\n`);
  return true;
}
