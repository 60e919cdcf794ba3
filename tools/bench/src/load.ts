// The load generator. Runs as its own process (spawned by http-bench.ts) so autocannon never
// shares an event loop with the server it measures. Input: BENCH_LOAD_SPEC (JSON LoadSpec).
// Output: one line of JSON (LoadResult) on stdout.
import autocannon from 'autocannon';
import { MEASURE_START, type LoadResult, type LoadSpec } from './load-protocol.ts';

async function main(): Promise<void> {
  const raw = process.env.BENCH_LOAD_SPEC;
  if (!raw) throw new Error('BENCH_LOAD_SPEC is not set');
  const spec = JSON.parse(raw) as LoadSpec;
  const base = { url: spec.url, headers: spec.headers, connections: spec.connections };
  // Warm-up: JIT, connection pools and the database's caches; its figures are thrown away.
  const warmup = spec.warmupSec > 0 ? await autocannon({ ...base, duration: spec.warmupSec }) : undefined;
  process.stdout.write(`${MEASURE_START}\n`);
  const cpuBefore = process.cpuUsage();
  const r = await autocannon({ ...base, duration: spec.durationSec });
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
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exit(1);
});
