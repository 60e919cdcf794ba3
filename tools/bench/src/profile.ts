// `pnpm bench:profile [path ...]`: where the server's CPU time goes for one authenticated route
// (the signed-in user has the dashboard bench's debts and income). `pnpm bench:profile worst-case`:
// the same for part 2c's load (the 200-debt user's plan and preview hammered, /api/health beside).
// Starts the same servers as the bench on a throwaway PostgreSQL, loads each path from a second
// process (autocannon) while the V8 profiler samples this process, then prints self time grouped
// by package and the hottest functions. Not part of `pnpm bench`; a tool for digging into a miss.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { todayInTimeZone } from '@paydown/domain';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runLoad, startServersOnPostgres, type BenchServers } from './http-bench.ts';
import { DASHBOARD_USER, seedUser } from './seed.ts';
import { PLAN_CLIENTS, PREVIEW_CLIENTS, PREVIEW_PATH, worstUser } from './worst-case-bench.ts';
import { envNumber, fmt, repoRoot, runWithCleanup, table } from './util.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** "fastify", "@trpc/server", "app:apps/api/src/...", "(node)" ... from a frame's URL. */
function ownerOf(url: string): string {
  if (!url) return '(native / gc / idle)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  // Our own files, named relative to the repository (wherever it is checked out).
  const root = `${repoRoot}/`;
  const i = url.indexOf(root);
  return i >= 0 ? url.slice(i + root.length).replace(/\/src\/.*/, '/src') : url;
}

function summarize(profile: Profile, top: number): void {
  const total = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
  const byOwner = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    const name = n.callFrame.functionName || '(anonymous)';
    const owner = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : ownerOf(n.callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + hits);
    const fnKey = `${name}  ${owner}:${n.callFrame.lineNumber + 1}`;
    byFn.set(fnKey, (byFn.get(fnKey) ?? 0) + hits);
  }
  const pct = (h: number) => `${fmt((h / total) * 100, 1)} %`;
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(
    table(
      ['self time by owner', 'share'],
      sorted(byOwner).map(([k, v]) => [k, pct(v)]),
    ),
  );
  console.log('');
  console.log(
    table(
      ['hottest functions (self time)', 'share'],
      sorted(byFn).map(([k, v]) => [k, pct(v)]),
    ),
  );
}

/** Part 2c's load on the worst-case user, sampled: the main thread's share of each plan answer. */
async function profileWorstCase(servers: BenchServers, session: Session, durationSec: number): Promise<void> {
  const cookie = await worstUser(servers);
  const load = async (seconds: number) => {
    const hammer = (path: string, connections: number) =>
      runLoad({ url: `${servers.appBase}${path}`, headers: { cookie }, connections, durationSec: seconds, warmupSec: 0 });
    const [plan, preview, health] = await Promise.all([
      hammer('/api/plan', PLAN_CLIENTS),
      hammer(PREVIEW_PATH, PREVIEW_CLIENTS),
      runLoad({ url: `${servers.appBase}/api/health`, headers: {}, connections: 1, durationSec: seconds, warmupSec: 0 }),
    ]);
    return { answers: plan.totalRequests + preview.totalRequests, health };
  };
  await load(6);
  const cpuBefore = process.cpuUsage();
  const plain = await load(durationSec);
  const cpu = process.cpuUsage(cpuBefore);
  await session.post('Profiler.start');
  await load(durationSec);
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  const file = join(tmpdir(), 'paydown-worst-case.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  const perAnswer = (micros: number) => fmt(micros / 1000 / (plain.answers || 1), 3);
  console.log(
    `\n== worst case: ${fmt(plain.answers)} plan and preview answers in ${durationSec} s, health p99 ${plain.health.latencyP99Ms} ms; ` +
      `server process CPU ${perAnswer(cpu.user + cpu.system)} ms/answer (user ${perAnswer(cpu.user)}, system ${perAnswer(cpu.system)})`,
  );
  console.log(`   profile (sampled run): ${file}`);
  summarize(profile, 30);
}

runWithCleanup(async (cleanup) => {
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/api/auth/user', '/trpc/auth.me', '/bare/auth/user'];
  const durationSec = envNumber('BENCH_DURATION', 8);
  const connections = envNumber('BENCH_CONNECTIONS', 50);
  const { servers } = await startServersOnPostgres(cleanup);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  if (paths[0] === 'worst-case') {
    await profileWorstCase(servers, session, durationSec);
    session.disconnect();
    return;
  }
  // The dashboard bench's data, so /api/dashboard has work to do (the auth routes ignore it).
  await seedUser(servers.appBase, servers.cookie, { ...DASHBOARD_USER, today: todayInTimeZone(new Date(), 'UTC') });
  for (const path of paths) {
    const base = path.startsWith('/bare') ? servers.bareBase : servers.appBase;
    const load = (durationSec: number) =>
      runLoad({ url: `${base}${path}`, headers: { cookie: servers.cookie }, connections, durationSec, warmupSec: 0 });
    await load(6); // warm-up: V8 needs several seconds to optimise the hot paths
    // CPU per request without the profiler, then a sampled run of the same length.
    const cpuBefore = process.cpuUsage();
    const plain = await load(durationSec);
    const cpu = process.cpuUsage(cpuBefore);
    await session.post('Profiler.start');
    await load(durationSec);
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    const file = join(tmpdir(), `paydown${path.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    const requests = plain.totalRequests || 1;
    const perReq = (micros: number) => fmt(micros / 1000 / requests, 3);
    console.log(
      `\n== ${path}: ${fmt(plain.reqPerSecAvg)} req/s, p50 ${plain.latencyP50Ms} ms, p99 ${plain.latencyP99Ms} ms; ` +
        `server process CPU ${perReq(cpu.user + cpu.system)} ms/request (user ${perReq(cpu.user)}, system ${perReq(cpu.system)})`,
    );
    console.log(`   profile (sampled run): ${file}`);
    summarize(profile, 25);
  }
  session.disconnect();
});
