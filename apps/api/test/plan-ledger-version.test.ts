import { testDriverName } from '@paydown/db/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ledgerStatement } from '../src/ledger/queries.ts';
import { addDebt, confirmedClient, type TestClient, useTestApp } from './helpers.ts';
import { CITI_CARD } from './plan-fixtures.ts';

// A plan answer is remembered by the account's ledger version, which the database renews at the
// commit of any write to a row the ledger reads: the next read must see every write, including one
// made outside the API, and an unchanged ledger gives the same answer.

const app = useTestApp();

type Plan = { totalInterest: string; debtFreeDate: string | null; strategies: unknown };

async function plan(client: TestClient): Promise<Plan> {
  const res = await client.get('/api/plan');
  if (res.status !== 200) throw new Error(`plan failed: ${res.status} ${res.text}`);
  return res.body as Plan;
}

describe(`a remembered plan and the ledger's version (${testDriverName()})`, () => {
  it('gives the same answer while nothing changes, and sees each write at once, through the API or not', async () => {
    app.clock.setTo('2026-12-01T12:00:00Z');
    const { client, user } = await confirmedClient(app);
    const card = (await client.post('/api/debts', CITI_CARD)).body as { id: number };
    const loan = await addDebt(client, {
      debtName: 'Car',
      debtType: 'auto_loan',
      balance: '9000',
      interestRate: '6.9',
      minPayment: '300',
      dueDate: '2026-12-15',
    });
    const db = app.database.db;
    let last = await plan(client);
    expect(await plan(client)).toEqual(last);

    const changes: [string, () => Promise<unknown>][] = [
      ['a debt', () => sql`update debts set balance = balance + 500 where id = ${loan.id}`.execute(db)],
      [
        'a card balance',
        () => sql`update debt_balances set amount = amount + 300 where debt_id = ${card.id} and kind = 'purchase'`.execute(db),
      ],
      [
        'the plan settings',
        () =>
          sql`insert into plan_settings (user_id, strategy, extra_monthly) values (${user.id}, 'avalanche', 250)
              on conflict (user_id) do update set extra_monthly = 250`.execute(db),
      ],
      ['a lump sum', () => sql`insert into lump_sums (user_id, date, amount) values (${user.id}, '2027-02-01', 1000)`.execute(db)],
      ['a deleted lump sum', () => sql`delete from lump_sums where user_id = ${user.id}`.execute(db)],
      ['a debt through the API', () => client.put(`/api/debts/${loan.id}`, { balance: '7000.00' })],
    ];
    for (const [what, change] of changes) {
      await change();
      const now = await plan(client);
      expect(now.totalInterest, `after a change to ${what}`).not.toBe(last.totalInterest);
      last = now;
    }
  });

  it('renews the version at the commit of a write to any table the ledger reads', async () => {
    const compiled = ledgerStatement(app.database.db, 1).compile().sql;
    const tables = [...new Set([...compiled.matchAll(/from "(\w+)"/g)].map((m) => m[1]!))].filter((t) => t !== 'users').sort();
    expect(tables).toEqual([
      'balance_snapshots',
      'debt_balances',
      'debts',
      'income_sources',
      'lump_sums',
      'payment_history',
      'plan_settings',
      'planned_payments',
    ]);
    const triggers = await sql<{ table: string; deferred: boolean; type: number }>`
      select c.relname as table, t.tgdeferrable and t.tginitdeferred as deferred, t.tgtype as type
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_ledger_version'`.execute(app.database.db);
    const byTable = new Map(triggers.rows.map((r) => [r.table, r]));
    for (const table of tables) {
      const trigger = byTable.get(table);
      expect(trigger, `${table} renews the ledger version`).toBeDefined();
      expect(trigger!.deferred).toBe(true);
      // Row-level (1), on insert (4), delete (8) and update (16).
      expect(trigger!.type & (1 | 4 | 8 | 16)).toBe(1 | 4 | 8 | 16);
    }
  });
});
