import { describe, expect, it } from 'vitest';
import { statementFixture, WHEN_WHAT_HOW_MUCH } from '@paydown/domain/testing/statements';
import { addDebt, confirmedClient, type TestClient, useTestApp } from './helpers.ts';

// Statements in: a lender's file previewed and imported once (payments logged once, a hand-logged
// payment matched, the balance set), and each period's interest check against the card's model.

const app = useTestApp();

const chase = () => statementFixture('chase-card-ofx1-1252.qfx');

type Line = { fitid: string; kind: string; amount: string; fate: string; matchedPaymentId: number | null };
type Account = {
  account: string;
  debtId: number | null;
  closingBalance: string | null;
  payments: string;
  purchases: string;
  interestCharged: string;
  alreadyImported: boolean;
  newBalance: string | null;
  lines: Line[];
};
type Result = { dryRun: boolean; accounts: Account[]; paymentsLogged: number; statementsStored: number };
type Check = {
  periodStart: string;
  interestCharged: string;
  interestComputed: string | null;
  difference: string | null;
  verdict: string;
  causeKind: string | null;
  impliedApr: string | null;
  graceApplied: boolean;
  summary: string;
};

async function cardOwner(apr = '24.99'): Promise<{ client: TestClient; id: number }> {
  app.clock.setTo('2026-12-20T12:00:00Z');
  const { client } = await confirmedClient(app);
  const { id } = await addDebt(client, {
    debtName: 'Chase Freedom',
    debtType: 'credit_card',
    balance: '3200',
    interestRate: apr,
    minPayment: '80',
    dueDate: '2027-01-02',
  });
  return { client, id };
}

const payments = async (client: TestClient, id: number) =>
  (await client.get(`/api/debts/${id}/payments`)).body as { amount: string; paymentDate: string; note: string | null }[];
const balance = async (client: TestClient, id: number) =>
  ((await client.get('/api/debts')).body as { id: number; balance: string }[]).find((d) => d.id === id)?.balance;

