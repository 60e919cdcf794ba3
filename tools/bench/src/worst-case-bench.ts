// The worst case for the event loop (`pnpm bench`, part 2c): the largest account the debt cap
// allows, in the shape that makes the longest plan (every debt $99,999,999.99 at 0 % with a
// $170,000 minimum: 589 months), its plan and preview hammered by 5 clients while /api/health is
// measured beside them. The server runs in this process, so the event loop measured here is the
// server's own (perf_hooks.monitorEventLoopDelay); nothing of it is exposed over HTTP.
//
// Each load runs twice: with the plan pool (large plans on worker threads) and with every plan
// computed inline, as before the pool, by swapping the running app's pool for an inline one.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PlanPool } from '@paydown/api/internals';
import type { BenchServers, HttpBenchOptions } from './http-bench.ts';
import { runLoad, signUp } from './http-bench.ts';
import type { LoadResult } from './load-protocol.ts';
import { fmt, table, type Target } from './util.ts';

/** The debt cap (a user's active debts). */
export const WORST_DEBTS = 200;
const WORST_DEBT = { balance: '99999999.99', interestRate: '0', minPayment: '170000', dueDate: '2026-12-15' };
export const PLAN_CLIENTS = 3;
export const PREVIEW_CLIENTS = 2;
export const PREVIEW_PATH = '/api/plan/preview?strategy=snowball&extraMonthly=100';

const ms = (n: number) => fmt(n, n < 10 ? 2 : 1);

interface LoadedRun {
  health: LoadResult;
  plan: LoadResult;
  preview: LoadResult;
  loopMaxMs: number;
  loopP99Ms: number;
  /** CPU of the server's process (this one, worker threads included) during the run, ms. */
  serverCpuMs: number;
}

