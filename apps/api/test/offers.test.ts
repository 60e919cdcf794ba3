import { testDriverName } from '@paydown/db/testing';
import {
  evaluateOffer,
  offerEvaluationResponse,
  offerFromWire,
  offerInputSchema,
  planInputFromWire,
  type Debt,
  type OfferEvaluationOut,
  type PlanOut,
} from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { seedTwoCards } from './ai-seed.ts';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';
import { CITI_CARD as citi } from './plan-fixtures.ts';

// POST /api/plan/offers/evaluate: a balance transfer (to a new card or onto a card of the user's) or
// a consolidation loan judged inside the user's plan, the refusals by field, and the AI's
// consolidation suggestion priced by the same evaluation.

const app = useTestApp();

type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };

async function add(client: TestClient, body: Record<string, unknown>): Promise<{ id: number }> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as { id: number };
}

const fields = (res: { body: unknown }) => (res.body as ErrorBody).data?.fields;

const card3000 = {
  debtName: 'Visa',
  debtType: 'credit_card',
  balance: '3000.00',
  interestRate: '24.99',
  minPayment: '92.48',
  dueDate: '2027-01-15',
};

const transferOf = (fromDebtId: number, extra: Record<string, unknown> = {}) => ({
  kind: 'balance_transfer',
  fromDebtId,
  amount: '3000.00',
  feePercent: '3',
  promoApr: '0',
  promoMonths: 12,
  aprAfter: '24.99',
  ...extra,
});

/** The engine's own answer for `body`, from the data the API lists (the conversion the browser's what-if uses). */
async function engineAnswer(client: TestClient, body: Record<string, unknown>): Promise<OfferEvaluationOut> {
  const plan = (await client.get('/api/plan')).body as PlanOut;
  const debts = (await client.get('/api/debts')).body as Debt[];
  const input = planInputFromWire({
    settings: { strategy: plan.strategy, extraMonthly: plan.extraMonthly, customOrder: plan.customOrder },
    debts,
    lumpSums: plan.lumpSums,
    startDate: plan.startDate,
  });
  const judged = evaluateOffer(input, offerFromWire(offerInputSchema.parse(body)));
  if (!judged.ok) throw new Error(`the engine refused the offer: ${JSON.stringify(judged.problem)}`);
  return offerEvaluationResponse(judged.evaluation);
}

