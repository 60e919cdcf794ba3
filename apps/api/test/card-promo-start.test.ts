import { testDriverName } from '@paydown/db/testing';
import { PART_PROMO_START_AFTER_END_MESSAGE, PART_PROMO_START_FUTURE_MESSAGE, PART_PROMO_START_NEEDS_PROMO_MESSAGE } from '@paydown/domain';
import { describe, expect, it } from 'vitest';
import { confirmedClient, type TestClient, useTestApp } from './helpers.ts';
import { CITI_CARD, DEFERRED_STORE_BALANCE, deferredStoreCard } from './plan-fixtures.ts';

// When a card balance's promotion began: stored, reported (the day the balance was added when none
// was entered), checked, used by the plan's back-dated charge; and a back-dated payment split at
// the rates of its own date, undone exactly.

const app = useTestApp();

type Part = { id: number; kind: string; amount: string; promoEndDate: string | null; promoStartDate: string | null };
type Card = { id: number; balance: string; balances: Part[] };
type Payment = { id: number; parts: { partId: number; kind: string; amount: string }[] };
type Fields = { data?: { fields?: Record<string, string> } };

async function add(client: TestClient, body: Record<string, unknown>, headers?: Record<string, string>): Promise<Card> {
  const res = await client.post('/api/debts', body, headers);
  if (res.status !== 200) throw new Error(`add debt failed: ${res.status} ${res.text}`);
  return res.body as Card;
}

/**
 * Sets when a card's balances were added: rows take the database's clock, not the test clock, so a
 * test pins the instant that decides the start reported when none was entered.
 */
async function addedAt(cardId: number, instant: string): Promise<void> {
  await app.database.db
    .updateTable('debtBalances')
    .set({ createdAt: new Date(instant) })
    .where('debtId', '=', cardId)
    .execute();
}

async function deferredWarning(client: TestClient): Promise<string | undefined> {
  const plan = (await client.get('/api/plan')).body as { warnings: { code: string; message: string }[] };
  return plan.warnings.find((w) => w.code === 'DEFERRED_INTEREST')?.message;
}

describe(`a balance's promotion start (${testDriverName()})`, () => {
  it('is stored and counted by the plan: the back-dated charge runs from it, else from the day the balance was added', async () => {
    app.clock.setTo('2026-11-15T12:00:00Z');
    const { client } = await confirmedClient(app);
    const card = await add(client, deferredStoreCard('2026-01-15'));
    expect(card.balances[0]).toMatchObject({ promoStartDate: '2026-01-15' });
    // The worked example of money-math.md: $269.75 accrued since Jan 15, then $26.62 and $26.82.
    expect(await deferredWarning(client)).toContain('$323.19 of back-dated interest');

    // Sent without a start: the day the balance was added counts (today), so only the plan's two months.
    await addedAt(card.id, '2026-11-15T09:00:00Z');
    const cleared = await client.put(`/api/debts/${card.id}`, { balances: [{ ...DEFERRED_STORE_BALANCE, id: card.balances[0]!.id }] });
    expect(cleared.status, cleared.text).toBe(200);
    expect((cleared.body as Card).balances[0]).toMatchObject({ promoStartDate: '2026-11-15' });
    expect(await deferredWarning(client)).toContain('$53.44 of back-dated interest');

    // Set again on the stored balance, and the list reports it.
    const again = await client.put(`/api/debts/${card.id}`, {
      balances: [{ ...DEFERRED_STORE_BALANCE, id: card.balances[0]!.id, promoStartDate: '2026-01-15' }],
    });
    expect(again.status, again.text).toBe(200);
    const listed = ((await client.get('/api/debts')).body as Card[]).find((d) => d.id === card.id)!;
    expect(listed.balances[0]).toMatchObject({ promoStartDate: '2026-01-15' });
    expect(await deferredWarning(client)).toContain('$323.19 of back-dated interest');
  });

  it('a balance added without one reports the day it was added; a balance without a promotion, none', async () => {
    app.clock.setTo('2026-11-15T12:00:00Z');
    const { client } = await confirmedClient(app);
    const card = await add(client, {
      ...deferredStoreCard(),
      balances: [DEFERRED_STORE_BALANCE, { kind: 'purchase', amount: '100', apr: '29.99' }],
    });
    await addedAt(card.id, '2026-11-15T09:00:00Z');
    const listed = ((await client.get('/api/debts')).body as Card[]).find((d) => d.id === card.id)!;
    expect(listed.balances.map((p) => p.promoStartDate)).toEqual(['2026-11-15', null]);
    // Added on or after the end of its promotion (an ended one recorded later): no start is known.
    await addedAt(card.id, '2027-01-15T09:00:00Z');
    const late = ((await client.get('/api/debts')).body as Card[]).find((d) => d.id === card.id)!;
    expect(late.balances.map((p) => p.promoStartDate)).toEqual([null, null]);
  });

  it('refuses with 400 naming the field: after today, on or after the end, without a promotion; nothing is written', async () => {
    app.clock.setTo('2026-11-15T12:00:00Z');
    const { client } = await confirmedClient(app);
    const cases: [unknown, string][] = [
      [{ ...DEFERRED_STORE_BALANCE, promoStartDate: '2026-11-16' }, PART_PROMO_START_FUTURE_MESSAGE],
      [{ ...DEFERRED_STORE_BALANCE, promoStartDate: '2027-01-15' }, PART_PROMO_START_AFTER_END_MESSAGE],
      [{ kind: 'purchase', amount: '1200', apr: '26.99', promoStartDate: '2026-01-15' }, PART_PROMO_START_NEEDS_PROMO_MESSAGE],
    ];
    for (const [part, message] of cases) {
      const res = await client.post('/api/debts', { ...deferredStoreCard(), balances: [part] });
      expect(res.status).toBe(400);
      expect((res.body as Fields).data?.fields).toMatchObject({ 'balances.0.promoStartDate': message });
    }
    expect((await client.get('/api/debts')).body).toEqual([]);
    const card = await add(client, deferredStoreCard('2026-01-15'));
    const later = await client.put(`/api/debts/${card.id}`, {
      balances: [{ ...DEFERRED_STORE_BALANCE, id: card.balances[0]!.id, promoStartDate: '2026-12-01' }],
    });
    expect(later.status).toBe(400);
    expect((later.body as Fields).data?.fields).toEqual({ 'balances.0.promoStartDate': PART_PROMO_START_FUTURE_MESSAGE });
  });

  it('the reported start comes back unchanged without a 400, even when the UTC day it was added is the user’s tomorrow', async () => {
    // 02:00 UTC on Nov 16 is still Nov 15 in Los Angeles.
    app.clock.setTo('2026-11-16T02:00:00Z');
    const la = { 'X-Timezone': 'America/Los_Angeles' };
    const { client } = await confirmedClient(app);
    const added = await add(client, deferredStoreCard(), la);
    await addedAt(added.id, '2026-11-16T01:00:00Z');
    const card = ((await client.get('/api/debts', la)).body as Card[]).find((d) => d.id === added.id)!;
    expect(card.balances[0]!.promoStartDate).toBe('2026-11-16');
    const { id: _id, ...sameBack } = card.balances[0]!;
    const res = await client.put(
      `/api/debts/${card.id}`,
      { balances: [{ ...DEFERRED_STORE_BALANCE, ...sameBack, id: card.balances[0]!.id }] },
      la,
    );
    expect(res.status, res.text).toBe(200);
  });
});

