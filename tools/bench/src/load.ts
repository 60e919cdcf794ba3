// The load generator. Runs as its own process (spawned by http-bench.ts) so autocannon never
// shares an event loop with the server it measures. Input: BENCH_LOAD_SPEC (JSON LoadSpec).
// Output: one line of JSON (LoadResult) on stdout.
import autocannon from 'autocannon';
import { MEASURE_START, type FineLatency, type LoadResult, type LoadSpec } from './load-protocol.ts';

/** The nearest-rank percentile of sorted values. */
const rank = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function fineOf(times: number[]): FineLatency {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: rank(sorted, 50), p99Ms: rank(sorted, 99), maxMs: sorted[sorted.length - 1] ?? 0 };
}

async function main(): Promise<void> {
  const raw = process.env.BENCH_LOAD_SPEC;
  if (!raw) throw new Error('BENCH_LOAD_SPEC is not set');
  const spec = JSON.parse(raw) as LoadSpec;
  const sets = spec.headerSets ?? [];
  let nextSet = 0;
  const base = {
    url: spec.url,
    headers: spec.headers,
    connections: spec.connections,
    ...(sets.length > 0
      ? { setupClient: (client: autocannon.Client) => client.setHeaders({ ...spec.headers, ...sets[nextSet++ % sets.length] }) }
      : {}),
  };
  // Warm-up: JIT, connection pools and the database's caches; its figures are thrown away.
  const warmup = spec.warmupSec > 0 ? await autocannon({ ...base, duration: spec.warmupSec }) : undefined;
  process.stdout.write(`${MEASURE_START}\n`);
  const cpuBefore = process.cpuUsage();
  // autocannon's own latency histogram records whole milliseconds; each answer's time comes with
  // the response event in fractions of one.
  const times: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...base, duration: spec.durationSec }, (err, result) => (err ? reject(err as Error) : resolve(result)));
    if (spec.fineLatency) run.on('response', (_client, status, _bytes, ms) => status < 300 && times.push(ms));
  });
  const cpu = process.cpuUsage(cpuBefore);
  const result: LoadResult = {
    reqPerSecAvg: r.requests.average,
    totalRequests: r.requests.total,
    durationSec: r.duration,
    latencyAvgMs: r.latency.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    warmupRequests: warmup?.requests.total ?? 0,
    loadgenCpuMs: (cpu.user + cpu.system) / 1000,
    ...(spec.fineLatency ? { fine: fineOf(times) } : {}),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
