import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { seedTwoCards } from './ai-seed.ts';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// Suggestions keep their ids through regeneration and are recomputed when the facts change
// (an id a client holds keeps naming the same suggestion; parallel generations never duplicate one;
// every figure is the plan's).

const app = useTestApp({ AI_GENERATE_PER_HOUR: '1000' });

type Suggestion = { id: number; suggestionType: string; title: string; description: string; isApplied: boolean; debtId: number | null };
type Generated = { generated: number; suggestions: Suggestion[] };

const seed = seedTwoCards;

const generate = async (client: TestClient) => (await client.request('POST', '/api/ai-recommendations/generate')).body as Generated;
const list = async (client: TestClient) => (await client.get('/api/ai-suggestions')).body as Suggestion[];
const open = async (client: TestClient) => (await list(client)).filter((s) => !s.isApplied);

describe(`suggestion ids (${testDriverName()})`, () => {
  it('keeps every id through a regeneration, so a listed suggestion can still be applied', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await seed(client);
    const first = await generate(client);
    expect(first.suggestions.length).toBeGreaterThan(1);
    const listed = await list(client);
    const again = await generate(client);
    expect(again.suggestions.map((s) => s.id).sort()).toEqual(first.suggestions.map((s) => s.id).sort());
    const target = listed[listed.length - 1];
    if (!target) throw new Error('expected suggestions');
    const applied = await client.request('POST', `/api/ai-suggestions/${target.id}/apply`);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ id: target.id, isApplied: true });
  });

  it('a regeneration from unchanged facts rewrites no stored suggestion; a changed debt rewrites its own', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client, user } = await confirmedClient(app);
    const { visa } = await seed(client);
    await generate(client);
    const stamps = async () =>
      new Map(
        (
          await app.database.db.selectFrom('aiSuggestions').select(['id', 'updatedAt', 'debtId']).where('userId', '=', user.id).execute()
        ).map((r) => [r.id, { at: r.updatedAt.getTime(), debtId: r.debtId }]),
      );
    const before = await stamps();
    await new Promise((r) => setTimeout(r, 20));
    await generate(client);
    expect(await stamps()).toEqual(before);
    // A new balance on the Visa: its suggestions are recomputed and written.
    await client.put(`/api/debts/${visa.id}`, { balance: '2500' });
    await generate(client);
    const after = await stamps();
    const rewritten = [...after].filter(([id, r]) => before.get(id) !== undefined && r.at !== before.get(id)!.at);
    expect(rewritten.length).toBeGreaterThan(0);
  });

  it('does not bring an applied suggestion back as a new open one while its figures are unchanged', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await seed(client);
    const first = await generate(client);
    const consolidation = first.suggestions.find((s) => s.suggestionType === 'debt_consolidation');
    if (!consolidation) throw new Error('expected a consolidation suggestion');
    expect((await client.request('POST', `/api/ai-suggestions/${consolidation.id}/apply`)).status).toBe(200);
    const again = await generate(client);
    expect(again.suggestions.filter((s) => s.suggestionType === 'debt_consolidation')).toEqual([]);
    const all = await list(client);
    expect(all.filter((s) => s.suggestionType === 'debt_consolidation').map((s) => [s.id, s.isApplied])).toEqual([
      [consolidation.id, true],
    ]);
  });

  it('never names a paid or deleted debt: open suggestions are recomputed on the next read', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { visa, store } = await seed(client);
    const first = await generate(client);
    expect(first.suggestions.some((s) => s.debtId === visa.id)).toBe(true);
    expect((await client.request('POST', `/api/debts/${visa.id}/mark-paid`)).status).toBe(200);
    const afterPaid = await open(client);
    expect(afterPaid.some((s) => s.debtId === visa.id || `${s.title} ${s.description}`.includes('Visa credit card'))).toBe(false);
    expect((await client.del(`/api/debts/${store.id}`)).status).toBe(200);
    const afterDelete = await open(client);
    expect(afterDelete.some((s) => `${s.title} ${s.description}`.includes('Store credit card'))).toBe(false);
  });

  it.skipIf(testDriverName() !== 'postgres')(
    '20 parallel generations leave exactly the open suggestions of one generation (PostgreSQL)',
    async () => {
      app.clock.setTo('2026-12-01T12:00:00Z');
      const { client } = await confirmedClient(app);
      await seed(client);
      const once = await generate(client);
      const responses = await Promise.all(Array.from({ length: 20 }, () => client.request('POST', '/api/ai-insights/generate')));
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const after = await open(client);
      expect(after).toHaveLength(once.suggestions.length);
      expect(after.map((s) => s.id).sort()).toEqual(once.suggestions.map((s) => s.id).sort());
    },
  );
});
