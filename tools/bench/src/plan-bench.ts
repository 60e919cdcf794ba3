// The payoff plan's figures for `pnpm bench` (called from main.ts with the PostgreSQL parts):
// - GET /api/plan (and tRPC plan.get, as the web app reads it) for a user with 20 debts, at the
//   bench's connections, on PostgreSQL: p99 < 50 ms;
// - the Plan screen's what-if preview for 50 debts: the very function the screen calls on every
//   slider move (packages/domain previewPlanFromWire, re-exported by apps/web's plan/preview.ts), fed
//   the wire data the browser holds (GET /api/debts, the plan's lump sums and start date), timed in
//   this Node process: < 16 ms per update. React's render of the result is not included.
import { type Debt, type PlanOut, formatMoney, previewPlanFromWire, todayInTimeZone } from '@paydown/domain';
import { describeTiming, timeRuns, type Timing } from './timing.ts';
import { type BenchServers, type HttpBenchOptions, printRouteTable, runRouteGroup, signUp } from './http-bench.ts';
import type { BenchPostgres } from './postgres.ts';
import { DASHBOARD_USER, seedUser } from './seed.ts';
import { fmt, type Target } from './util.ts';

/** 20 debts: the dashboard bench's user, whose plan the Plan screen reads. */
export const PLAN_USER = DASHBOARD_USER;
export const PREVIEW_DEBTS = 50;
const PREVIEW_RUNS = 300;

const ms = (n: number) => fmt(n, n < 10 ? 2 : 1);

async function send(servers: BenchServers, cookie: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${servers.appBase}${path}`, {
    method,
    headers: { origin: servers.appBase, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`plan bench: ${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** A new user with `debts` debts and 5 income sources through the REST API, plus three lump sums. */
async function planUser(servers: BenchServers, debts: number): Promise<{ cookie: string; username: string }> {
  const user = await signUp(servers.appBase, servers.cookieName);
  const today = todayInTimeZone(new Date(), 'UTC');
  await seedUser(servers.appBase, user.cookie, { debts, income: PLAN_USER.income, today });
  const year = Number(today.slice(0, 4));
  for (const [date, cents] of [
    [`${year + 1}-04-15`, 250_000],
    [`${year + 1}-12-20`, 100_000],
    [`${year + 2}-04-15`, 250_000],
  ] as const) {
    await send(servers, user.cookie, 'POST', '/api/plan/lump-sums', { date, amount: formatMoney(cents) });
  }
  return user;
}

/** Times the Plan screen's preview on the wire data of a 50-debt user, a new extra per update. */
async function measurePreview(servers: BenchServers): Promise<{ timing: Timing; months: number | null; inPlan: number }> {
  const user = await planUser(servers, PREVIEW_DEBTS);
  const debts = (await send(servers, user.cookie, 'GET', '/api/debts')) as Debt[];
  const plan = (await send(servers, user.cookie, 'GET', '/api/plan')) as PlanOut;
  const base = { debts: debts.filter((d) => !d.isPaid), lumpSums: plan.lumpSums, startDate: plan.startDate };
  let extra = 0;
  const update = () => {
    extra = (extra + 2_500) % 200_000; // the slider moving in $25 steps
    return previewPlanFromWire({
      ...base,
      settings: { strategy: plan.strategy, extraMonthly: formatMoney(extra), customOrder: plan.customOrder },
    });
  };
  const timing = timeRuns(update, PREVIEW_RUNS);
  return { timing, months: plan.months, inPlan: plan.debts.length };
}

/** Prints the plan section and returns its targets (main.ts records them with the others). */
export async function planBench(
  servers: BenchServers,
  pgInfo: BenchPostgres,
  options: HttpBenchOptions,
  /** GET /api/dashboard's server CPU per request (part 2), when it was measured in this run. */
  dashboardCpuMs?: number,
): Promise<Target[]> {
  console.log(
    `\n== 2b. The payoff plan: GET /api/plan for ${options.accounts} users with ${PLAN_USER.debts} debts, ${PLAN_USER.income} income sources and 3 lump sums each, on PostgreSQL, ${options.connections} connections shared by them, ${options.durationSec} s per route; then the what-if preview for ${PREVIEW_DEBTS} debts`,
  );
  // Several accounts share the connections, as for the dashboard: one account's plan calls take turns.
  const cookies: string[] = [];
  for (let i = 0; i < options.accounts; i++) cookies.push((await planUser(servers, PLAN_USER.debts)).cookie);
  const { appBase, appCounter } = servers;
  const runs = await runRouteGroup(
    [
      { label: 'g. app   GET /api/plan', path: '/api/plan', base: appBase, counter: appCounter },
      { label: 'h. app   GET /trpc/plan.get', path: '/trpc/plan.get', base: appBase, counter: appCounter },
    ],
    cookies,
    pgInfo,
    options,
  );
  printRouteTable(runs);
  const targets: Target[] = runs.flatMap((r) => {
    const bad = r.result.non2xx + r.result.errors;
    return [
      {
        name: `${r.path} (${PLAN_USER.debts} debts) p99 < 50 ms at ${options.connections} connections`,
        measured: `${ms(r.result.latencyP99Ms)} ms`,
        ok: r.result.latencyP99Ms < 50,
      },
      { name: `${r.path} 0 errors / non-2xx`, measured: fmt(bad), ok: bad === 0 },
    ];
  });

  const planCpu = runs[0]?.cpu?.serverMsPerReq;
  if (planCpu !== undefined && dashboardCpuMs !== undefined) {
    // The plan answer carries the schedule the dashboard does not: at most twice its cost.
    const ratio = planCpu / dashboardCpuMs;
    targets.push({
      name: `GET /api/plan (${PLAN_USER.debts} debts) server CPU per request <= 2x GET /api/dashboard's`,
      measured: `${fmt(ratio, 2)}x (${fmt(planCpu, 3)} ms vs ${fmt(dashboardCpuMs, 3)} ms)`,
      ok: ratio <= 2,
    });
  }

  const preview = await measurePreview(servers);
  console.log(
    `  what-if preview: previewPlanFromWire (the Plan screen's preview function) on ${PREVIEW_DEBTS} listed debts (${preview.inPlan} in the plan, debt-free in ${preview.months ?? 'never'} months), in Node: ${describeTiming(preview.timing)}`,
  );
  targets.push({
    name: `what-if preview for ${PREVIEW_DEBTS} debts < 16 ms per update (the screen's function, in Node, p99)`,
    measured: `${ms(preview.timing.p99Ms)} ms (median ${ms(preview.timing.medianMs)} ms)`,
    ok: preview.timing.p99Ms < 16,
  });
  return targets;
}
