import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { statementFixture } from '@paydown/domain/testing/statements';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// The interest check of a card with several balances, balance by balance and day by day: the
// worked example 5 of docs/money-math.md imported from a file and typed from paper, the cause that
// names the balance whose APR differs, and the APR set on that balance through the debt update.

const app = useTestApp();

const citi = () => statementFixture('citi-two-balances-ofx1.qfx');

type Part = {
  id: number;
  kind: string;
  amount: string;
  apr: string;
  promoApr: string | null;
  promoEndDate: string | null;
  promoStartDate: string | null;
  deferredInterest: boolean;
};
type Card = { id: number; balance: string; balances: Part[] };
type Check = {
  verdict: string;
  interestCharged: string;
  interestComputed: string | null;
  difference: string | null;
  causeKind: string | null;
  impliedApr: string | null;
  impliedPartId: number | null;
  summary: string;
  parts: { partId: number | null; kind: string; averageDailyBalance: string; interestComputed: string; inGrace: boolean }[];
};

/** $3,000.00 transferred at 0 % until 2027-03-01 (27.49 % after) and $2,000.00 of purchases, minimum $80.00. */
async function twoBalanceCard(purchaseApr: string): Promise<{ client: TestClient; card: Card }> {
  app.clock.setTo('2026-12-20T12:00:00Z');
  const { client } = await confirmedClient(app);
  const res = await client.post('/api/debts', {
    debtName: 'Citi Double Cash',
    debtType: 'credit_card',
    balance: '5000',
    interestRate: purchaseApr,
    minPayment: '80',
    dueDate: '2027-01-02',
    balances: [
      { kind: 'balance_transfer', amount: '3000', apr: '27.49', promoApr: '0', promoEndDate: '2027-03-01', promoStartDate: '2026-03-01' },
      { kind: 'purchase', amount: '2000', apr: purchaseApr },
    ],
  });
  expect(res.status, res.text).toBe(200);
  return { client, card: res.body as Card };
}

const checks = async (client: TestClient, id: number) => (await client.get(`/api/debts/${id}/statements`)).body as Check[];
const cardOf = async (client: TestClient, id: number) => ((await client.get('/api/debts')).body as Card[]).find((d) => d.id === id);

describe(`the interest check of a card with several balances (${testDriverName()})`, () => {
  it('example 5 imported: the 0 % transfer charges $0.00, the purchases $38.15 on their own days; the sum matches the statement', async () => {
    const { client, card } = await twoBalanceCard('24.99');
    const imported = await client.post('/api/import/statements', { content: citi(), debtId: card.id, dryRun: false });
    expect(imported.status, imported.text).toBe(200);
    // The $600.00 payment split as the lender applies it: the $80.00 minimum to the 0 % transfer, the rest to the purchases.
    expect((await cardOf(client, card.id))?.balances.map((p) => p.amount)).toEqual(['2920.00', '1668.15']);
    const [check] = await checks(client, card.id);
    const [transfer, purchases] = card.balances;
    expect(check).toMatchObject({
      interestCharged: '38.15',
      interestComputed: '38.15',
      difference: '0.00',
      verdict: 'match',
      summary: 'Citi charged $38.15; Paydown computes $38.15 ✓',
      parts: [
        // 9,148,000 and 5,572,000 cent-days over 31 days.
        { partId: transfer!.id, kind: 'balance_transfer', averageDailyBalance: '2950.97', interestComputed: '0.00', inGrace: false },
        { partId: purchases!.id, kind: 'purchase', averageDailyBalance: '1797.42', interestComputed: '38.15', inGrace: false },
      ],
    });
  });

  it('names the balance whose APR differs, and the APR set on it through the debt update makes the check match', async () => {
    const { client, card } = await twoBalanceCard('21.99');
    await client.post('/api/import/statements', { content: citi(), debtId: card.id, dryRun: false });
    const [check] = await checks(client, card.id);
    const purchases = card.balances.find((p) => p.kind === 'purchase');
    expect(check).toMatchObject({
      interestComputed: '33.57',
      difference: '4.58',
      verdict: 'charged_more',
      causeKind: 'apr',
      impliedApr: '24.99',
      impliedPartId: purchases!.id,
    });
    expect(check!.summary).toBe(
      'Citi charged $38.15; Paydown computes $33.57 — $4.58 more. Likely cause: a different APR than the one entered on the purchases balance: 24.99 % there (21.99 % entered), with the other balances as entered, gives the $38.15 charged.',
    );
    // What the screen's button sends: the card's balances as they stand (the promotion's start too:
    // a balance sent without one counts from the day it was added), that one's APR changed.
    const now = await cardOf(client, card.id);
    const balances = now!.balances.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      apr: p.id === check!.impliedPartId ? check!.impliedApr : p.apr,
      promoApr: p.promoApr,
      promoEndDate: p.promoEndDate,
      promoStartDate: p.promoStartDate,
      deferredInterest: p.deferredInterest,
    }));
    const updated = await client.put(`/api/debts/${card.id}`, { balances });
    expect(updated.status, updated.text).toBe(200);
    expect(await checks(client, card.id)).toMatchObject([{ interestComputed: '38.15', verdict: 'match', causeKind: null }]);
  });

  it("a paper statement's three figures on a card with balances: checked against the balances stored, the logged payment split on its date", async () => {
    const { client, card } = await twoBalanceCard('24.99');
    const paid = await client.post(`/api/debts/${card.id}/payments`, { amount: '600', paymentDate: '2026-10-20' });
    expect(paid.status, paid.text).toBe(200);
    // Purchases 12 × 2,000.00 + 19 × 1,480.00 = 5,212,000 cent-days × 24.99 % / 365 = $35.68; the transfer at 0 %.
    const res = await client.post(`/api/debts/${card.id}/statements`, {
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      interestCharged: '35.68',
      closingBalance: '4435.68',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject([
      {
        source: 'typed',
        interestComputed: '35.68',
        verdict: 'match',
        parts: [
          { kind: 'balance_transfer', interestComputed: '0.00' },
          { kind: 'purchase', interestComputed: '35.68' },
        ],
      },
    ]);
  });
});
