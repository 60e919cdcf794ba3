import { cpus } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { sleep } from './util.ts';

// CPU accounting for one measured run (Linux /proc; elsewhere the figures are left out): how much
// CPU the server process, the PostgreSQL server and the load generator used per request, and how
// busy the machine was with other work meanwhile (a shared machine makes the figures noisy).

const TICK_MS = 10; // USER_HZ is 100 on Linux

function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const v = line.trim().split(/\s+/).slice(1).map(Number);
    const total = v.slice(0, 8).reduce((s, x) => s + x, 0);
    const idle = (v[3] ?? 0) + (v[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** utime + stime of a process tree rooted at `rootPid` (direct children only: PostgreSQL's backends). */
function treeTicks(rootPid: number): number | undefined {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // exited meanwhile
      }
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(f[1]);
      if (pid === rootPid || ppid === rootPid) ticks += Number(f[11]) + Number(f[12]);
    }
    return ticks;
  } catch {
    return undefined;
  }
}

export interface CpuSnapshot {
  at: number;
  self: NodeJS.CpuUsage;
  machine: { busy: number; total: number } | undefined;
  pg: number | undefined;
}

export function snapshot(postmasterPid: number | undefined): CpuSnapshot {
  return {
    at: performance.now(),
    self: process.cpuUsage(),
    machine: machineTicks(),
    pg: postmasterPid === undefined ? undefined : treeTicks(postmasterPid),
  };
}

export interface CpuUse {
  /** ms of CPU per request */
  serverMsPerReq: number;
  pgMsPerReq: number | undefined;
  loadgenMsPerReq: number;
  /** Cores kept busy by everything else on the machine during the run. */
  otherCores: number | undefined;
  machineCores: number | undefined;
}

export function cpuUse(a: CpuSnapshot, b: CpuSnapshot, requests: number, loadgenMs: number): CpuUse {
  const n = Math.max(1, requests);
  const serverMs = (b.self.user - a.self.user + b.self.system - a.self.system) / 1000;
  const pgMs = a.pg !== undefined && b.pg !== undefined ? (b.pg - a.pg) * TICK_MS : undefined;
  let otherCores: number | undefined;
  let machineCores: number | undefined;
  if (a.machine && b.machine) {
    const cores = cpus().length;
    const elapsedMs = ((b.machine.total - a.machine.total) * TICK_MS) / cores;
    const busyMs = (b.machine.busy - a.machine.busy) * TICK_MS;
    machineCores = busyMs / elapsedMs;
    otherCores = Math.max(0, (busyMs - serverMs - (pgMs ?? 0) - loadgenMs) / elapsedMs);
  }
  return {
    serverMsPerReq: serverMs / n,
    pgMsPerReq: pgMs === undefined ? undefined : pgMs / n,
    loadgenMsPerReq: loadgenMs / n,
    otherCores,
    machineCores,
  };
}

/**
 * Other work on a shared machine (test suites, builds) skews every figure. Waits, up to `maxMs`,
 * until the machine has been mostly idle for a second; returns the cores busy at the last look.
 */
export async function waitForQuiet(maxMs: number, busyCoresLimit = 0.3): Promise<{ waitedMs: number; busyCores: number | undefined }> {
  const started = performance.now();
  let busyCores: number | undefined;
  for (;;) {
    const a = machineTicks();
    await sleep(1000);
    const b = machineTicks();
    if (!a || !b) return { waitedMs: 0, busyCores: undefined };
    busyCores = ((b.busy - a.busy) / (b.total - a.total)) * cpus().length;
    const waited = performance.now() - started;
    if (busyCores <= busyCoresLimit || waited >= maxMs) return { waitedMs: waited - 1000, busyCores };
  }
}
