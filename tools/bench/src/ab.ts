// `pnpm --filter @paydown/bench bench:ab`: the route ratios of parts 1 and 2 in one short process,
// for A/B comparisons of a code change. Run it alternately on the two versions of the code (A, B,
// A, B, ...) and compare the medians of the ratios: each ratio divides by the bare route measured
// in the same process a few seconds apart, so a machine shared with other work moves both sides.
// Prints one JSON line per run (BENCH_AB_LABEL names the variant).
import { todayInTimeZone } from '@paydown/domain';
import { runLoad, signUp, startServersOnPostgres, type BenchServers } from './http-bench.ts';
import { DASHBOARD_USER, seedUser } from './seed.ts';
import { envNumber, runWithCleanup } from './util.ts';

const connections = envNumber('BENCH_CONNECTIONS', 50);
const durationSec = envNumber('BENCH_DURATION', 5);
const warmupSec = envNumber('BENCH_WARMUP', 4);

interface Figure {
  reqPerSec: number;
  /** CPU of this process (where the app and the bare server run) per request, ms. */
  serverMsPerReq: number;
}

async function measure(url: string, cookie: string): Promise<Figure> {
  await runLoad({ url, headers: { cookie }, connections, durationSec: warmupSec, warmupSec: 0 });
  let before = process.cpuUsage();
  const result = await runLoad({ url, headers: { cookie }, connections, durationSec, warmupSec: 2 }, () => {
    before = process.cpuUsage();
  });
  const used = process.cpuUsage(before);
  if (result.non2xx + result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    reqPerSec: result.reqPerSecAvg,
    serverMsPerReq: (used.user + used.system) / 1000 / Math.max(1, result.totalRequests),
  };
}

async function routes(servers: BenchServers): Promise<Record<string, Figure>> {
  const dash = await signUp(servers.appBase, servers.cookieName);
  await seedUser(servers.appBase, dash.cookie, { ...DASHBOARD_USER, today: todayInTimeZone(new Date(), 'UTC') });
  const { appBase, bareBase, cookie } = servers;
  const list: [string, string, string][] = [
    ['auth.rest', `${appBase}/api/auth/user`, cookie],
    ['auth.bare', `${bareBase}/bare/auth/user`, cookie],
    ['auth.trpc', `${appBase}/trpc/auth.me`, cookie],
    ['dash.rest', `${appBase}/api/dashboard`, dash.cookie],
    ['dash.bare', `${bareBase}/bare/dashboard`, dash.cookie],
    ['dash.trpc', `${appBase}/trpc/dashboard.get`, dash.cookie],
    ['plan.rest', `${appBase}/api/plan`, dash.cookie],
    ['plan.trpc', `${appBase}/trpc/plan.get`, dash.cookie],
  ];
  const only = process.env.BENCH_AB_ROUTES?.split(',');
  const figures: Record<string, Figure> = {};
  for (const [name, url, c] of list) {
    if (only && !only.some((prefix) => name.startsWith(prefix))) continue;
    figures[name] = await measure(url, c);
  }
  return figures;
}

runWithCleanup(async (cleanup) => {
  const { servers } = await startServersOnPostgres(cleanup);
  const figures = await routes(servers);
  const ratio = (a: string, b: string) => {
    const x = figures[a];
    const y = figures[b];
    return x && y ? Number((x.reqPerSec / y.reqPerSec).toFixed(4)) : undefined;
  };
  const ratios = {
    'auth.rest/bare': ratio('auth.rest', 'auth.bare'),
    'auth.trpc/bare': ratio('auth.trpc', 'auth.bare'),
    'dash.rest/bare': ratio('dash.rest', 'dash.bare'),
    'dash.trpc/bare': ratio('dash.trpc', 'dash.bare'),
    'plan.rest/dash.bare': ratio('plan.rest', 'dash.bare'),
    'plan.trpc/dash.bare': ratio('plan.trpc', 'dash.bare'),
  };
  console.log(JSON.stringify({ label: process.env.BENCH_AB_LABEL ?? '', figures, ratios }));
});
