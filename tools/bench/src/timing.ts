// One way to time a synchronous function, for `pnpm bench` and the in-process timings of src/domain.
import { performance } from 'node:perf_hooks';

export interface Timing {
  runs: number;
  meanMs: number;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
}

/** Order statistics of `times` (ms), which it sorts in place. */
export function summarize(times: number[]): Timing {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    runs: times.length,
    meanMs: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    medianMs: at(0.5),
    p95Ms: at(0.95),
    p99Ms: at(0.99),
  };
}

/** Runs `fn` `warmup` times (so V8 has optimised it), then times `runs` calls one by one. */
export function timeRuns(fn: () => unknown, runs: number, warmup = Math.ceil(runs / 10)): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return summarize(times);
}

export const describeTiming = (t: Timing) =>
  `${t.runs} runs: mean ${t.meanMs.toFixed(3)} ms, median ${t.medianMs.toFixed(3)} ms, p95 ${t.p95Ms.toFixed(3)} ms, p99 ${t.p99Ms.toFixed(3)} ms`;
