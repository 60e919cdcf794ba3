// What the bench and its load-generator process (load.ts) say to each other.

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSec: number;
  warmupSec: number;
  /**
   * Per connection: connection i sends headerSets[i % length] on top of `headers`, so several
   * accounts share the load (one account's plan calls take turns in the app).
   */
  headerSets?: Record<string, string>[];
  /** Also time every 2xx answer to the microsecond (LoadResult.fine). */
  fineLatency?: boolean;
}

/** Latency of every 2xx answer at microsecond resolution (autocannon's histogram keeps whole milliseconds). */
export interface FineLatency {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoadResult {
  /** autocannon's mean of the per-second request counts. */
  reqPerSecAvg: number;
  totalRequests: number;
  durationSec: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  ok2xx: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Requests answered during the warm-up (not part of the figures above). */
  warmupRequests: number;
  /** CPU used by this process during the measured run, ms. */
  loadgenCpuMs: number;
  /** Set when the spec asked for fineLatency. */
  fine?: FineLatency;
}

/** The line the child prints when the warm-up is over and the measured run starts. */
export const MEASURE_START = 'measure-start';
