import { testDriverName } from '@paydown/db/testing';
import {
  cheapestStrategy,
  computePlan,
  planInputFromWire,
  planResponse,
  previewPlanFromWire,
  type Debt,
  type PlanOut,
} from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { addDebt, confirmedClient, useTestApp } from './helpers.ts';
import { CITI_CARD } from './plan-fixtures.ts';

// The Plan screen's instant what-if runs the engine in the browser on what the API sends (the debts
// list, the plan's settings, lump sums and start date). For the saved settings it must show exactly
// the plan the server saved: the same conversion from the data to the engine's input on both sides.

const app = useTestApp();

const withoutWarnings = ({ warnings: _warnings, ...rest }: PlanOut) => rest;

describe(`the browser's what-if equals the saved plan (${testDriverName()})`, () => {
  it('for deferred interest started months ago, a 0 % transfer, a card paid in full, lump sums and a payment this cycle', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    await client.post('/api/income', { incomeSource: 'Salary', amount: '2600', payDate: '2026-12-04', frequency: 'bi-weekly' });
    const store = await addDebt(client, {
      debtName: 'Furniture store card',
      balance: '2400',
      interestRate: '26.99',
      minPayment: '40',
      dueDate: '2026-12-18',
      promoRate: '0',
      promoEndDate: '2027-03-01',
      deferredInterest: true,
    });
    await addDebt(client, {
      debtName: 'Balance transfer card',
      balance: '5000',
      interestRate: '21.5',
      minPayment: '100',
      dueDate: '2026-12-12',
      promoRate: '0',
      promoEndDate: '2027-09-01',
    });
    await addDebt(client, {
      debtName: 'Travel credit card',
      balance: '800',
      interestRate: '19.9',
      minPayment: '25',
      dueDate: '2026-12-09',
      paysInFull: true,
    });
    const car = await addDebt(client, {
      debtName: 'Car loan',
      balance: '9000',
      interestRate: '7.9',
      minPayment: '300',
      dueDate: '2026-12-20',
    });
    // The store card's promotion began when it was added, half a year ago: a deferred balance left at
    // the promotion's end is charged the interest back to that day.
    await app.database.db
      .updateTable('debts')
      .set({ createdAt: new Date('2026-06-01T09:00:00Z') })
      .where('id', '=', store.id)
      .execute();
    // Part of the car loan's current cycle is paid already; the plan asks only for the rest.
    expect((await client.post(`/api/debts/${car.id}/payments`, { amount: '120', paymentDate: '2026-11-28' })).status).toBe(200);
    expect((await client.post('/api/plan/lump-sums', { date: '2027-02-10', amount: '700', note: 'Bonus' })).status).toBe(200);
    expect((await client.post('/api/plan/lump-sums', { date: '2027-06-15', amount: '400' })).status).toBe(200);
    const saved = (await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '150' })).body as PlanOut;
    expect(saved.debtFreeDate).not.toBeNull();

    const plan = (await client.get('/api/plan')).body as PlanOut;
    const debts = (await client.get('/api/debts')).body as Debt[];
    const preview = previewPlanFromWire({
      settings: { strategy: plan.strategy, extraMonthly: plan.extraMonthly, customOrder: plan.customOrder },
      debts,
      lumpSums: plan.lumpSums,
      startDate: plan.startDate,
    });
    expect(withoutWarnings(preview)).toEqual(withoutWarnings(plan));
  });

  it('for cards with several balances and percent rules, one paid this cycle', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const citi = await client.post('/api/debts', {
      ...CITI_CARD,
      balances: [
        ...CITI_CARD.balances,
        { kind: 'promo_purchase', amount: '900', apr: '26.99', promoApr: '0', promoEndDate: '2027-04-01', deferredInterest: true },
        { kind: 'cash_advance', amount: '300', apr: '29.99' },
      ],
    });
    expect(citi.status).toBe(200);
    const citiId = (citi.body as { id: number }).id;
    await client.post('/api/debts', {
      debtName: 'Chase',
      debtType: 'credit_card',
      balance: '4200',
      interestRate: '24.99',
      minPayment: '25',
      extraPayment: '40',
      dueDate: '2026-12-09',
      minPaymentRule: { kind: 'percent_of_balance', percent: '2', floor: '25' },
    });
    await addDebt(client, { debtName: 'Car loan', balance: '9000', interestRate: '7.9', minPayment: '300', dueDate: '2026-12-20' });
    // Part of the card's cycle is paid already, split among its balances.
    expect((await client.post(`/api/debts/${citiId}/payments`, { amount: '20', paymentDate: '2026-11-28' })).status).toBe(200);
    await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '100' });

    const plan = (await client.get('/api/plan')).body as PlanOut;
    const debts = (await client.get('/api/debts')).body as Debt[];
    // The card's schedule rows carry its balances: the plan runs the card part by part.
    const first = plan.schedule[0]!.payments.find((p) => p.debtId === citiId);
    expect(first?.parts?.map((p) => p.kind)).toEqual(['balance_transfer', 'purchase', 'promo_purchase', 'cash_advance']);
    for (const strategy of ['avalanche', 'snowball'] as const) {
      const server = (await client.get(`/api/plan/preview?strategy=${strategy}&extraMonthly=100`)).body as PlanOut;
      const preview = previewPlanFromWire({
        settings: { strategy, extraMonthly: '100.00', customOrder: plan.customOrder },
        debts,
        lumpSums: plan.lumpSums,
        startDate: plan.startDate,
      });
      expect(withoutWarnings(preview)).toEqual(withoutWarnings(server));
    }
  });

  it('the plan and the preview name the strategy the engine finds cheapest: snowball, with two deferred-interest promotions', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const promo = { promoRate: '0', deferredInterest: true, dueDate: '2026-12-20' };
    await addDebt(client, {
      debtName: 'Store card',
      balance: '1300',
      interestRate: '14',
      minPayment: '20',
      promoEndDate: '2027-08-01',
      ...promo,
    });
    await addDebt(client, {
      debtName: 'Furniture',
      balance: '1700',
      interestRate: '18',
      minPayment: '100',
      promoEndDate: '2027-04-01',
      ...promo,
    });
    const plan = (await client.put('/api/plan', { strategy: 'avalanche', extraMonthly: '200' })).body as PlanOut;
    const debts = (await client.get('/api/debts')).body as Debt[];
    const settings = { strategy: plan.strategy, extraMonthly: plan.extraMonthly, customOrder: plan.customOrder };
    const engine = computePlan(planInputFromWire({ settings, debts, lumpSums: [], startDate: plan.startDate }));
    const chosen = cheapestStrategy(engine.strategies);
    expect(chosen).toBe('snowball');
    // The engine's own figures, as the answer carries them (each promotion's back-dated interest
    // counts from the day its debt was added, which the database's clock sets: no fixed figure).
    const wire = planResponse(engine).strategies;
    expect(plan.strategies.snowball.totalInterest).toBe(wire.snowball.totalInterest);
    expect(plan.strategies.avalanche.totalInterest).toBe(wire.avalanche.totalInterest);
    expect(Number(plan.strategies.snowball.totalInterest)).toBeLessThan(Number(plan.strategies.avalanche.totalInterest));
    expect(plan.cheapestStrategy).toBe(chosen);
    expect(((await client.get('/api/plan')).body as PlanOut).cheapestStrategy).toBe(chosen);
    const preview = (await client.get('/api/plan/preview?strategy=snowball&extraMonthly=200')).body as PlanOut;
    expect(preview.cheapestStrategy).toBe(chosen);
  });
});