describe('POST /api/import/statements', () => {
  it('previews an OFX 1.x file without writing, then imports it once: re-importing changes nothing', async () => {
    const { client, id } = await cardOwner();
    const preview = await client.post('/api/import/statements', { content: chase(), filename: 'Chase5678.qfx', debtId: id, dryRun: true });
    expect(preview.status).toBe(200);
    const [account] = (preview.body as Result).accounts;
    expect(account).toMatchObject({
      account: '•••• 5678',
      debtId: id,
      closingBalance: '2725.15',
      payments: '500.00',
      purchases: '165.67',
      interestCharged: '59.48',
      alreadyImported: false,
      newBalance: '2725.15',
    });
    expect(account!.lines.map((l) => [l.kind, l.amount, l.fate])).toEqual([
      ['purchase', '120.00', 'record'],
      ['payment', '-500.00', 'log'],
      ['purchase', '45.67', 'record'],
      ['interest', '59.48', 'record'],
    ]);
    expect(await payments(client, id)).toEqual([]);
    expect(await balance(client, id)).toBe('3200.00');

    const write = await client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false });
    expect(write.status).toBe(200);
    expect(write.body).toMatchObject({ dryRun: false, paymentsLogged: 1, statementsStored: 1 });
    expect(await balance(client, id)).toBe('2725.15');
    expect(await payments(client, id)).toMatchObject([{ amount: '500.00', paymentDate: '2026-10-20', note: 'From a statement' }]);

    // Again, without naming the debt: the account is remembered; every line is found imported.
    const again = await client.post('/api/import/statements', { content: chase(), dryRun: false });
    expect(again.body).toMatchObject({ paymentsLogged: 0, statementsStored: 0 });
    const [seen] = (again.body as Result).accounts;
    expect(seen).toMatchObject({ debtId: id, alreadyImported: true, newBalance: null });
    expect(seen!.lines.every((l) => l.fate === 'imported')).toBe(true);
    expect(await payments(client, id)).toHaveLength(1);
    expect(await balance(client, id)).toBe('2725.15');

    // The statement is the user's data: the export has it, without the account number.
    const exported = await client.get('/api/export.json');
    expect((exported.body as { statements: unknown[] }).statements).toEqual([
      expect.objectContaining({ debtName: 'Chase Freedom', periodEnd: '2026-11-07', closingBalance: '2725.15', interestCharged: '59.48' }),
    ]);
    expect(exported.text).not.toContain('4147202212345678');
  });

  it('two imports of the same file at once log its payment once', async () => {
    const { client, id } = await cardOwner();
    const both = await Promise.all([
      client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false }),
      client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false }),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => (r.body as Result).paymentsLogged).sort()).toEqual([0, 1]);
    expect(await payments(client, id)).toHaveLength(1);
    expect(await balance(client, id)).toBe('2725.15');
  });

  it('matches a payment logged by hand (same amount, two days apart) instead of logging it again', async () => {
    const { client, id } = await cardOwner();
    const logged = await client.post(`/api/debts/${id}/payments`, { amount: '500', paymentDate: '2026-10-22' });
    expect(logged.status).toBe(200);
    const { payment } = logged.body as { payment: { id: number } };
    const preview = await client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: true });
    const paymentLine = (preview.body as Result).accounts[0]!.lines.find((l) => l.kind === 'payment');
    expect(paymentLine).toMatchObject({ fate: 'matched', matchedPaymentId: payment.id });
    const write = await client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false });
    expect(write.body).toMatchObject({ paymentsLogged: 0, statementsStored: 1 });
    expect(await payments(client, id)).toHaveLength(1);
    expect(await balance(client, id)).toBe('2725.15');
  });

  it("another user's debt is a 404, and nothing is written", async () => {
    const { id } = await cardOwner();
    const { client: other } = await confirmedClient(app);
    const res = await other.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false });
    expect(res.status).toBe(404);
  });

  it('a malformed file is a 400 naming the line; a file past the size cap is a 413; nothing is written', async () => {
    const { client, id } = await cardOwner();
    const broken = await client.post('/api/import/statements', {
      content: statementFixture('broken-unclosed.qfx'),
      debtId: id,
      dryRun: false,
    });
    expect(broken.status).toBe(400);
    expect((broken.body as { message: string }).message).toBe(
      'Nothing was imported: line 42: <STMTTRN> is not closed before </BANKTRANLIST>.',
    );
    const badCsv = await client.post('/api/import/statements', { content: statementFixture('broken-date.csv'), debtId: id, dryRun: false });
    expect((badCsv.body as { message: string }).message).toBe('Nothing was imported: line 4: "10/32/2026" is not a date.');
    const big = await client.post('/api/import/statements', { content: 'x'.repeat(95 * 1024), debtId: id, dryRun: true });
    expect(big.status).toBe(413);
    expect(await payments(client, id)).toEqual([]);
    expect(await balance(client, id)).toBe('3200.00');
  });

  it('an account with no debt chosen or remembered: previewed, then a 400 on import; more than 2,000 lines: a 400', async () => {
    const { client } = await cardOwner();
    const preview = await client.post('/api/import/statements', { content: chase(), dryRun: true });
    expect((preview.body as Result).accounts[0]).toMatchObject({ debtId: null, newBalance: null });
    const write = await client.post('/api/import/statements', { content: chase(), dryRun: false });
    expect(write.status).toBe(400);
    expect((write.body as { message: string }).message).toBe('Nothing was imported: choose the debt for account •••• 5678.');
    const rows = Array.from({ length: 2_001 }, (_, i) => `11/02/2026,COFFEE ${i},4.50`).join('\n');
    const tooMany = await client.post('/api/import/statements', { content: `Date,Description,Amount\n${rows}\n`, dryRun: true });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as { message: string }).message).toBe(
      'Nothing was imported: line 2002: The file has 2001 rows: at most 2000 are read at a time.',
    );
  });

  it('a CSV export: columns detected, payments logged once, no closing balance (the balance stays)', async () => {
    const { client, id } = await cardOwner();
    const first = await client.post('/api/import/statements', {
      content: statementFixture('chase-activity.csv'),
      debtId: id,
      dryRun: false,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ format: 'csv', paymentsLogged: 1, mapping: { date: 'Transaction Date', amount: 'Amount' } });
    expect(await balance(client, id)).toBe('2700.00');
    const again = await client.post('/api/import/statements', { content: statementFixture('chase-activity.csv'), dryRun: false });
    expect(again.body).toMatchObject({ paymentsLogged: 0 });
    const checks = (await client.get(`/api/debts/${id}/statements`)).body as Check[];
    expect(checks).toMatchObject([{ verdict: 'unchecked', interestComputed: null }]);
  });

  it("a CSV's column mapping chosen once is remembered for files with the same header", async () => {
    const { client, id } = await cardOwner();
    const csv = 'When,What,How much\n11/02/2026,COFFEE,-4.50\n11/05/2026,ONLINE PAYMENT THANK YOU,100.00\n';
    const unknown = await client.post('/api/import/statements', { content: csv, debtId: id, dryRun: true });
    expect(unknown.status).toBe(400);
    const mapping = WHEN_WHAT_HOW_MUCH;
    const first = await client.post('/api/import/statements', { content: csv, debtId: id, mapping, dryRun: false });
    expect(first.body).toMatchObject({ paymentsLogged: 1, mapping });
    const next = 'When,What,How much\n12/02/2026,TEA,-3.00\n';
    const again = await client.post('/api/import/statements', { content: next, dryRun: true });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ mapping, accounts: [{ debtId: id, purchases: '3.00' }] });
  });
});

