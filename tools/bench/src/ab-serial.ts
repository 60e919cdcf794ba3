// `pnpm --filter @paydown/bench bench:ab-serial`: the app's own CPU per request on the routes of
// parts 1 and 2, one request at a time from this process (no load generator; the client's own CPU, the same for
// both versions, is counted too).
// For A/B comparisons on a shared machine: the process's CPU time per request moves far less with
// other work than requests per second do. Run it alternately on the two versions of the code.
import { todayInTimeZone } from '@paydown/domain';
import { signUp, startServersOnPostgres } from './http-bench.ts';
import { DASHBOARD_USER, seedUser } from './seed.ts';
import { envNumber, runWithCleanup } from './util.ts';

const warmup = envNumber('BENCH_AB_WARMUP', 600);
const runs = envNumber('BENCH_AB_RUNS', 1500);

runWithCleanup(async (cleanup) => {
  const { servers } = await startServersOnPostgres(cleanup);
  const dash = await signUp(servers.appBase, servers.cookieName);
  await seedUser(servers.appBase, dash.cookie, { ...DASHBOARD_USER, today: todayInTimeZone(new Date(), 'UTC') });
  const list: [string, string, string][] = [
    ['auth.rest', '/api/auth/user', servers.cookie],
    ['auth.trpc', '/trpc/auth.me', servers.cookie],
    ['dash.rest', '/api/dashboard', dash.cookie],
    ['dash.trpc', '/trpc/dashboard.get', dash.cookie],
    ['plan.rest', '/api/plan', dash.cookie],
    ['plan.trpc', '/trpc/plan.get', dash.cookie],
  ];
  const only = process.env.BENCH_AB_ROUTES?.split(',');
  const figures: Record<string, { cpuUsPerReq: number; wallUsPerReq: number }> = {};
  for (const [name, path, cookie] of list) {
    if (only && !only.some((prefix) => name.startsWith(prefix))) continue;
    const once = async () => {
      const res = await fetch(`${servers.appBase}${path}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    };
    for (let i = 0; i < warmup; i++) await once();
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) await once();
    const used = process.cpuUsage(cpu);
    figures[name] = {
      cpuUsPerReq: Math.round((used.user + used.system) / runs),
      wallUsPerReq: Math.round(((performance.now() - t0) * 1000) / runs),
    };
  }
  console.log(JSON.stringify({ label: process.env.BENCH_AB_LABEL ?? '', figures }));
});
