import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The tsx loader, for `node --import <it> file.ts`: one process per child (the tsx CLI adds a second). */
export const tsxLoader = import.meta.resolve('tsx');

export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('no free port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Everything the bench starts (processes, servers, databases, folders) registers how to undo it
 * here; `run()` undoes it newest first, also on Ctrl-C and on failure.
 */
export class Cleanup {
  private readonly steps: { name: string; fn: () => Promise<void> | void }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, fn: () => Promise<void> | void): () => Promise<void> {
    const step = { name, fn };
    this.steps.push(step);
    // Undo one step early (e.g. a server no longer needed) and forget it.
    return async () => {
      const i = this.steps.indexOf(step);
      if (i < 0) return;
      this.steps.splice(i, 1);
      await step.fn();
    };
  }

  /** Undoes every registered step; concurrent calls share one pass; steps added later wait for the next call. */
  run(): Promise<void> {
    this.running ??= (async () => {
      while (this.steps.length > 0) {
        const step = this.steps.pop();
        if (!step) break;
        try {
          await step.fn();
        } catch (err) {
          console.error(`cleanup: ${step.name} failed: ${errorText(err)}`);
        }
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }
}

const children = new Set<ChildProcess>();
/** Set once the bench is being interrupted: nothing new gets started. */
let stopping = false;

/**
 * Cleans up (children, then `cleanup`) when the bench is interrupted or crashes, and keeps it
 * running when its output goes away (`pnpm bench | head`), so it still cleans up at its end.
 */
export function cleanUpOnExit(cleanup: Cleanup): void {
  const stop = (code: number) => {
    stopping = true;
    void stopEverything(cleanup).finally(() => {
      for (const child of children) child.kill('SIGKILL');
      process.exit(code);
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping and cleaning up ...`);
      stop(130);
    });
  }
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.once(event, (err: unknown) => {
      console.error(err);
      stop(1);
    });
  }
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') console.error(err);
    });
  }
}

/** Spawns a child that is killed on cleanup if it is still running. */
export function spawnTracked(command: string, args: string[], options: SpawnOptions & { forCleanup?: boolean }): ChildProcess {
  // Once interrupted, only cleanup steps may start anything.
  if (stopping && !options.forCleanup) throw new Error('interrupted');
  const child = spawn(command, args, options);
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.once('error', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the child has exited. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((c) => stopChild(c)));
}

/** The children first (a server may still be using the database), then every cleanup step. */
export async function stopEverything(cleanup: Cleanup): Promise<void> {
  await stopAllChildren();
  await cleanup.run();
}

/**
 * Runs a diagnostic's `main` (bench:layers, bench:profile): what it registers in `cleanup` is
 * undone at its end, on failure and on Ctrl-C; a failure sets the exit code.
 */
export function runWithCleanup(main: (cleanup: Cleanup) => Promise<void>): void {
  const cleanup = new Cleanup();
  cleanUpOnExit(cleanup);
  main(cleanup)
    .catch((err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    })
    .finally(() => stopEverything(cleanup));
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a child to completion and collects its output (killed after `timeoutMs`). */
export function runToEnd(
  command: string,
  args: string[],
  options: SpawnOptions & { timeoutMs: number; forCleanup?: boolean },
): Promise<RunResult> {
  return new Promise((resolveRun, reject) => {
    const child = spawnTracked(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${options.timeoutMs} ms)`;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr });
    });
  });
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

/** Every file under `path` (or `path` itself when it is a file); none when it does not exist. */
export function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) => listFiles(join(path, e.name)));
}

/**
 * Why a build output must be (re)made, or undefined when it is current: missing, forced with
 * `envVar`=1, or older than a file under `inputs`. `envVar`=0 uses whatever output there is.
 */
export function rebuildReason(output: string, inputs: string[], envVar: string): string | undefined {
  if (!existsSync(output)) return 'no dist yet';
  if (process.env[envVar] === '1') return `${envVar}=1`;
  if (process.env[envVar] === '0') return undefined;
  const builtAt = statSync(output).mtimeMs;
  const newer = inputs.flatMap(listFiles).find((f) => statSync(f).mtimeMs > builtAt);
  return newer ? `dist is older than ${relative(repoRoot, newer)}` : undefined;
}

export const pass = (ok: boolean) => (ok ? 'PASS' : 'MISS');

export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A plain text table, columns padded; numbers right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One entry in the final targets list. */
export interface Target {
  name: string;
  measured: string;
  ok: boolean | undefined;
}
