// `pnpm bench`: figures for the performance targets of issue 2, printed, not asserted.
// See docs/performance.md for what each part measures and the figures of a reference run.
import { cpus, loadavg, release, totalmem } from 'node:os';
import { measureSignInBundle, webDistDir } from './bundle.ts';
import { runColdStart, START_COMMAND } from './cold-start.ts';
import { waitForQuiet } from './cpu.ts';
import { runHttpBench, type HttpRun } from './http-bench.ts';
import { setUpPostgres, type PostgresOutcome } from './postgres.ts';
import { Cleanup, cleanUpOnExit, envNumber, errorText, fmt, pass, stopAllChildren, table, type Target } from './util.ts';

const connections = envNumber('BENCH_CONNECTIONS', 50);
const durationSec = envNumber('BENCH_DURATION', 10);
const warmupSec = envNumber('BENCH_WARMUP', 5);
const warmStarts = envNumber('BENCH_START_RUNS', 3);
const quietWaitSec = envNumber('BENCH_QUIET_WAIT', 10);

const cleanup = new Cleanup();
const targets: Target[] = [];
let failed = false;

async function shutdown(): Promise<void> {
  await stopAllChildren();
  await cleanup.run();
}

cleanUpOnExit(cleanup);

function section(title: string) {
  console.log(`\n== ${title}`);
}

const kB = (bytes: number) => fmt(bytes / 1000, 1);
const ms = (n: number) => fmt(n, n < 10 ? 2 : 1);
const ms3 = (n: number) => fmt(n, 3);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function httpSection(pgOutcome: PostgresOutcome): Promise<void> {
  section(
    `1. HTTP on PostgreSQL: autocannon in a second process, ${connections} connections, ${durationSec} s per route (after ${warmupSec} s warm-up of each route, then 2 s before its run)`,
  );
  if (!pgOutcome.ok) {
    console.log(`  skipped: the HTTP benchmarks need real PostgreSQL — ${pgOutcome.reason}`);
    for (const name of ['/api vs bare req/s >= 50 %', '/trpc >= 90 % of /api req/s', 'p99 < 50 ms, 0 errors'])
      targets.push({ name, measured: 'not measured (no PostgreSQL)', ok: undefined });
    return;
  }
  const pgInfo = pgOutcome.pg;
  console.log(`  PostgreSQL server: ${pgInfo.source}; database ${pgInfo.databaseName} (dropped at the end)`);

  const runs = await runHttpBench(pgInfo, { connections, durationSec, warmupSec, quietWaitMs: quietWaitSec * 1000 }, cleanup);
  const [api, bare, trpc] = runs as [HttpRun, HttpRun, HttpRun];
  console.log('');
  console.log(
    table(
      ['route', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '2xx', 'non-2xx', 'errors', 'queries/req', 'writes/req'],
      runs.map((r) => [
        r.label,
        fmt(r.result.reqPerSecAvg),
        ms(r.result.latencyP50Ms),
        ms(r.result.latencyP99Ms),
        ms(r.result.latencyMaxMs),
        fmt(r.result.ok2xx),
        fmt(r.result.non2xx),
        fmt(r.result.errors),
        fmt(r.queriesPerRequest, 2),
        fmt(r.writesPerRequest, 3),
      ]),
    ),
  );
  for (const r of runs) console.log(`  ${r.path}: statements seen by the database layer: ${r.queryKinds}`);
  console.log('');
  console.log(
    table(
      ['CPU per request (measured run)', 'server ms', 'PostgreSQL ms', 'load gen ms', 'other work', 'waited'],
      runs.map((r) => [
        r.label,
        r.cpu ? ms3(r.cpu.serverMsPerReq) : 'n/a',
        r.cpu?.pgMsPerReq !== undefined ? ms3(r.cpu.pgMsPerReq) : 'n/a',
        r.cpu ? ms3(r.cpu.loadgenMsPerReq) : 'n/a',
        r.cpu?.otherCores !== undefined ? `${fmt(r.cpu.otherCores, 2)} cores` : 'n/a',
        r.waitedForQuietMs > 0 ? `${fmt(r.waitedForQuietMs / 1000, 1)} s` : '-',
      ]),
    ),
  );
  console.log(
    `  (server = this process, where both servers run; "other work" = CPU used by processes outside the bench during the run, of ${cpus().length} cores; "waited" = time spent waiting for other work to calm down, BENCH_QUIET_WAIT)`,
  );

  const apiVsBare = api.result.reqPerSecAvg / bare.result.reqPerSecAvg;
  const trpcVsApi = trpc.result.reqPerSecAvg / api.result.reqPerSecAvg;
  const lines: Target[] = [
    { name: '/api/auth/user req/s vs bare route >= 50 %', measured: `${fmt(apiVsBare * 100, 1)} %`, ok: apiVsBare >= 0.5 },
    // "Within 10 %": /trpc at most 10 % slower than /api (faster is fine).
    { name: '/trpc/auth.me req/s >= 90 % of /api/auth/user', measured: `${fmt(trpcVsApi * 100, 1)} %`, ok: trpcVsApi >= 0.9 },
    ...[api, trpc].map((r) => ({
      name: `${r.path} p99 < 50 ms at ${connections} connections`,
      measured: `${ms(r.result.latencyP99Ms)} ms`,
      ok: r.result.latencyP99Ms < 50,
    })),
    ...[api, bare, trpc].map((r) => {
      const bad = r.result.non2xx + r.result.errors; // errors include timeouts
      return { name: `${r.path} 0 errors / non-2xx`, measured: fmt(bad), ok: bad === 0 };
    }),
    {
      name: 'no session write on authenticated reads',
      measured: `${fmt(api.writesPerRequest + trpc.writesPerRequest, 3)} writes/req`,
      ok: api.writesPerRequest + trpc.writesPerRequest === 0,
    },
  ];
  console.log('');
  for (const t of lines) console.log(`  ${pass(t.ok ?? false)}  ${t.name}: ${t.measured}`);
  targets.push(...lines);
}

