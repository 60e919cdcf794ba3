// Shared by start.mjs and test.mjs: find pnpm, install dependencies, run commands.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

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
