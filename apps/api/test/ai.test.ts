import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDriverName } from '@paydown/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTwoCards } from './ai-seed.ts';
import { confirmedClient, createTestApp, signedUpClient, useTestApp } from './helpers.ts';

const app = useTestApp();

type Suggestion = {
  id: number;
  suggestionType: string;
  title: string;
  description: string;
  potentialSavings: string | null;
  isApplied: boolean;
  impactScore: number;
  debtId: number | null;
  action: { kind: string; debtId: number; date?: string; extraPayment?: string } | null;
};
type Generated = { generated: number; suggestions: Suggestion[]; wording: string; insights?: Record<string, number | string> };

const seed = seedTwoCards;

describe(`AI suggestions with the local engine (${testDriverName()})`, () => {
  it('generates suggestions from the figures, the same ones for the same inputs', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { visa } = await seed(client);
    const first = await client.request('POST', '/api/ai-recommendations/generate');
    expect(first.status).toBe(200);
    const result = first.body as Generated;
    expect(result.wording).toBe('local');
    expect(result.generated).toBe(result.suggestions.length);
    const types = new Set(result.suggestions.map((s) => s.suggestionType));
    expect(types).toContain('payment_timing');
    expect(types).toContain('debt_consolidation');
    const timing = result.suggestions.find((s) => s.suggestionType === 'payment_timing' && s.debtId === visa.id);
    expect(timing?.action).toEqual({ kind: 'set_suggested_payment_date', debtId: visa.id, date: '2026-12-04' });
    // The card's own figure: $90 paid 11 days early at 24.99 %: 90 × 0.2499 / 365 × 11 = 0.6778 -> 0.68
    expect(timing?.potentialSavings).toBe('0.68');
    for (const s of result.suggestions) {
      expect(s.impactScore).toBeGreaterThanOrEqual(1);
      expect(s.impactScore).toBeLessThanOrEqual(100);
    }
    const again = (await client.request('POST', '/api/ai-recommendations/generate')).body as Generated;
    const shape = (r: Generated) => r.suggestions.map((s) => [s.suggestionType, s.debtId, s.title, s.potentialSavings]);
    expect(shape(again)).toEqual(shape(result));
    // Regenerating replaced the open ones instead of piling them up.
    expect(((await client.get('/api/ai-suggestions')).body as Suggestion[]).length).toBe(result.suggestions.length);
  });

  it('applies a suggestion to its debt in one step, marks it applied, and keeps it through regeneration', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { visa } = await seed(client);
    const generated = (await client.request('POST', '/api/ai-insights/generate')).body as Generated;
    expect(generated.insights).toBeDefined();
    const timing = generated.suggestions.find((s) => s.suggestionType === 'payment_timing' && s.debtId === visa.id);
    if (!timing) throw new Error('expected a timing suggestion');

    const applied = await client.request('POST', `/api/ai-suggestions/${timing.id}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ id: timing.id, isApplied: true });
    const debt = ((await client.get('/api/debts')).body as { id: number; suggestedPaymentDate: string }[]).find((d) => d.id === visa.id);
    expect(debt?.suggestedPaymentDate).toBe('2026-12-04');
    const row = await app.database.db
      .selectFrom('debts')
      .select('suggestedPaymentDate')
      .where('id', '=', visa.id)
      .executeTakeFirstOrThrow();
    expect(row.suggestedPaymentDate).toBe('2026-12-04');

    expect((await client.request('POST', `/api/ai-suggestions/${timing.id}/apply`)).status).toBe(200);
    await client.request('POST', '/api/ai-recommendations/generate');
    const all = (await client.get('/api/ai-suggestions')).body as Suggestion[];
    expect(all.filter((s) => s.id === timing.id && s.isApplied)).toHaveLength(1);
  });

  it("reports scores, a payment schedule and learning progress from the user's figures", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const empty = await client.get('/api/ai/insights');
    expect(empty.body).toEqual({
      optimizationScore: 0,
      potentialScore: 0,
      currentInterest: '0.00',
      optimizedInterest: '0.00',
      monthlySavings: '0.00',
    });
    expect((await client.get('/api/ai/learning-progress')).body).toEqual({
      dataPointsAnalyzed: 0,
      predictionAccuracy: 0,
      totalSavingsIdentified: '0.00',
    });

    const { visa } = await seed(client);
    const insights = (await client.get('/api/ai/insights')).body as { optimizationScore: number; potentialScore: number };
    expect(insights.optimizationScore).toBeGreaterThanOrEqual(0);
    expect(insights.optimizationScore).toBeLessThanOrEqual(100);
    expect(insights.potentialScore).toBeGreaterThanOrEqual(insights.optimizationScore);
    const score = (await client.get('/api/ai/potential-score')).body as { score: number };
    expect(score.score).toBe(insights.potentialScore);

    const schedule = (await client.get('/api/ai/payment-schedule')).body as {
      debtId: number;
      creditor: string;
      dueDate: string;
      suggestedPayDates: { suggestedPayDate: string; amount: string }[];
    }[];
    const visaPlan = schedule.find((s) => s.debtId === visa.id);
    expect(visaPlan).toMatchObject({ creditor: 'Visa credit card', dueDate: '2026-12-15' });
    const total = visaPlan?.suggestedPayDates.reduce((sum, p) => sum + Math.round(Number(p.amount) * 100), 0);
    expect(total).toBe(9000);

    const generated = (await client.request('POST', '/api/ai-recommendations/generate')).body as Generated;
    // the plan's saving (the "follow your plan" suggestion, type other) + this month's payment dates;
    // an extra payment or a consolidation is a what-if the user has not chosen, not identified savings
    const identified = generated.suggestions
      .filter((s) => s.suggestionType === 'payment_timing' || s.suggestionType === 'other')
      .reduce((sum, s) => sum + Math.round(Number(s.potentialSavings ?? 0) * 100), 0);
    const progress = (await client.get('/api/ai/learning-progress')).body as { dataPointsAnalyzed: number; totalSavingsIdentified: string };
    expect(progress.dataPointsAnalyzed).toBe(3); // 2 debts + 1 income source, no payments yet
    expect(Math.round(Number(progress.totalSavingsIdentified) * 100)).toBe(identified);
    // generating again identifies nothing new: never a sum over repeated suggestions
    await client.request('POST', '/api/ai-recommendations/generate');
    expect((await client.get('/api/ai/learning-progress')).body).toEqual(progress);
  });

  it('needs a confirmed email to generate (403), and a running plan (402)', async () => {
    const unconfirmed = await signedUpClient(app);
    const res = await unconfirmed.client.request('POST', '/api/ai-recommendations/generate');
    expect(res.status).toBe(403);
    expect((res.body as { message: string }).message).toMatch(/confirm your email/);

    const { client } = await confirmedClient(app);
    app.clock.advance(31 * 24 * 3600_000);
    expect((await client.request('POST', '/api/ai-recommendations/generate')).status).toBe(402);
  });

  it("keeps one user away from another's suggestions (404) and changes nothing", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const owner = await confirmedClient(app);
    await seed(owner.client);
    const generated = (await owner.client.request('POST', '/api/ai-recommendations/generate')).body as Generated;
    const target = generated.suggestions.find((s) => s.action !== null);
    if (!target) throw new Error('expected an actionable suggestion');
    const { client: intruder } = await confirmedClient(app);
    expect((await intruder.request('POST', `/api/ai-suggestions/${target.id}/apply`)).status).toBe(404);
    expect((await intruder.get('/api/ai-suggestions')).body).toEqual([]);
    const mine = (await owner.client.get('/api/ai-suggestions')).body as Suggestion[];
    expect(mine.find((s) => s.id === target.id)?.isApplied).toBe(false);
  });
});

describe('AI generation limit', () => {
  it('limits generation per user per hour (429), whichever endpoint is used', async () => {
    const limited = await createTestApp({ AI_GENERATE_PER_HOUR: '2' });
    try {
      const { client } = await confirmedClient(limited);
      const statuses = [
        (await client.request('POST', '/api/ai-recommendations/generate')).status,
        (await client.request('POST', '/api/ai-insights/generate')).status,
        (await client.request('POST', '/api/ai-recommendations/generate')).status,
      ];
      expect(statuses).toEqual([200, 200, 429]);
      const other = await confirmedClient(limited);
      expect((await other.client.request('POST', '/api/ai-recommendations/generate')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('AI wording through the OpenAI SDK against a local fake', () => {
  let fake: HttpServer;
  let mode: 'good' | 'malformed' | 'invented' | 'slow' | 'error' = 'good';
  let calls = 0;

  function reply(body: unknown) {
    return JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-test',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(body) } }],
    });
  }

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        calls += 1;
        const request = JSON.parse(raw || '{}') as { messages: { content: string }[] };
        const items = (
          JSON.parse(request.messages[1]?.content ?? '{}') as {
            suggestions: { key: string; draftTitle: string; amounts: Record<string, string> }[];
          }
        ).suggestions;
        if (mode === 'error') return res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
        if (mode === 'slow') return void setTimeout(() => res.writeHead(200).end(reply({ suggestions: [] })), 3000);
        if (mode === 'malformed') return res.writeHead(200, { 'content-type': 'application/json' }).end(reply({ nope: true }));
        const suggestions = items.map((item) => ({
          key: item.key,
          title: mode === 'invented' ? 'Save $9,999 by Jan 5' : `Friendly: ${item.draftTitle}`,
          description:
            mode === 'invented'
              ? 'Pay now and save $9,999.00 before Jan 5.'
              : `A kinder wording. ${Object.values(item.amounts)[0] ?? ''}`.trim(),
        }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(reply({ suggestions }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  async function generateWith(m: typeof mode) {
    mode = m;
    const port = (fake.address() as AddressInfo).port;
    const ai = await createTestApp({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      OPENAI_TIMEOUT_MS: '500',
    });
    try {
      ai.clock.setTo('2026-12-01T12:00:00Z');
      const { client } = await confirmedClient(ai);
      await seed(client);
      const started = Date.now();
      const res = await client.request('POST', '/api/ai-recommendations/generate');
      return { res, body: res.body as Generated, ms: Date.now() - started };
    } finally {
      await ai.close();
    }
  }

  it('uses the model’s words when they state only the engine’s figures', async () => {
    const { res, body } = await generateWith('good');
    expect(res.status).toBe(200);
    expect(body.wording).toBe('openai');
    expect(body.suggestions.every((s) => s.title.startsWith('Friendly: '))).toBe(true);
  });

  it.each(['malformed', 'invented', 'error'] as const)('falls back to local wording on a %s answer', async (m) => {
    const { res, body } = await generateWith(m);
    expect(res.status).toBe(200);
    expect(body.wording).toBe('local');
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.some((s) => s.title.includes('9,999') || s.title.startsWith('Friendly'))).toBe(false);
  });

  it('gives up on a slow model after the timeout and one retry, and still answers', async () => {
    calls = 0;
    const { res, body, ms } = await generateWith('slow');
    expect(res.status).toBe(200);
    expect(body.wording).toBe('local');
    expect(calls).toBe(2);
    expect(ms).toBeLessThan(2900);
  });
});