async function coldStartSection(): Promise<void> {
  section('2. Cold start to healthy on the embedded database (PGlite), LOG_LEVEL=warn, GET /api/health polled every 10 ms');
  const quiet = await waitForQuiet(quietWaitSec * 1000);
  if (quiet.busyCores !== undefined) console.log(`  other work on the machine before starting: ${fmt(quiet.busyCores, 2)} cores busy`);
  const r = await runColdStart(warmStarts, cleanup);
  const target = 'warm-data start to healthy < 2 s (npm start)';
  if ('error' in r.bundled) {
    console.log(`  ${START_COMMAND.bundled}: not measured — ${r.bundled.error}`);
    targets.push({ name: target, measured: 'not measured (API build failed)', ok: undefined });
  } else {
    if (r.built) console.log(`  built apps/api/dist first (${r.built})`);
    const warm = median(r.bundled.warmMs);
    console.log(`  ${START_COMMAND.bundled}:`);
    console.log(`    first start, empty DATA_DIR (creates the PGlite data): ${fmt(r.bundled.firstMs)} ms`);
    console.log(`    warm start, same DATA_DIR: ${fmt(warm)} ms (median of ${r.bundled.warmMs.map((x) => fmt(x)).join(', ')})`);
    const t: Target = { name: target, measured: `${fmt(warm)} ms`, ok: warm < 2000 };
    console.log(`  ${pass(t.ok ?? false)}  ${t.name}: ${t.measured}`);
    targets.push(t);
  }
  console.log(`  for comparison, ${START_COMMAND.tsx}: warm start ${r.tsxWarmMs.map((x) => `${fmt(x)} ms`).join(', ')}`);
}