describe(`offers judged inside the plan (${testDriverName()})`, () => {
  it('compares a balance transfer and a consolidation loan, and saves nothing', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card3000);
    const card = await add(client, citi);
    const before = (await client.get('/api/debts')).body;
    const plan = (await client.get('/api/plan')).body as { totalInterest: string; months: number };
    const res = await client.post('/api/plan/offers/evaluate', transferOf(visa.id, { promoMonths: 15 }));
    expect(res.status).toBe(200);
    const answer = res.body as Record<string, unknown> & { without: { totalInterest: string; months: number } };
    expect(answer).toMatchObject({ fee: '90.00', newDebt: { balance: '3090.00' } });
    // "Without" is the user's plan as GET /api/plan shows it.
    expect(answer.without).toMatchObject({ totalInterest: plan.totalInterest, months: plan.months });

    const loan = await client.post('/api/plan/offers/evaluate', {
      kind: 'consolidation_loan',
      debtIds: [visa.id, card.id],
      apr: '11.9',
      termMonths: 36,
      originationFeePercent: '6',
    });
    expect(loan.status).toBe(200);
    // 6 % of $4,850.00
    expect(loan.body).toMatchObject({ fee: '291.00', newDebt: { balance: '5141.00' } });
    expect((await client.get('/api/debts')).body).toEqual(before);
  });

  it('moves a balance onto a card of the user (toDebtId): a new balance on that card, as the engine judges it', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card3000);
    const card = await add(client, citi);
    const before = (await client.get('/api/debts')).body;
    const body = transferOf(visa.id, { toDebtId: card.id });
    const res = await client.post('/api/plan/offers/evaluate', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(await engineAnswer(client, body));
    expect(res.body).toMatchObject({
      fee: '90.00',
      // $3,000 + the 3 % fee becomes Citi's third balance; the card's minimum is now 1 % of $4,940.00
      // plus the coming month's interest on its purchases (650 × 27.49 % / 365 × 31 = $15.18): $64.58.
      newDebt: { balance: '3090.00', monthlyPayment: '64.58' },
      without: { totalInterest: '3770.33', months: 65 },
      with: { totalInterest: '2063.97', months: 55 },
      netSavings: '1616.36',
    });
    // The promotion ends with the transfer still owed; the payment that clears it is a payment to Citi (its other balances too).
    expect((res.body as OfferEvaluationOut).warnings).toEqual([
      {
        code: 'PROMO_BALANCE_REMAINS',
        message:
          'This plan still owes $2,858.82 of the transferred balance when the 0% rate ends Dec 1, 2027; from then it is charged 24.99%. ' +
          'Paying $413.55 a month to Citi clears it in time.',
        paymentNeeded: '413.55',
      },
    ]);
    // A new card instead: the same transfer, another answer.
    const toNewCard = await client.post('/api/plan/offers/evaluate', transferOf(visa.id));
    expect(toNewCard.body).not.toEqual(res.body);
    expect((await client.get('/api/debts')).body).toEqual(before);
  });

  it('404 naming another user’s debt; 400 naming a paid debt or a bad field', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card3000);
    const paid = await add(client, { ...card3000, debtName: 'Old card' });
    expect((await client.post(`/api/debts/${paid.id}/mark-paid`)).status).toBe(200);
    const offer = transferOf(visa.id, { amount: '1000', promoMonths: 15 });

    const other = await confirmedClient(app);
    const foreign = await other.client.post('/api/plan/offers/evaluate', offer);
    expect(foreign.status).toBe(404);
    expect(fields(foreign)).toEqual({ fromDebtId: 'Debt not found' });

    const paidOff = await client.post('/api/plan/offers/evaluate', { ...offer, fromDebtId: paid.id });
    expect(paidOff.status).toBe(400);
    expect(fields(paidOff)).toEqual({ fromDebtId: 'Old card is paid off: choose a debt you still owe' });

    const tooMuch = await client.post('/api/plan/offers/evaluate', { ...offer, amount: '5000' });
    expect(tooMuch.status).toBe(400);
    expect(Object.keys(fields(tooMuch) ?? {})).toEqual(['amount']);

    const missing = await client.post('/api/plan/offers/evaluate', { kind: 'balance_transfer', fromDebtId: visa.id });
    expect(missing.status).toBe(400);
    expect(Object.keys(fields(missing) ?? {})).toEqual(expect.arrayContaining(['amount', 'feePercent', 'promoMonths']));
    const kind = await client.post('/api/plan/offers/evaluate', { kind: 'mortgage' });
    expect(kind.status).toBe(400);
    expect(Object.keys(fields(kind) ?? {})).toEqual(['kind']);
  });

  it('toDebtId: 404 for another user’s card; 400 naming it for the source itself, a loan, a paid card or a card with 6 balances', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card3000);
    const loan = await add(client, { ...card3000, debtName: 'Car loan', debtType: 'auto_loan' });
    const old = await add(client, { ...card3000, debtName: 'Old card' });
    expect((await client.post(`/api/debts/${old.id}/mark-paid`)).status).toBe(200);
    const part = { kind: 'purchase', amount: '100', apr: '20' };
    const full = await add(client, { ...citi, debtName: 'Full card', balances: Array.from({ length: 6 }, () => part) });
    const other = await confirmedClient(app);
    const theirs = await add(other.client, { ...card3000, debtName: 'Their card' });

    const refused = async (toDebtId: number) => {
      const res = await client.post('/api/plan/offers/evaluate', transferOf(visa.id, { toDebtId }));
      return { status: res.status, fields: fields(res) };
    };
    expect(await refused(theirs.id)).toEqual({ status: 404, fields: { toDebtId: 'Debt not found' } });
    expect(await refused(visa.id)).toEqual({ status: 400, fields: { toDebtId: 'Choose another card to receive the balance' } });
    expect(await refused(loan.id)).toEqual({
      status: 400,
      fields: { toDebtId: 'Only a credit card can receive a balance transfer' },
    });
    expect(await refused(old.id)).toEqual({ status: 400, fields: { toDebtId: 'Old card is paid off: choose a debt you still owe' } });
    expect(await refused(full.id)).toEqual({ status: 400, fields: { toDebtId: 'Full card already has 6 balances' } });
  });
});

describe(`the AI's consolidation suggestion is the offer's evaluation (${testDriverName()})`, () => {
  it('saves what POST /api/plan/offers/evaluate says the assumed loan saves, and states its APR and fee', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { visa, store } = await seedTwoCards(client);
    const generated = (await client.post('/api/ai-recommendations/generate')).body as {
      suggestions: { suggestionType: string; description: string; potentialSavings: string | null }[];
    };
    const suggestion = generated.suggestions.find((s) => s.suggestionType === 'debt_consolidation');
    if (!suggestion) throw new Error('expected a consolidation suggestion');
    // The assumed loan: 10 % APR (the default AI_CONSOLIDATION_APR), 5 % origination fee, 60 months; the dearer debt first.
    const judged = await client.post('/api/plan/offers/evaluate', {
      kind: 'consolidation_loan',
      debtIds: [store.id, visa.id],
      apr: '10',
      termMonths: 60,
      originationFeePercent: '5',
    });
    expect(judged.status).toBe(200);
    const answer = judged.body as OfferEvaluationOut;
    // 5 % of $4,200.00
    expect(answer.fee).toBe('210.00');
    expect(suggestion.potentialSavings).toBe(answer.netSavings);
    expect(suggestion.potentialSavings).toBe('2014.41');
    expect(suggestion.description).toContain('one loan at 10% APR over 60 months with a 5% origination fee ($210.00, added to the loan;');
  });
});
