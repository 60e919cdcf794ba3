import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrateToLatest, type Database } from '@paydown/db';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@paydown/api/env';
import type { Deps } from '@paydown/api/internals';
import { buildServer } from '@paydown/api/server';
import { buildBareServer } from './bare-server.ts';
import { cpuUse, snapshot, waitForQuiet, type CpuSnapshot, type CpuUse } from './cpu.ts';
import { MEASURE_START, type LoadResult, type LoadSpec } from './load-protocol.ts';
import { setUpPostgres, type BenchPostgres } from './postgres.ts';
import { type Cleanup, fmt, spawnTracked, table, tsxLoader } from './util.ts';

type KyselyPlugin = Parameters<Database['db']['withPlugin']>[0];

/**
 * Statements run through Kysely, reads and writes, counted by a pass-through plugin when their
 * result arrives.
 */
export class QueryCounter {
  counts = new Map<string, number>();
  readonly plugin: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: (args) => {
      // pg and PGlite report affected rows for INSERT/UPDATE/DELETE only.
      const kind = args.result.numAffectedRows === undefined ? 'Read' : 'Write';
      this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
      return Promise.resolve(args.result);
    },
  };
  reset() {
    this.counts.clear();
  }
  total() {
    let n = 0;
    for (const v of this.counts.values()) n += v;
    return n;
  }
  writes() {
    return this.counts.get('Write') ?? 0;
  }
  describe() {
    return [...this.counts.entries()].map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
  }
}

function counted(database: Database, counter: QueryCounter): Database {
  // withPlugin shares the pool; destroy() still closes it.
  return { ...database, db: database.db.withPlugin(counter.plugin) };
}

export interface HttpRun {
  label: string;
  path: string;
  result: LoadResult;
  queriesPerRequest: number;
  writesPerRequest: number;
  queryKinds: string;
  cpu: CpuUse | undefined;
  waitedForQuietMs: number;
}

/** Right before each measured run, so the pool and caches are warm for that route. */
const PRE_RUN_WARMUP_SEC = 2;

export interface HttpBenchOptions {
  connections: number;
  durationSec: number;
  /** Initial warm-up of every route, seconds each. */
  warmupSec: number;
  /** How long to wait, at most, for other work on the machine to calm down before each run. */
  quietWaitMs: number;
  /** Accounts sharing the connections of the dashboard's and the plan's routes (BENCH_ACCOUNTS). */
  accounts: number;
}

/** The load's headers for these accounts' session cookies: the connections take them in turn. */
const cookieHeaders = (cookies: readonly string[]): Pick<LoadSpec, 'headers' | 'headerSets'> =>
  cookies.length === 1 ? { headers: { cookie: cookies[0] ?? '' } } : { headers: {}, headerSets: cookies.map((cookie) => ({ cookie })) };

const loadScript = fileURLToPath(new URL('./load.ts', import.meta.url));

/**
 * Runs the load generator in its own process. `onMeasureStart` runs when its warm-up is over,
 * so counters can be reset for the measured run alone.
 */
