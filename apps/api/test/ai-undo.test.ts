import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { seedTwoCards } from './ai-seed.ts';
import { confirmedClient, useTestApp, type TestClient } from './helpers.ts';

const app = useTestApp();

type Suggestion = {
  id: number;
  suggestionType: string;
  isApplied: boolean;
  debtId: number | null;
  undoableUntil?: string | null;
  action: { kind: string; debtId: number; date?: string; extraPayment?: string } | null;
};
type Preview = {
  changes: { debtId: number; debtName: string; field: string; before: string | null; after: string }[];
  plan: {
    before: { debtFreeDate: string | null; totalInterest: string | null };
    after: { debtFreeDate: string | null; totalInterest: string | null };
  };
};
type Debt = { id: number; extraPayment: string; suggestedPaymentDate: string | null };

async function generated(client: TestClient): Promise<Suggestion[]> {
  return ((await client.request('POST', '/api/ai-recommendations/generate')).body as { suggestions: Suggestion[] }).suggestions;
}

async function debtOf(client: TestClient, id: number): Promise<Debt> {
  const debt = ((await client.get('/api/debts')).body as Debt[]).find((d) => d.id === id);
  if (!debt) throw new Error(`debt ${id} not listed`);
  return debt;
}

/** The debt's stored fields a suggestion changes (the API shows a computed suggested date). */
function storedOf(id: number) {
  return app.database.db
    .selectFrom('debts')
    .select(['extraPayment', 'suggestedPaymentDate'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe(`Apply shows what it changes and can be undone (${testDriverName()})`, () => {
  it("previews an extra payment: the debt's extra and the plan's debt-free date and interest, before and after; applying gives exactly that plan", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await seedTwoCards(client);
    const extra = (await generated(client)).find((s) => s.suggestionType === 'extra_payment');
    if (!extra?.action) throw new Error('expected an extra-payment suggestion');
    const planBefore = (await client.get('/api/plan')).body as { debtFreeDate: string; totalInterest: string };

    const preview = await client.get(`/api/ai-suggestions/${extra.id}/preview`);
    expect(preview.status).toBe(200);
    const p = preview.body as Preview;
    expect(p.changes).toEqual([
      expect.objectContaining({ debtId: extra.action.debtId, field: 'extraPayment', before: '0.00', after: extra.action.extraPayment }),
    ]);
    expect(p.plan.before).toEqual({ debtFreeDate: planBefore.debtFreeDate, totalInterest: planBefore.totalInterest });
    expect(Number(p.plan.after.totalInterest)).toBeLessThan(Number(p.plan.before.totalInterest));
    // Previewing changes nothing.
    expect((await debtOf(client, extra.action.debtId)).extraPayment).toBe('0.00');

    expect((await client.request('POST', `/api/ai-suggestions/${extra.id}/apply`)).status).toBe(200);
    const planAfter = (await client.get('/api/plan')).body as { debtFreeDate: string; totalInterest: string };
    expect({ debtFreeDate: planAfter.debtFreeDate, totalInterest: planAfter.totalInterest }).toEqual(p.plan.after);
  });

  it('undo restores exactly the values the debt had and opens the suggestion again; twice is harmless', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { visa } = await seedTwoCards(client);
    const timing = (await generated(client)).find((s) => s.suggestionType === 'payment_timing' && s.debtId === visa.id);
    if (!timing) throw new Error('expected a timing suggestion');
    const before = await storedOf(visa.id);
    expect(before.suggestedPaymentDate).toBeNull();

    const applied = (await client.request('POST', `/api/ai-suggestions/${timing.id}/apply`)).body as Suggestion;
    expect(applied.isApplied).toBe(true);
    expect(Date.parse(applied.undoableUntil!) - Date.parse('2026-12-01T12:00:00Z')).toBeGreaterThanOrEqual(15 * 60_000);
    expect((await debtOf(client, visa.id)).suggestedPaymentDate).toBe('2026-12-04');

    app.clock.advance(5 * 60_000);
    const undone = await client.request('POST', `/api/ai-suggestions/${timing.id}/undo`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: timing.id, isApplied: false, undoableUntil: null });
    expect(await storedOf(visa.id)).toEqual(before);
    expect((await client.request('POST', `/api/ai-suggestions/${timing.id}/undo`)).status).toBe(200);
    const listed = ((await client.get('/api/ai-suggestions')).body as Suggestion[]).find((s) => s.id === timing.id);
    expect(listed?.isApplied).toBe(false);
  });

  it('undo of an extra payment writes the previous extra back', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await seedTwoCards(client);
    const extra = (await generated(client)).find((s) => s.suggestionType === 'extra_payment');
    if (!extra?.action) throw new Error('expected an extra-payment suggestion');
    const before = await storedOf(extra.action.debtId);
    await client.request('POST', `/api/ai-suggestions/${extra.id}/apply`);
    expect((await debtOf(client, extra.action.debtId)).extraPayment).toBe(extra.action.extraPayment);
    expect((await client.request('POST', `/api/ai-suggestions/${extra.id}/undo`)).status).toBe(200);
    expect(await storedOf(extra.action.debtId)).toEqual(before);
  });

  it('after 15 minutes, or once the user changed the debt, undo refuses (409) and changes nothing', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { visa, store } = await seedTwoCards(client);
    const suggestions = await generated(client);
    const visaTiming = suggestions.find((s) => s.suggestionType === 'payment_timing' && s.debtId === visa.id);
    const storeTiming = suggestions.find((s) => s.suggestionType === 'payment_timing' && s.debtId === store.id);
    if (!visaTiming || !storeTiming) throw new Error('expected two timing suggestions');
    await client.request('POST', `/api/ai-suggestions/${visaTiming.id}/apply`);
    await client.request('POST', `/api/ai-suggestions/${storeTiming.id}/apply`);

    // The user picks another date for the store card: undo keeps the user's date.
    expect((await client.request('PUT', `/api/debts/${store.id}`, { suggestedPaymentDate: '2026-12-10' })).status).toBe(200);
    const changed = await client.request('POST', `/api/ai-suggestions/${storeTiming.id}/undo`);
    expect(changed.status).toBe(409);
    expect((await debtOf(client, store.id)).suggestedPaymentDate).toBe('2026-12-10');

    app.clock.advance(15 * 60_000 + 1_000);
    const late = await client.request('POST', `/api/ai-suggestions/${visaTiming.id}/undo`);
    expect(late.status).toBe(409);
    expect((await debtOf(client, visa.id)).suggestedPaymentDate).toBe('2026-12-04');
    const listed = ((await client.get('/api/ai-suggestions')).body as Suggestion[]).find((s) => s.id === visaTiming.id);
    expect(listed).toMatchObject({ isApplied: true });
  });

  it("keeps one user away from another's preview and undo (404), and changes nothing", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const owner = await confirmedClient(app);
    const { visa } = await seedTwoCards(owner.client);
    const timing = (await generated(owner.client)).find((s) => s.suggestionType === 'payment_timing' && s.debtId === visa.id);
    if (!timing) throw new Error('expected a timing suggestion');
    await owner.client.request('POST', `/api/ai-suggestions/${timing.id}/apply`);
    const { client: intruder } = await confirmedClient(app);
    expect((await intruder.get(`/api/ai-suggestions/${timing.id}/preview`)).status).toBe(404);
    expect((await intruder.request('POST', `/api/ai-suggestions/${timing.id}/undo`)).status).toBe(404);
    expect((await debtOf(owner.client, visa.id)).suggestedPaymentDate).toBe('2026-12-04');
    const mine = ((await owner.client.get('/api/ai-suggestions')).body as Suggestion[]).find((s) => s.id === timing.id);
    expect(mine?.isApplied).toBe(true);
  });
});
