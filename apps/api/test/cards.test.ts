import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';
import { CITI_CARD as citi } from './plan-fixtures.ts';

// Credit cards with several balances and the issuer's minimum-payment rule, through the REST API:
// stored, derived, validated, paid the Regulation Z way and undone exactly.

const app = useTestApp();

type Body = Record<string, unknown> & { id: number };
type Part = { id: number; kind: string; amount: string; apr: string; promoApr: string | null; promoEndDate: string | null };
type CardOut = Body & { balance: string; interestRate: string; minPayment: string; balances?: Part[]; minPaymentRule?: unknown };
type ErrorBody = { message: string; data?: { fields?: Record<string, string> } };

async function add(client: TestClient, body: Record<string, unknown>): Promise<CardOut> {
  const res = await client.post('/api/debts', body);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as CardOut;
}

const fields = (res: { body: unknown }) => (res.body as ErrorBody).data?.fields;

describe(`a card with several balances (${testDriverName()})`, () => {
  it('stores the balances and the rule; the balance is their sum, the rate the purchase APR, minPayment the rule today', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const card = await add(client, citi);
    expect(card).toMatchObject({
      balance: '1850.00',
      interestRate: '27.49',
      minPaymentRule: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
      balances: [
        {
          kind: 'balance_transfer',
          amount: '1200.00',
          apr: '27.49',
          promoApr: '0.00',
          promoEndDate: '2027-08-01',
          deferredInterest: false,
        },
        { kind: 'purchase', amount: '650.00', apr: '27.49', promoApr: null, promoEndDate: null, deferredInterest: false },
      ],
    });
    // 1 % of $1,850.00 = $18.50, plus the month's interest on the purchases: 650 × 27.49 % / 365 ×
    // 31 days = $15.18 → $33.68, below the $35 floor.
    expect(card.minPayment).toBe('35.00');
    const listed = ((await client.get('/api/debts')).body as CardOut[]).find((d) => d.id === card.id);
    expect(listed).toEqual(card);

    // Without the balance (after the transfer is paid), the percent part counts: 1 % of 650 + 15.18.
    const higher = await add(client, {
      ...citi,
      debtName: 'Big card',
      balances: [{ kind: 'purchase', amount: '8000', apr: '24' }],
    });
    // 80.00 + 8000 × 24 % / 365 × 31 = 163.07 → $243.07
    expect(higher.minPayment).toBe('243.07');
  });

  it('refuses with 400 naming the field, and adds nothing', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const part = { kind: 'purchase', amount: '100', apr: '20' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...citi, debtName: 'Car loan', debtType: 'auto_loan' }, 'balances', 'Only a credit card can have several balances'],
      [{ ...citi, balances: Array(7).fill(part) }, 'balances', 'A card can have at most 6 balances'],
      [{ ...citi, balances: [{ ...part, amount: '-5' }] }, 'balances.0.amount', ''],
      [{ ...citi, balances: [{ ...part, apr: '120' }] }, 'balances.0.apr', ''],
      [{ ...citi, balances: [{ ...part, promoApr: '0' }] }, 'balances.0.promoEndDate', 'Enter the date the promotional rate ends'],
      [{ ...citi, balances: [{ ...part, promoEndDate: '2027-05-01' }] }, 'balances.0.promoApr', 'Enter the promotional rate'],
      [
        { ...citi, balances: [{ ...part, promoApr: '0', promoEndDate: '2026-12-01' }] },
        'balances.0.promoEndDate',
        'A new promotional rate must end after today',
      ],
      [{ ...citi, minPaymentRule: { kind: 'percent_of_balance', percent: '30', floor: '25' } }, 'minPaymentRule.percent', ''],
      [{ ...citi, minPaymentRule: { kind: 'percent_of_balance', percent: '0', floor: '25' } }, 'minPaymentRule.percent', ''],
      [{ ...citi, minPaymentRule: { kind: 'percent_of_balance', percent: '2', floor: '1000.01' } }, 'minPaymentRule.floor', ''],
      [
        { ...citi, debtName: 'Loan', debtType: 'personal_loan', balances: undefined },
        'minPaymentRule',
        'Only a credit card can have a minimum payment rule',
      ],
      [
        { ...citi, promoRate: '0', promoEndDate: '2027-05-01' },
        'promoRate',
        'With balances, set the promotion on the balance it applies to',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.post('/api/debts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(fields(res) ?? {}), JSON.stringify(body)).toContain(field);
      if (message) expect(fields(res)?.[field]).toBe(message);
    }
    expect((await client.get('/api/debts')).body).toEqual([]);
  });

  it('edits the balances; a balance or rate of its own is a 400 while it has them; null makes it one balance again', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const card = await add(client, citi);
    const [transfer, purchase] = card.balances!;

    const refused = await client.put(`/api/debts/${card.id}`, { balance: '2000' });
    expect(refused.status).toBe(400);
    expect(fields(refused)).toEqual({ balance: "This card has several balances: edit them to change the card's balance" });
    const rate = await client.put(`/api/debts/${card.id}`, { interestRate: '19' });
    expect(rate.status).toBe(400);
    expect(Object.keys(fields(rate) ?? {})).toEqual(['interestRate']);
    // The form sending the card's own figures back is no edit.
    expect((await client.put(`/api/debts/${card.id}`, { balance: '1850', interestRate: '27.49', debtName: 'Citi Double' })).status).toBe(
      200,
    );

    const unknown = await client.put(`/api/debts/${card.id}`, { balances: [{ ...purchase, id: 999999 }] });
    expect(unknown.status).toBe(400);
    expect(fields(unknown)).toEqual({ 'balances.0.id': 'This balance is not on this card' });

    // An expired promotion stored earlier may stay; a cash advance is added; the transfer keeps its id.
    const edited = await client.put(`/api/debts/${card.id}`, {
      balances: [
        { ...transfer, amount: '1100' },
        { kind: 'cash_advance', amount: '300', apr: '29.99' },
      ],
    });
    expect(edited.status).toBe(200);
    const after = edited.body as CardOut;
    expect(after).toMatchObject({ balance: '1400.00', interestRate: '29.99' });
    expect(after.balances!.map((p) => [p.kind, p.amount])).toEqual([
      ['balance_transfer', '1100.00'],
      ['cash_advance', '300.00'],
    ]);
    expect(after.balances![0]!.id).toBe(transfer!.id);

    const one = await client.put(`/api/debts/${card.id}`, { balances: null, interestRate: '27.49' });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ balance: '1400.00', interestRate: '27.49' });
    expect((one.body as CardOut).balances).toBeUndefined();
    expect((await client.put(`/api/debts/${card.id}`, { balance: '1300' })).body).toMatchObject({ balance: '1300.00' });

    const other = await confirmedClient(app);
    expect((await other.client.put(`/api/debts/${card.id}`, { balances: null })).status).toBe(404);
  });
});