describe('GET /api/debts/{id}/statements: the interest check', () => {
  it('matches to the cent at the APR entered', async () => {
    const { client, id } = await cardOwner('24.99');
    await client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false });
    const res = await client.get(`/api/debts/${id}/statements`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([
      {
        periodStart: '2026-10-08',
        periodEnd: '2026-11-07',
        closingBalance: '2725.15',
        interestCharged: '59.48',
        interestComputed: '59.48',
        difference: '0.00',
        verdict: 'match',
        cause: null,
        summary: 'B1 charged $59.48; Paydown computes $59.48 ✓',
      },
    ]);
  });

  it('names the APR the lender used when the one entered differs', async () => {
    const { client, id } = await cardOwner('21.99');
    await client.post('/api/import/statements', { content: chase(), debtId: id, dryRun: false });
    const [check] = (await client.get(`/api/debts/${id}/statements`)).body as Check[];
    expect(check).toMatchObject({
      interestComputed: '52.34',
      difference: '7.14',
      verdict: 'charged_more',
      causeKind: 'apr',
      impliedApr: '24.99',
    });
    expect(check!.summary).toMatch(/^B1 charged \$59\.48; Paydown computes \$52\.34 — \$7\.14 more\. Likely cause: a different APR/);
    // The screen's "Use 24.99 % as the APR": the debt update, then the check matches.
    expect((await client.put(`/api/debts/${id}`, { interestRate: check!.impliedApr })).status).toBe(200);
    expect((await client.get(`/api/debts/${id}/statements`)).body).toMatchObject([{ interestComputed: '59.48', verdict: 'match' }]);
  });

  it('a previous balance paid after its due date loses the grace period: interest on every day, to the cent (OFX 2.x)', async () => {
    const { client, id } = await cardOwner('24.99');
    const res = await client.post('/api/import/statements', {
      content: statementFixture('citi-card-ofx2-bom.ofx'),
      debtId: id,
      dryRun: false,
    });
    expect(res.status).toBe(200);
    const [check] = (await client.get(`/api/debts/${id}/statements`)).body as Check[];
    expect(check).toMatchObject({ interestCharged: '12.80', interestComputed: '12.80', verdict: 'match', graceApplied: false });
  });

  it('a lender that charged interest although the previous balance was paid by its due date: purchases carried without grace', async () => {
    app.clock.setTo('2026-12-20T12:00:00Z');
    const { client } = await confirmedClient(app);
    // Due on the 6th: the $500.00 paid on 12-05 covered the previous balance in time, so Paydown
    // gives the purchases their grace period ($0.00); the lender's $12.80 is every day's balance.
    const { id } = await addDebt(client, {
      debtName: 'Citi',
      debtType: 'credit_card',
      balance: '3200',
      interestRate: '24.99',
      minPayment: '80',
      dueDate: '2027-01-06',
    });
    await client.post('/api/import/statements', { content: statementFixture('citi-card-ofx2-bom.ofx'), debtId: id, dryRun: false });
    const [check] = (await client.get(`/api/debts/${id}/statements`)).body as Check[];
    expect(check).toMatchObject({
      interestComputed: '0.00',
      difference: '12.80',
      verdict: 'charged_more',
      causeKind: 'no_grace',
      graceApplied: true,
    });
  });

  it('a mortgage (interest monthly on the prior balance) is stored but not checked', async () => {
    app.clock.setTo('2026-12-20T12:00:00Z');
    const { client } = await confirmedClient(app);
    const { id } = await addDebt(client, {
      debtName: 'Home',
      debtType: 'mortgage',
      balance: '200000',
      interestRate: '6.5',
      minPayment: '1500',
      dueDate: '2027-01-01',
    });
    const res = await client.post(`/api/debts/${id}/statements`, {
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      interestCharged: '1083.33',
      closingBalance: '199583.33',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([{ verdict: 'unchecked', interestComputed: null }]);
  });

  it("a paper statement's three figures, typed: checked with the payments logged in the period", async () => {
    const { client, id } = await cardOwner('24.99');
    await client.post(`/api/debts/${id}/payments`, { amount: '500', paymentDate: '2026-10-20' });
    const res = await client.post(`/api/debts/${id}/statements`, {
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      interestCharged: '55.00',
      closingBalance: '2700.00',
    });
    expect(res.status).toBe(200);
    const [check] = res.body as Check[];
    // Opening 3,145.00 (2,700.00 + 500.00 paid − 55.00 charged); 8,799,500 cent-days × 24.99 % / 365.
    expect(check).toMatchObject({
      source: 'typed',
      interestCharged: '55.00',
      interestComputed: '60.25',
      difference: '-5.25',
      verdict: 'charged_less',
      causeKind: 'apr',
      impliedApr: '22.81',
    });
    const again = await client.post(`/api/debts/${id}/statements`, {
      periodStart: '2026-10-08',
      periodEnd: '2026-11-07',
      interestCharged: '55',
      closingBalance: '2700',
    });
    expect(again.status).toBe(409);
    const { client: other } = await confirmedClient(app);
    expect((await other.get(`/api/debts/${id}/statements`)).status).toBe(404);
  });
});
