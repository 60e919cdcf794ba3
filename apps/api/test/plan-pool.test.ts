import { testDriverName } from '@paydown/db/testing';
import { computePlan, planResponse, previewPlan, type PlanOut } from '@paydown/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_PLAN_CALLS } from '../src/kernel/batch-cost.ts';
import { loadPlanInput } from '../src/ledger/index.ts';
import { ACCOUNT_WAITING_LIMIT, INLINE_MAX_DEBTS, PLAN_BUSY_MESSAGE, PlanPool } from '../src/adapters/plan-pool/pool.ts';
import { confirmedClient, createTestApp, insertDebts, type TestApp, type TestClient, useTestApp } from './helpers.ts';

// Large plans compute on worker threads (adapters/plan-pool): the event loop keeps answering
// everyone else, the answer is the engine's, and a full queue says "try again" instead of growing.

const app = useTestApp();

/** The largest account the debt cap allows, in the shape that makes the longest plan (600 months). */
const BIG = 200;
const hugeDebt = (i: number) => ({
  debtName: `Card ${i}`,
  balance: '99999999.99',
  interestRate: '0',
  minPayment: '170000',
  dueDate: '2026-12-15',
});

async function userWithDebts(target: TestApp, count: number, debt = hugeDebt): Promise<{ client: TestClient; userId: number }> {
  const { client, user } = await confirmedClient(target);
  await insertDebts(
    target,
    user.id,
    Array.from({ length: count }, (_, i) => debt(i)),
  );
  return { client, userId: user.id };
}

describe(`plans off the main thread (${testDriverName()})`, () => {
  let big: { client: TestClient; userId: number };
  beforeAll(async () => {
    big = await userWithDebts(app, BIG);
  }, 120_000);

  it('answers exactly what the engine computes on the same input, for a plan and a preview', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const input = await loadPlanInput(app.server.deps.db, big.userId, '2026-12-01');
    expect(input.debts.length).toBeGreaterThan(INLINE_MAX_DEBTS);

    const plan = await big.client.get('/api/plan');
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual(planResponse(computePlan(input)));

    const preview = await big.client.get('/api/plan/preview?strategy=snowball&extraMonthly=5000');
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual(planResponse(previewPlan(input, { strategy: 'snowball', extraMonthlyCents: 500_000 })));
    expect((preview.body as PlanOut).strategy).toBe('snowball');
  });

  it('answers the health check while a large plan is being computed', async () => {
    // Another day: another input, so the plan is computed, not remembered.
    app.clock.setTo('2026-12-02T12:00:00Z');
    const order: string[] = [];
    const plan = big.client.get('/api/plan').then((res) => {
      order.push('plan');
      return res;
    });
    for (let i = 0; i < 3; i++) {
      const health = await app.client().get('/api/health');
      expect(health.status).toBe(200);
      order.push('health');
    }
    expect((await plan).status).toBe(200);
    expect(order).toEqual(['health', 'health', 'health', 'plan']);
  });

  it(`refuses a /trpc batch of more than ${TRPC_MAX_PLAN_CALLS} plan computations with 400, and runs the web's largest opening batch`, async () => {
    const previews = (n: number) => Array.from({ length: n }, (_, i) => ({ name: 'plan.preview', input: { extraMonthly: String(i + 1) } }));
    const batch = (calls: { name: string; input: unknown }[]) => {
      const input = Object.fromEntries(calls.map((c, i) => [String(i), c.input]));
      return `/trpc/${calls.map((c) => c.name).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
    };
    const over = await big.client.get(batch(previews(TRPC_MAX_PLAN_CALLS + 1)));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      message: `A batch may call at most ${TRPC_MAX_PLAN_CALLS} procedures that compute the plan (this one calls ${TRPC_MAX_PLAN_CALLS + 1})`,
      code: 'BAD_REQUEST',
    });

    // The Insights screen's opening reads, as the web app batches them.
    const { client } = await userWithDebts(app, 2, (i) => ({ ...hugeDebt(i), balance: '5000', minPayment: '100' }));
    const insights = [
      'ai.insights',
      'ai.potentialScore',
      'ai.paymentSchedule',
      'ai.learningProgress',
      'ai.suggestions',
      'dashboard.get',
      'plan.get',
    ];
    const opening = await client.get(batch(insights.map((name) => ({ name, input: undefined }))));
    expect(opening.status).toBe(200);
    expect(opening.body).toHaveLength(insights.length);
  });

  it("takes one account's plan calls in turn: four parallel previews never hold more than one plan thread", async () => {
    app.clock.setTo('2026-12-03T12:00:00Z');
    const pool = app.server.deps.planPool;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, pool.inFlight)), 1);
    try {
      const answers = await Promise.all([11, 12, 13, 14].map((i) => big.client.get(`/api/plan/preview?extraMonthly=${i}`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(1);
  }, 60_000);
});

describe('an account waits for its own earlier plan calls, never for another account', () => {
  const pool = new PlanPool({ threads: 1, queueLimit: 0 });
  afterAll(() => pool.close());

  it("starts an account's second call after its first has ended, while another account's runs at once", async () => {
    const events: string[] = [];
    let finishFirst = () => {};
    const first = pool.inTurn(1, async () => {
      events.push('1a start');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('1a end');
    });
    const second = pool.inTurn(1, async () => {
      events.push('1b start');
    });
    const other = pool.inTurn(2, async () => {
      events.push('2 start');
    });
    await other;
    expect(events).toEqual(['1a start', '2 start']);
    finishFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['1a start', '2 start', '1a end', '1b start']);
  });

  it(`refuses a call past ${ACCOUNT_WAITING_LIMIT} waiting ones with the busy answer, and a failed call does not block the next`, async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const queued = Array.from({ length: ACCOUNT_WAITING_LIMIT }, () => pool.inTurn(3, () => gate));
    await expect(pool.inTurn(3, async () => 'late')).rejects.toMatchObject({ code: 'UNAVAILABLE', message: PLAN_BUSY_MESSAGE });
    open();
    await Promise.all(queued);
    await expect(pool.inTurn(3, () => Promise.reject(new Error('engine failed')))).rejects.toThrow('engine failed');
    await expect(pool.inTurn(3, async () => 'next')).resolves.toBe('next');
  });
});

describe(`a full plan queue (${testDriverName()})`, () => {
  // One thread and no queue: a second large plan while one computes is refused.
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({ PLAN_POOL_THREADS: '1', PLAN_QUEUE_LIMIT: '0' });
  });
  afterAll(async () => {
    await busy.close();
  });

  it('answers 503 with Retry-After and a clear message when every worker is busy and the queue is full, and computes again after', async () => {
    // Four accounts at once: one account's own calls take turns and never fill the queue alone.
    const accounts = await Promise.all([1, 2, 3, 4].map(() => userWithDebts(busy, 40)));
    const { client } = accounts[0]!;
    const answers = await Promise.all(accounts.map((a, i) => a.client.get(`/api/plan/preview?extraMonthly=${i + 1}`)));
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const res of refused) {
      expect(res.body).toMatchObject({ message: PLAN_BUSY_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Nothing was left waiting: the next request computes.
    expect((await client.get('/api/plan/preview?extraMonthly=9')).status).toBe(200);
  }, 60_000);
});