describe(`one card for every screen (${testDriverName()})`, () => {
  it('the plan, the dashboard, progress and the debts list see the same card, before and after its balances change', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const card = await add(client, { ...citi, extraPayment: '40' });
    await add(client, { debtName: 'Car loan', balance: '9000', interestRate: '7.9', minPayment: '300', dueDate: '2026-12-20' });
    const agree = async () => {
      const [plan, dashboard, progress, debts] = await Promise.all([
        client.get('/api/plan'),
        client.get('/api/dashboard'),
        client.get('/api/progress'),
        client.get('/api/debts'),
      ]);
      const p = plan.body as { debtFreeDate: string; monthsSaved: number; schedule: { payments: { debtId: number; payment: string }[] }[] };
      expect(dashboard.body).toMatchObject({ debtFreeDate: p.debtFreeDate, monthsSaved: p.monthsSaved });
      const listed = debts.body as CardOut[];
      const total = listed.reduce((sum, d) => sum + Number(d.balance), 0).toFixed(2);
      expect(dashboard.body).toMatchObject({ totalDebtBalance: total });
      expect(progress.body).toMatchObject({ currentDebt: total });
      // The card is paid at least the minimum it reports, plus its extra, in the plan's first month.
      const mine = listed.find((d) => d.id === card.id)!;
      const first = p.schedule[0]!.payments.find((x) => x.debtId === card.id)!;
      expect(Number(first.payment)).toBeGreaterThanOrEqual(Number(mine.minPayment) + 40);
      return p.debtFreeDate;
    };
    const before = await agree();
    const [transfer, purchase] = card.balances!;
    expect((await client.put(`/api/debts/${card.id}`, { balances: [transfer, { ...purchase, amount: '4650' }] })).status).toBe(200);
    const after = await agree();
    expect(after > before).toBe(true);
  });
});

