import { createTestDatabase, testDriverName } from '@paydown/db/testing';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { buildServer, type Server } from '../src/server.ts';
import { newSignup, TEST_ENV, TestClient, TestClock } from './helpers.ts';

// A screen opens with one /trpc batch: the session check and its 3–7 reads. The reads of one
// request share one read of the user's ledger (kernel/request-ledger.ts), and answer exactly what
// each answers when asked alone.

/** Counts the ledger's statement (ledger/queries.ts: the one select that gathers the balance edits, among others). */
class LedgerStatements implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const selections = node.kind === 'SelectQueryNode' && !node.from ? (node.selections ?? []) : [];
    if (selections.some((s) => s.selection.kind === 'AliasNode' && JSON.stringify(s.selection.alias).includes('balance_edits')))
      this.count += 1;
    return node;
  }
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  }
}

const statements = new LedgerStatements();
let server: Server;
let close: () => Promise<void>;
const clock = new TestClock();

beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'paydown-test-')),
    WEB_DIST_DIR: join(tmpdir(), 'paydown-no-web'),
  });
  server = await buildServer(config, { database: { ...database, db: database.db.withPlugin(statements) }, now: clock.now });
  close = async () => {
    await server.close();
    await database.destroy();
  };
});
afterAll(() => close());

async function household(): Promise<TestClient> {
  const client = new TestClient(server);
  const signup = await client.post('/api/auth/signup', newSignup());
  if (signup.status !== 200) throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  await client.post('/api/income', { incomeSource: 'Salary', amount: '2400', payDate: '2026-12-04', frequency: 'bi-weekly' });
  for (const debt of [
    { debtName: 'Visa credit card', balance: '3000', interestRate: '24.99', minPayment: '90', dueDate: '2026-12-15' },
    { debtName: 'Car loan', balance: '12000', interestRate: '7.9', minPayment: '320', dueDate: '2026-12-20' },
  ]) {
    const res = await client.post('/api/debts', debt);
    if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  }
  return client;
}

/** GETs one /trpc batch, as the web app's batch link sends a screen's reads; the answers in order. */
async function batch(client: TestClient, calls: [string, unknown?][]): Promise<unknown[]> {
  const input = Object.fromEntries(calls.flatMap(([, arg], i) => (arg === undefined ? [] : [[String(i), arg]])));
  const res = await client.get(`/trpc/${calls.map(([name]) => name).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.status).toBe(200);
  return (res.body as { result: { data: unknown } }[]).map((r) => r.result.data);
}

describe(`a screen's batched reads (${testDriverName()})`, () => {
  it("read the ledger once for the Dashboard's and the Insights' opening batches, and answer what each answers alone", async () => {
    clock.setTo('2026-12-01T12:00:00Z');
    const client = await household();

    statements.count = 0;
    const [, dashboard, plan, progress, progression, suggestions] = await batch(client, [
      ['auth.me'],
      ['dashboard.get'],
      ['plan.get'],
      ['progress.get'],
      ['dashboard.progression', { months: 12 }],
      ['ai.suggestions'],
      ['account.verificationStatus'],
    ]);
    expect(statements.count).toBe(1);
    expect(dashboard).toEqual((await client.get('/api/dashboard')).body);
    expect(plan).toEqual((await client.get('/api/plan')).body);
    expect(progress).toEqual((await client.get('/api/progress')).body);
    expect(progression).toEqual((await client.get('/api/dashboard/progression?months=12')).body);
    expect(suggestions).toEqual((await client.get('/api/ai-suggestions')).body);

    statements.count = 0;
    const [, insights, potential, schedule, learning] = await batch(client, [
      ['auth.me'],
      ['ai.insights'],
      ['ai.potentialScore'],
      ['ai.paymentSchedule'],
      ['ai.learningProgress'],
      ['ai.suggestions'],
      ['dashboard.get'],
      ['plan.get'],
    ]);
    expect(statements.count).toBe(1);
    expect(insights).toEqual((await client.get('/api/ai/insights')).body);
    expect(potential).toEqual((await client.get('/api/ai/potential-score')).body);
    expect(schedule).toEqual((await client.get('/api/ai/payment-schedule')).body);
    expect(learning).toEqual((await client.get('/api/ai/learning-progress')).body);
  });

  it('read the ledger again in the next request: a change made in between shows at once', async () => {
    clock.setTo('2026-12-01T12:00:00Z');
    const client = await household();
    const before = (await batch(client, [['plan.get'], ['dashboard.get']])) as { totalInterest: string }[];
    await client.post('/api/debts', {
      debtName: 'Store card',
      balance: '900',
      interestRate: '29.99',
      minPayment: '35',
      dueDate: '2026-12-10',
    });
    const after = (await batch(client, [['plan.get'], ['dashboard.get']])) as [{ debts: unknown[] }, { totalDebtBalance: string }];
    expect(after[0].debts).toHaveLength(3);
    expect(after[1].totalDebtBalance).toBe('15900.00');
    expect(after[0]).not.toEqual(before[0]);
  });
});