async function bundleSection(): Promise<void> {
  section(`3. Sign-in page JavaScript (${webDistDir}, gzip level 9, 1 kB = 1000 bytes)`);
  const r = await measureSignInBundle();
  if (!r.ok) {
    console.log(`  skipped: ${r.reason}`);
    targets.push({ name: 'sign-in entry JS <= 150 kB gzip', measured: 'not measured (no web build)', ok: undefined });
    return;
  }
  console.log(`  dist built ${r.built ? 'just now' : `at ${r.builtAt.toISOString()} (current with its sources)`}`);
  console.log(
    table(
      ['file', 'loaded as', 'raw kB', 'gzip kB', 'chart code'],
      r.files.map((f) => [f.file, f.via, kB(f.rawBytes), kB(f.gzipBytes), f.hasCharts ? 'YES' : 'no']),
    ),
  );
  const total = r.files.reduce((s, f) => s + f.gzipBytes, 0);
  const rawTotal = r.files.reduce((s, f) => s + f.rawBytes, 0);
  console.log(`  total: ${kB(total)} kB gzip (${kB(rawTotal)} kB raw) in ${r.files.length} file(s); CSS ${kB(r.cssGzipBytes)} kB gzip (not counted)`);
  console.log(`  chart code (recharts / @mantine/charts) lives in: ${r.chartChunks.length ? r.chartChunks.join(', ') : 'no chunk yet'}`);
  const size: Target = { name: 'sign-in entry JS <= 150 kB gzip', measured: `${kB(total)} kB`, ok: total <= 150_000 };
  const withCharts = r.files.filter((f) => f.hasCharts).map((f) => f.file);
  const charts: Target = {
    name: 'no chart code in the sign-in JS',
    measured: withCharts.length ? withCharts.join(', ') : 'none found',
    ok: withCharts.length === 0,
  };
  for (const t of [size, charts]) console.log(`  ${pass(t.ok ?? false)}  ${t.name}: ${t.measured}`);
  targets.push(size, charts);
}

async function main(): Promise<void> {
  const started = Date.now();
  const cpu = cpus();
  console.log(`Paydown bench — ${new Date().toISOString()}`);
  console.log(
    `machine: ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${cpu.length} cores, ${fmt(totalmem() / 2 ** 30, 1)} GiB RAM, ` +
      `${process.platform} ${release()}, Node ${process.version}`,
  );

  let pgOutcome: PostgresOutcome;
  try {
    pgOutcome = await setUpPostgres(cleanup);
  } catch (err) {
    pgOutcome = { ok: false, reason: errorText(err) };
  }
  console.log(`PostgreSQL: ${pgOutcome.ok ? pgOutcome.pg.version : `not available — ${pgOutcome.reason}`}`);
  console.log(`load average at start: ${loadavg().map((x) => fmt(x, 2)).join(' ')}`);
  console.log(`settings: BENCH_CONNECTIONS=${connections} BENCH_DURATION=${durationSec} BENCH_WARMUP=${warmupSec} BENCH_START_RUNS=${warmStarts} BENCH_QUIET_WAIT=${quietWaitSec}`);

  for (const [name, run] of [
    ['HTTP', () => httpSection(pgOutcome)],
    ['cold start', coldStartSection],
    ['bundle', bundleSection],
  ] as const) {
    try {
      await run();
    } catch (err) {
      failed = true;
      const detail = err instanceof Error && process.env.BENCH_DEBUG ? (err.stack ?? err.message) : errorText(err);
      console.log(`  FAILED (${name}): ${detail}`);
    }
    // Free what this part started (servers, pools, the PostgreSQL server) before the next one measures anything.
    await cleanup.run();
  }

  section('Targets (informational)');
  for (const t of targets) console.log(`  ${t.ok === undefined ? 'n/a ' : pass(t.ok)}  ${t.name}: ${t.measured}`);
  console.log(`\nbench finished in ${fmt((Date.now() - started) / 1000, 1)} s`);
}

main()
  .catch((err: unknown) => {
    failed = true;
    console.error(err);
  })
  .finally(async () => {
    await shutdown();
    process.exit(failed ? 1 : 0);
  });