describe(`a payment on a card with several balances (${testDriverName()})`, () => {
  it('goes the Regulation Z way: the minimum to the lowest rate, the rest to the highest; the history shows it; undo restores it', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    // The worked example: cash advance $1,000 at 27.99 %, purchases $2,000 at 21.99 %, transfer
    // $3,000 at 0 %; minimum $120, paid $620.
    const card = await add(client, {
      ...citi,
      minPayment: '120',
      minPaymentRule: { kind: 'fixed' },
      balances: [
        { kind: 'cash_advance', amount: '1000', apr: '27.99' },
        { kind: 'purchase', amount: '2000', apr: '21.99' },
        { kind: 'balance_transfer', amount: '3000', apr: '0' },
      ],
    });
    const paid = await client.post(`/api/debts/${card.id}/payments`, { amount: '620' });
    expect(paid.status).toBe(200);
    const [cash, purchases, transfer] = card.balances!;
    const { payment, debt } = paid.body as { payment: Body; debt: CardOut };
    expect(payment.parts).toEqual([
      { partId: cash!.id, kind: 'cash_advance', amount: '500.00' },
      { partId: transfer!.id, kind: 'balance_transfer', amount: '120.00' },
    ]);
    expect(debt.balance).toBe('5380.00');
    expect(debt.balances!.map((p) => p.amount)).toEqual(['500.00', '2000.00', '2880.00']);
    const history = (await client.get(`/api/debts/${card.id}/payments`)).body as Body[];
    expect(history[0]!.parts).toEqual(payment.parts);

    // A second payment in the same cycle: the minimum is paid already, all of it goes to the highest rate.
    const second = await client.post(`/api/debts/${card.id}/payments`, { amount: '600' });
    expect((second.body as { payment: Body }).payment.parts).toEqual([
      { partId: cash!.id, kind: 'cash_advance', amount: '500.00' },
      { partId: purchases!.id, kind: 'purchase', amount: '100.00' },
    ]);

    // Undo both: every balance is back where it was, to the cent.
    expect((await client.del(`/api/debts/${card.id}/payments/${(second.body as { payment: Body }).payment.id}`)).status).toBe(200);
    expect((await client.del(`/api/debts/${card.id}/payments/${payment.id}`)).status).toBe(200);
    const back = ((await client.get('/api/debts')).body as CardOut[]).find((d) => d.id === card.id)!;
    expect(back.balance).toBe('6000.00');
    expect(back.balances).toEqual(card.balances);
  });

  it('marks a card paid with every balance at zero, and reopening restores each one', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const card = await add(client, citi);
    const paid = await client.post(`/api/debts/${card.id}/mark-paid`);
    expect(paid.status).toBe(200);
    expect((paid.body as CardOut).balances!.map((p) => p.amount)).toEqual(['0.00', '0.00']);
    const reopened = await client.post(`/api/debts/${card.id}/reopen`);
    expect(reopened.status).toBe(200);
    const back = ((await client.get('/api/debts')).body as CardOut[]).find((d) => d.id === card.id)!;
    expect(back.balances).toEqual(card.balances);
    expect(back.balance).toBe('1850.00');
  });
});

const card3000 = {
  debtName: 'Visa',
  debtType: 'credit_card',
  balance: '3000.00',
  interestRate: '24.99',
  minPayment: '92.48',
  dueDate: '2027-01-15',
};

describe(`the minimum-payment warning (${testDriverName()})`, () => {
  it('gives the statement figures of the worked examples', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const warning = async (body: Record<string, unknown>) => {
      const debt = await add(client, body);
      const res = await client.get(`/api/debts/${debt.id}/minimum-payment-warning`);
      expect(res.status).toBe(200);
      return res.body as Record<string, unknown>;
    };
    const onePercent = await warning({ ...card3000, minPaymentRule: { kind: 'percent_plus_interest', percent: '1', floor: '35' } });
    expect(onePercent).toMatchObject({
      balance: '3000.00',
      minimumOnly: { months: 152, years: 13, totalInterest: '4659.08', totalPaid: '7659.08' },
      neverPaysOff: false,
    });
    expect(onePercent.payoff36).toMatchObject({ totalPaid: expect.any(String) });
    const twoPercent = await warning({ ...card3000, minPaymentRule: { kind: 'percent_of_balance', percent: '2', floor: '25' } });
    expect(twoPercent).toMatchObject({ minimumOnly: null, neverPaysOff: true, payoff36: { savings: null } });
    const big = await warning({
      ...card3000,
      balance: '10000',
      interestRate: '21.90',
      minPaymentRule: { kind: 'percent_plus_interest', percent: '1', floor: '25' },
    });
    expect(big).toMatchObject({ minimumOnly: { months: 299, totalInterest: '17185.67' } });
  });

  it("404 for another user's card or an unknown id; 400 for a loan", async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const visa = await add(client, card3000);
    const loan = await add(client, { ...card3000, debtName: 'Car loan', debtType: 'auto_loan' });
    const notCard = await client.get(`/api/debts/${loan.id}/minimum-payment-warning`);
    expect(notCard.status).toBe(400);
    expect((notCard.body as ErrorBody).message).toBe('The minimum-payment warning is for credit cards only');
    const other = await confirmedClient(app);
    expect((await other.client.get(`/api/debts/${visa.id}/minimum-payment-warning`)).status).toBe(404);
    expect((await client.get('/api/debts/999999/minimum-payment-warning')).status).toBe(404);
  });
});
