// The target: "generating suggestions for 50 debts and 10 income sources with the local engine < 20 ms
// inside the API". A bench user with that many debts and income sources (and 100 logged payments, the
// engine's learning input) asks the running app to generate, one request at a time, as the dashboard's
// 'Get Recommendations' does; the same work is also timed without HTTP, and the engine alone.
import { performance } from 'node:perf_hooks';
import { generateSuggestions, todayInTimeZone } from '@paydown/domain';
import { summarize, timeRuns, type Timing } from './timing.ts';
import { engineOptions, findUserById, generate, ledgerReader, loadFacts } from '@paydown/api/internals';
import { signUp, type BenchServers } from './http-bench.ts';
import { seedUser } from './seed.ts';

export const AI_DEBTS = 50;
export const AI_INCOME = 10;
export const AI_PAYMENTS = 100;

export interface AiFigure {
  label: string;
  timing: Timing;
  /** Statements the database layer saw per call (undefined: the engine alone, no database). */
  queriesPerCall?: number;
  writesPerCall?: number;
}

export interface AiBenchResult {
  suggestions: number;
  wording: string;
  figures: AiFigure[];
}

/** timeRuns for an async call; the caller warms up (it resets its query counter in between). */
async function timeAsync(fn: () => Promise<unknown>, runs: number): Promise<Timing> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return summarize(times);
}

export async function runAiBench(servers: BenchServers, runs: number): Promise<AiBenchResult> {
  const { appBase, deps, appCounter } = servers;
  const { cookie, username } = await signUp(appBase, servers.cookieName);
  // Generating needs a confirmed email; the bench confirms it directly instead of reading the outbox.
  await deps.db.updateTable('users').set({ emailConfirmed: true }).where('username', '=', username).execute();
  const today = todayInTimeZone(new Date(), 'UTC');
  await seedUser(appBase, cookie, { debts: AI_DEBTS, income: AI_INCOME, payments: AI_PAYMENTS, today });
  const user = await findUserById(
    deps.db,
    (await deps.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
  );
  if (!user) throw new Error('bench user vanished');

  const post = async (path: string) => {
    const res = await fetch(`${appBase}${path}`, { method: 'POST', headers: { origin: appBase, cookie } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as { generated: number; wording: string };
  };
  const first = await post('/api/ai-recommendations/generate');
  if (first.generated === 0) throw new Error('the engine generated no suggestions for the bench user');

  const warmup = Math.max(10, Math.ceil(runs / 5));
  const figures: AiFigure[] = [];
  const counted = async (label: string, fn: () => Promise<unknown>) => {
    for (let i = 0; i < warmup; i++) await fn();
    appCounter.reset();
    const timing = await timeAsync(fn, runs);
    figures.push({ label, timing, queriesPerCall: appCounter.total() / runs, writesPerCall: appCounter.writes() / runs });
  };
  await counted('POST /api/ai-recommendations/generate (HTTP round trip)', () => post('/api/ai-recommendations/generate'));
  await counted('POST /api/ai-insights/generate (with insights; HTTP round trip)', () => post('/api/ai-insights/generate'));
  await counted('generate() service call (no HTTP)', () => generate(deps, user, ledgerReader(deps.db, user.id, today, false), false));
  const facts = await loadFacts(deps.db, user.id, today);
  figures.push({
    label: 'generateSuggestions on those facts (engine alone)',
    timing: timeRuns(() => generateSuggestions(facts, engineOptions(deps)), runs * 2),
  });
  return { suggestions: first.generated, wording: first.wording, figures };
}