export async function worstUser(servers: BenchServers): Promise<string> {
  const user = await signUp(servers.appBase, servers.cookieName);
  for (let i = 0; i < WORST_DEBTS; i++) {
    const res = await fetch(`${servers.appBase}/api/debts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: servers.appBase, cookie: user.cookie },
      body: JSON.stringify({ debtName: `Card ${i + 1}`, ...WORST_DEBT }),
    });
    if (res.status !== 200) throw new Error(`worst-case bench: adding debt ${i + 1} answered ${res.status}: ${await res.text()}`);
  }
  return user.cookie;
}

async function answerBytes(servers: BenchServers, cookie: string, path: string): Promise<number> {
  const res = await fetch(`${servers.appBase}${path}`, { headers: { cookie } });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`worst-case bench: ${path} answered ${res.status}`);
  return body.byteLength;
}

function health(servers: BenchServers, durationSec: number): Promise<LoadResult> {
  return runLoad({ url: `${servers.appBase}/api/health`, headers: {}, connections: 1, durationSec, warmupSec: 0, fineLatency: true });
}

async function loaded(servers: BenchServers, cookie: string, durationSec: number): Promise<LoadedRun> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  const hammer = (path: string, connections: number) =>
    runLoad({ url: `${servers.appBase}${path}`, headers: { cookie }, connections, durationSec, warmupSec: 0 });
  const [plan, preview, healthRun] = await Promise.all([
    hammer('/api/plan', PLAN_CLIENTS),
    hammer(PREVIEW_PATH, PREVIEW_CLIENTS),
    health(servers, durationSec),
  ]);
  loop.disable();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    health: healthRun,
    plan,
    preview,
    loopMaxMs: loop.max / 1e6,
    loopP99Ms: loop.percentile(99) / 1e6,
    serverCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

export async function worstCaseBench(servers: BenchServers, options: HttpBenchOptions): Promise<Target[]> {
  console.log(
    `\n== 2c. The worst case for the event loop: ${WORST_DEBTS} debts of $99,999,999.99 at 0 % (minimum $170,000), ${PLAN_CLIENTS} clients on GET /api/plan and ${PREVIEW_CLIENTS} on its preview, /api/health measured beside them (1 connection), ${options.durationSec} s each; with the plan pool, then with every plan inline (as before the pool)`,
  );
  const cookie = await worstUser(servers);
  const planBytes = await answerBytes(servers, cookie, '/api/plan');
  const previewBytes = await answerBytes(servers, cookie, PREVIEW_PATH);

  const idleLoop = monitorEventLoopDelay({ resolution: 5 });
  idleLoop.enable();
  const idle = await health(servers, options.durationSec);
  idleLoop.disable();

  const pooled = await loaded(servers, cookie, options.durationSec);
  const { deps } = servers;
  const pool = deps.planPool;
  deps.planPool = new PlanPool({ threads: 1, queueLimit: 0, inlineMaxDebts: Number.POSITIVE_INFINITY });
  let inline: LoadedRun;
  try {
    inline = await loaded(servers, cookie, options.durationSec);
  } finally {
    deps.planPool = pool;
  }

  /** Health's p99 to the microsecond (autocannon's own figure is in whole milliseconds). */
  const fineP99 = (r: LoadResult) => r.fine?.p99Ms ?? Number.NaN;
  const row = (label: string, r: LoadedRun) => [
    label,
    ms(r.health.latencyP99Ms),
    ms(fineP99(r.health)),
    ms(r.health.latencyMaxMs),
    fmt(r.health.reqPerSecAvg),
    ms(r.loopMaxMs),
    ms(r.loopP99Ms),
    `${fmt(r.plan.totalRequests)} / ${fmt(r.plan.non2xx)}`,
    `${fmt(r.preview.totalRequests)} / ${fmt(r.preview.non2xx)}`,
  ];
  console.log(
    table(
      [
        '',
        'health p99 ms',
        'p99 ms, fine',
        'health max ms',
        'health req/s',
        'loop max ms',
        'loop p99 ms',
        'plan req / non-2xx',
        'preview req / non-2xx',
      ],
      [
        [
          'idle server',
          ms(idle.latencyP99Ms),
          ms(fineP99(idle)),
          ms(idle.latencyMaxMs),
          fmt(idle.reqPerSecAvg),
          ms(idleLoop.max / 1e6),
          ms(idleLoop.percentile(99) / 1e6),
          '-',
          '-',
        ],
        row('loaded, plan pool', pooled),
        row('loaded, inline (before)', inline),
      ],
    ),
  );
  // Cores, not CPU per answer: the health checks' share is in the server's figure, and it
  // would swamp a per-answer one when few answers go out.
  const cores = (label: string, r: LoadedRun) => {
    const seconds = Math.max(0.001, r.plan.durationSec);
    return (
      `  ${label}: ${fmt((r.plan.totalRequests + r.preview.totalRequests) / seconds, 0)} answers/s; the server's process kept ` +
      `${fmt(r.serverCpuMs / 1000 / seconds, 2)} cores busy (worker threads and health checks included), the plan and preview load generators ` +
      `${fmt((r.plan.loadgenCpuMs + r.preview.loadgenCpuMs) / 1000 / seconds, 2)}`
    );
  };
  console.log(cores('loaded, plan pool', pooled));
  console.log(cores('loaded, inline', inline));
  console.log(
    `  answer size: GET /api/plan ${fmt(planBytes / 1e6, 2)} MB, the preview ${fmt(previewBytes / 1e6, 2)} MB (uncompressed JSON)`,
  );
  const ratio = pooled.health.latencyP99Ms / Math.max(0.001, idle.latencyP99Ms);
  const fineRatio = fineP99(pooled.health) / Math.max(0.001, fineP99(idle));
  // The target is judged on each answer's own time, to the microsecond: autocannon's figure is in
  // whole milliseconds, truncated, so an idle p99 of 2.9 ms reads 2 and the ratio moves by a third.
  return [
    {
      name: `/api/health p99 under the worst-case load within 3x of the idle server's (to the microsecond)`,
      measured: `${fmt(fineRatio, 2)}x (${ms(fineP99(pooled.health))} ms vs ${ms(fineP99(idle))} ms; inline: ${fmt(fineP99(inline.health) / Math.max(0.001, fineP99(idle)), 2)}x)`,
      ok: Number.isFinite(fineRatio) ? fineRatio <= 3 : ratio <= 3,
    },
    {
      name: `the same ratio in autocannon's whole milliseconds`,
      measured: `${fmt(ratio, 2)}x (${ms(pooled.health.latencyP99Ms)} ms vs ${ms(idle.latencyP99Ms)} ms; inline: ${fmt(inline.health.latencyP99Ms / Math.max(0.001, idle.latencyP99Ms), 2)}x)`,
      ok: undefined,
    },
    {
      // The idle server's own longest block is shown beside it: on a crowded host the process is
      // descheduled for tens of milliseconds with no load at all, which counts as a block too.
      name: `the event loop's longest block under the worst-case load < 50 ms`,
      measured: `${ms(pooled.loopMaxMs)} ms (idle server ${ms(idleLoop.max / 1e6)} ms; inline: ${ms(inline.loopMaxMs)} ms)`,
      ok: pooled.loopMaxMs < 50,
    },
    {
      name: `the worst-case answer's bytes (GET /api/plan, the preview)`,
      measured: `${fmt(planBytes / 1000, 1)} kB, ${fmt(previewBytes / 1000, 1)} kB`,
      ok: undefined,
    },
  ];
}