export function runLoad(spec: LoadSpec, onMeasureStart: () => void = () => {}): Promise<LoadResult> {
  const timeoutMs = (spec.durationSec + spec.warmupSec) * 1000 + 60_000;
  return new Promise((resolveRun, reject) => {
    const child = spawnTracked(process.execPath, ['--import', tsxLoader, loadScript], {
      env: { ...process.env, BENCH_LOAD_SPEC: JSON.stringify(spec) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let result: LoadResult | undefined;
    let stderr = '';
    let buffered = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      buffered += d;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl).trim();
        buffered = buffered.slice(nl + 1);
        if (line === MEASURE_START) onMeasureStart();
        else if (line.startsWith('{')) result = JSON.parse(line) as LoadResult;
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0 && result) resolveRun(result);
      else reject(new Error(`load generator failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server is not listening on a TCP port');
  return address.port;
}

async function getJson(url: string, cookie: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers: { cookie } });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

/** Deep equality of JSON values, ignoring key order. */
function sameJson(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([x], [y]) => x.localeCompare(y))
            .map(([k, x]) => [k, norm(x)]),
        )
      : Array.isArray(v)
        ? v.map(norm)
        : v;
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

export interface BenchServers {
  appBase: string;
  /** The running app's dependencies (config, db, ...), for diagnostics that call its code directly. */
  deps: Deps;
  cookieName: string;
  bareBase: string;
  cookie: string;
  username: string;
  appCounter: QueryCounter;
  bareCounter: QueryCounter;
}

/**
 * The real app (buildServer, production settings, silent logs, rate limits out of the way) and the
 * bare server, each listening on 127.0.0.1 with its own pool, plus a signed-up user's session cookie.
 */
export async function startServers(pgInfo: BenchPostgres, cleanup: Cleanup): Promise<BenchServers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'paydown-bench-api-'));
  cleanup.add('remove api data folder', () => rmSync(dataDir, { recursive: true, force: true }));
  const limit = '1000000';
  const config = loadConfig({
    // Production settings, except that the cookie may travel over plain http on 127.0.0.1.
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // Silent, so writing logs is not part of what is measured; BENCH_APP_LOG_LEVEL=info compares with production's default.
    LOG_LEVEL: process.env.BENCH_APP_LOG_LEVEL ?? 'silent',
    DATABASE_URL: pgInfo.databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    APP_URL: 'http://127.0.0.1:3000',
    RATE_LIMIT_LOGIN_PER_IP: limit,
    RATE_LIMIT_LOGIN_PER_USERNAME: limit,
    RATE_LIMIT_SIGNUP_PER_IP: limit,
    AI_GENERATE_PER_HOUR: limit,
  });

  // The app and the bare server each get their own pool of the app's configured size.
  const appCounter = new QueryCounter();
  const bareCounter = new QueryCounter();
  const appDb = await createDatabase({ databaseUrl: pgInfo.databaseUrl, poolMax: config.databasePoolMax });
  cleanup.add('close app database pool', () => appDb.destroy());
  await migrateToLatest(appDb.db);
  const bareDb = await createDatabase({ databaseUrl: pgInfo.databaseUrl, poolMax: config.databasePoolMax });
  cleanup.add('close bare database pool', () => bareDb.destroy());

  const server = await buildServer(config, { database: counted(appDb, appCounter) });
  cleanup.add('close app server', () => server.close());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const appBase = `http://127.0.0.1:${portOf(server.app)}`;

  const bare = await buildBareServer({
    database: counted(bareDb, bareCounter),
    cookieName: config.sessionCookieName,
    secret: config.sessionSecret,
  });
  cleanup.add('close bare server', () => bare.close());
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${portOf(bare)}`;

  const { cookie, username } = await signUp(appBase, config.sessionCookieName);

  return {
    appBase,
    deps: server.deps,
    cookieName: config.sessionCookieName,
    bareBase,
    cookie,
    username,
    appCounter,
    bareCounter,
  };
}

/**
 * For the diagnostics (bench:layers, bench:profile): the throwaway PostgreSQL server and the servers
 * on it. Unlike `pnpm bench`, which reports a missing PostgreSQL and goes on, they have nothing to
 * measure without one, so it is an error.
 */
export async function startServersOnPostgres(cleanup: Cleanup): Promise<{ pgInfo: BenchPostgres; servers: BenchServers }> {
  const outcome = await setUpPostgres(cleanup);
  if (!outcome.ok) throw new Error(outcome.reason);
  return { pgInfo: outcome.pg, servers: await startServers(outcome.pg, cleanup) };
}

/** A new user signed up through POST /api/auth/signup, and its session cookie (`name=value`). */
export async function signUp(appBase: string, cookieName: string): Promise<{ cookie: string; username: string }> {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const signup = await fetch(`${appBase}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appBase },
    body: JSON.stringify({
      username,
      password: `Bench-${randomBytes(12).toString('hex')}`,
      email: `${username}@example.com`,
      firstName: 'Bench',
      lastName: 'Marker',
    }),
  });
  if (signup.status !== 200) throw new Error(`bench signup failed: ${signup.status} ${await signup.text()}`);
  const setCookie = signup.headers.getSetCookie().find((c) => c.startsWith(`${cookieName}=`));
  if (!setCookie) throw new Error('bench signup set no session cookie');
  return { cookie: setCookie.split(';', 1)[0] ?? '', username };
}

export interface RouteTarget {
  label: string;
  path: string;
  base: string;
  counter: QueryCounter;
}

/**
 * Measures routes that must give the same answer (a tRPC path's `result.data` counts as its
 * answer): checks that they do, warms each up, then measures each in turn. With several accounts'
 * cookies, the connections are spread over them (the answers are compared for the first).
 */
export async function runRouteGroup(
  targets: RouteTarget[],
  cookies: readonly string[],
  pgInfo: BenchPostgres,
  options: HttpBenchOptions,
): Promise<HttpRun[]> {
  const cookie = cookies[0] ?? '';
  const answers = await Promise.all(targets.map((t) => getJson(`${t.base}${t.path}`, cookie)));
  for (const [i, a] of answers.entries()) {
    if (a.status !== 200) throw new Error(`${targets[i]?.path} answered ${a.status}: ${JSON.stringify(a.body)}`);
  }
  const bodies = answers.map((a, i) =>
    targets[i]?.path.startsWith('/trpc/') ? (a.body as { result?: { data?: unknown } } | undefined)?.result?.data : a.body,
  );
  for (const [i, body] of bodies.entries()) {
    if (!sameJson(bodies[0], body))
      throw new Error(`${targets[i]?.path} answers differently from ${targets[0]?.path}: ${JSON.stringify(body)}`);
  }
  console.log(`  ${targets.map((t) => t.path).join(', ')}: all answer 200 with the same JSON`);

  // V8 needs many seconds of traffic before the app's code paths are optimised (the first 4 s of
  // /api ran at ~2.5x the steady CPU per request): warm every route up before measuring any.
  process.stdout.write(`  warm-up: each route ${options.warmupSec} s ...`);
  for (const t of targets) {
    await runLoad({
      url: `${t.base}${t.path}`,
      ...cookieHeaders(cookies),
      connections: options.connections,
      durationSec: options.warmupSec,
      warmupSec: 0,
    });
  }
  process.stdout.write(' done\n');

  const runs: HttpRun[] = [];
  for (const t of targets) {
    let run = await measureRoute(t, cookies, options, pgInfo);
    // Other work on a shared machine (a test suite starting) skews a run: measure it once more.
    if (isDisturbed(run)) {
      console.log(`    other processes kept ${fmt(run.cpu?.otherCores ?? 0, 2)} cores busy during that run: measuring again`);
      const again = await measureRoute(t, cookies, options, pgInfo);
      if ((again.cpu?.otherCores ?? 0) < (run.cpu?.otherCores ?? 0)) run = again;
    }
    runs.push(run);
  }
  return runs;
}

/** The same answer over REST (the app), over the bare route and over tRPC (the app), labelled in run order. */
function routeTriple(servers: BenchServers, letters: string, paths: { rest: string; bare: string; trpc: string }): RouteTarget[] {
  const { appBase, bareBase, appCounter, bareCounter } = servers;
  const [a, b, c] = letters;
  return [
    { label: `${a}. app   GET ${paths.rest}`, path: paths.rest, base: appBase, counter: appCounter },
    { label: `${b}. bare  GET ${paths.bare}`, path: paths.bare, base: bareBase, counter: bareCounter },
    { label: `${c}. app   GET ${paths.trpc}`, path: paths.trpc, base: appBase, counter: appCounter },
  ];
}

/** The signed-in user's routes (GET /api/auth/user, tRPC auth.me). */
export const authRoutes = (servers: BenchServers) =>
  routeTriple(servers, 'abc', { rest: '/api/auth/user', bare: '/bare/auth/user', trpc: '/trpc/auth.me' });

/** The dashboard's routes (tRPC as the web app reads it). */
export const dashboardRoutes = (servers: BenchServers) =>
  routeTriple(servers, 'def', { rest: '/api/dashboard', bare: '/bare/dashboard', trpc: '/trpc/dashboard.get' });

/** More than this many cores busy with other work during a run marks it as disturbed. */
export const DISTURBED_CORES = 0.25;
export const isDisturbed = (run: HttpRun) => (run.cpu?.otherCores ?? 0) > DISTURBED_CORES;

async function measureRoute(
  t: RouteTarget,
  cookies: readonly string[],
  options: HttpBenchOptions,
  pgInfo: BenchPostgres,
): Promise<HttpRun> {
  const quiet = await waitForQuiet(options.quietWaitMs);
  process.stdout.write(`  ${t.label}: ${PRE_RUN_WARMUP_SEC} s warm-up + ${options.durationSec} s ...`);
  let before: CpuSnapshot | undefined;
  const result = await runLoad(
    {
      url: `${t.base}${t.path}`,
      ...cookieHeaders(cookies),
      connections: options.connections,
      durationSec: options.durationSec,
      warmupSec: PRE_RUN_WARMUP_SEC,
    },
    () => {
      t.counter.reset();
      before = snapshot(pgInfo.postmasterPid);
    },
  );
  const after = snapshot(pgInfo.postmasterPid);
  const requests = Math.max(1, result.totalRequests);
  process.stdout.write(` ${fmt(result.reqPerSecAvg)} req/s\n`);
  return {
    label: t.label,
    path: t.path,
    result,
    queriesPerRequest: t.counter.total() / requests,
    writesPerRequest: t.counter.writes() / requests,
    queryKinds: t.counter.describe(),
    cpu: before ? cpuUse(before, after, result.totalRequests, result.loadgenCpuMs) : undefined,
    waitedForQuietMs: quiet.waitedMs,
  };
}

/** The route table of a group of runs (part 2 and the plan bench print the same columns). */
export function printRouteTable(runs: HttpRun[]): void {
  const ms = (n: number) => fmt(n, n < 10 ? 2 : 1);
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
}