describe(`a back-dated payment on a card with balances (${testDriverName()})`, () => {
  // The Citi card with a 0 % transfer (27.49 % after) whose promotion ended on Nov 20, and purchases
  // at 21.99 %; a flat $35 minimum (no percent rule).
  const card = {
    ...CITI_CARD,
    balances: [
      { kind: 'balance_transfer', amount: '3000', apr: '27.49', promoApr: '0', promoEndDate: '2026-11-20' },
      { kind: 'purchase', amount: '2000', apr: '21.99' },
    ],
    minPaymentRule: undefined,
  };

  it('is split at the rates of its date: before the promotion ended the transfer was the lowest rate, after it the highest', async () => {
    app.clock.setTo('2026-11-01T12:00:00Z');
    const { client } = await confirmedClient(app);
    const before = await add(client, card);
    const after = await add(client, card);
    app.clock.setTo('2026-11-27T12:00:00Z');
    const pay = async (c: Card, paymentDate: string) => {
      const res = await client.post(`/api/debts/${c.id}/payments`, { amount: '500', paymentDate });
      expect(res.status, res.text).toBe(200);
      return (res.body as { payment: Payment }).payment;
    };
    const [transferA, purchasesA] = before.balances;
    const early = await pay(before, '2026-11-18');
    expect(early.parts).toEqual([
      { partId: transferA!.id, kind: 'balance_transfer', amount: '35.00' },
      { partId: purchasesA!.id, kind: 'purchase', amount: '465.00' },
    ]);
    const [transferB, purchasesB] = after.balances;
    const late = await pay(after, '2026-11-25');
    expect(late.parts).toEqual([
      { partId: transferB!.id, kind: 'balance_transfer', amount: '465.00' },
      { partId: purchasesB!.id, kind: 'purchase', amount: '35.00' },
    ]);

    // Moved to a date after the end, the payment is split again at that date's rates.
    const moved = await client.put(`/api/debts/${before.id}/payments/${early.id}`, { paymentDate: '2026-11-24' });
    expect(moved.status, moved.text).toBe(200);
    expect((moved.body as { payment: Payment }).payment.parts).toEqual([
      { partId: transferA!.id, kind: 'balance_transfer', amount: '465.00' },
      { partId: purchasesA!.id, kind: 'purchase', amount: '35.00' },
    ]);

    // Undo: every balance is back where it was, to the cent.
    for (const [c, p] of [
      [before, early],
      [after, late],
    ] as const) {
      expect((await client.del(`/api/debts/${c.id}/payments/${p.id}`)).status).toBe(200);
      const back = ((await client.get('/api/debts')).body as Card[]).find((d) => d.id === c.id)!;
      expect(back.balance).toBe('5000.00');
      expect(back.balances).toEqual(c.balances);
    }
  });
});
