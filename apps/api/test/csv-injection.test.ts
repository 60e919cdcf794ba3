import { parseCsv } from '@paydown/domain';
import { testDriverName } from '@paydown/db/testing';
import { describe, expect, it } from 'vitest';
import { addDebt, confirmedClient, useTestApp } from './helpers.ts';

// Every CSV Paydown writes keeps spreadsheet formulas out, whatever separator the reader splits on
// (CSV injection), and the import refuses a paid-off debt that still owes money.

const app = useTestApp();

const ATTACK = "x;=cmd|' /C calc'!A0;y";
const GUARDED = `"x;'=cmd|' /C calc'!A0;y"`;
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/** Cells a reader splitting the file's lines on `separator` would run as a formula (numbers are numbers). */
function liveCells(csv: string, separator: string): string[] {
  return csv
    .split('\r\n')
    .flatMap((line) => line.split(separator))
    .map((piece) => piece.replace(/^[" ]+/, ''))
    .filter((cell) => TRIGGERS.some((t) => cell.startsWith(t)) && !/^-?\d+(\.\d+)?(,|$)/.test(cell));
}

describe(`CSV downloads (${testDriverName()})`, () => {
  it('write the attack string as one quoted, guarded cell in the debts, payments and plan CSVs', async () => {
    app.clock.setTo('2026-11-23T10:00:00Z');
    const { client } = await confirmedClient(app);
    const debt = await addDebt(client, {
      debtName: ATTACK,
      balance: '500',
      interestRate: '20',
      minPayment: '25',
      dueDate: '2026-12-10',
      notes: '-1+1; @SUM(A1)',
    });
    expect((await client.post(`/api/debts/${debt.id}/payments`, { amount: '100', paymentDate: '2026-11-20' })).status).toBe(200);

    for (const url of ['/api/export/debts.csv', '/api/export/payments.csv', '/api/plan/schedule.csv']) {
      const res = await client.get(url);
      expect(res.status).toBe(200);
      expect(`,${res.text.split('\r\n')[1]},`, url).toContain(`,${GUARDED},`);
      for (const separator of [',', ';', '\t', '|', ' ', ':'])
        expect(liveCells(res.text, separator), `${url} split on ${separator}`).toEqual([]);
    }
    const [, debtRow] = parseCsv((await client.get('/api/export/debts.csv')).text);
    expect(debtRow?.slice(2, 6)).toEqual(['400.00', '20.00', '25.00', '0.00']); // numbers stay bare numbers
    expect(debtRow).toContain("'-1+1; '@SUM(A1)");
  });
});

describe(`import of a paid-off debt (${testDriverName()})`, () => {
  it('refuses a row marked paid that still has a balance, naming the line, and writes nothing', async () => {
    const { client } = await confirmedClient(app);
    const csv =
      'debtName,balance,interestRate,minPayment,dueDate,isPaid,paidDate\nGood,100,5,10,2026-12-01,false,\nOld loan,250,5,10,2026-12-01,true,2026-11-01\n';
    const res = await client.post('/api/import/debts', { csv, dryRun: false });
    expect(res.status).toBe(400);
    expect((res.body as { message: string }).message).toBe(
      'Nothing was imported: 1 row has errors (line 3: A paid-off debt has a balance of 0.00: set the balance to 0 or isPaid to false).',
    );
    expect((await client.get('/api/debts')).body).toEqual([]);
    expect((await client.get('/api/debts/paid')).body).toEqual([]);
    const ok = await client.post('/api/import/debts', {
      csv: csv.replace('250,5,10,2026-12-01,true', '0,5,10,2026-12-01,true'),
      dryRun: false,
    });
    expect(ok.body).toMatchObject({ imported: 2 });
  });
});
