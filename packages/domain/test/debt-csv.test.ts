import { describe, expect, it } from 'vitest';
import { csvField, parseCsv, toCsv } from '../src/data/csv.ts';
import { DEBT_CSV_TEMPLATE, MAX_IMPORT_ROWS, parseDebtCsv } from '../src/data/debt-csv.ts';

const header = 'debtName,balance,interestRate,minPayment,dueDate';

describe('CSV reading and writing', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi""","two\r\nlines"\r\n1,2,3,4\r\n\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('writes what it reads back, and guards formula-like text but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-12.50')).toBe('-12.50');
    const text = toCsv(
      ['a', 'b'],
      [
        ['x, y', null],
        ['"q"', true],
      ],
    );
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['x, y', ''],
      ['"q"', 'true'],
    ]);
  });
});

describe('parseDebtCsv', () => {
  it('accepts the template, every row valid, with headers in any spelling', () => {
    const result = parseDebtCsv(DEBT_CSV_TEMPLATE);
    expect(result.ok && result.rows.every((r) => r.ok)).toBe(true);
    const spelled = parseDebtCsv('Debt Name,BALANCE,interest_rate,min-payment,due date\nVisa,100,19.99,25,2026-12-01\n');
    expect(spelled).toMatchObject({
      ok: true,
      rows: [{ ok: true, debt: { debtName: 'Visa', balance: '100.00', extraPayment: '0.00', isPaid: false } }],
    });
  });

  it.each([
    ['debtName,balance,color\n', /Unknown column "color"/],
    ['debtName,balance\n', /Missing columns: interestRate, minPayment, dueDate/],
    ['', /empty/],
    [`${header}\n`, /no debts/],
    [`${header}\n${'Visa,1,1,1,2026-12-01\n'.repeat(MAX_IMPORT_ROWS + 1)}`, /Too many rows: 501/],
  ])('refuses a file-level problem %#', (text, message) => {
    const result = parseDebtCsv(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toMatch(message);
  });

  it('marks each bad row with its line and its first error, keeping the good ones', () => {
    const result = parseDebtCsv(
      `${header},isPaid,paidDate\nGood,100,5,10,2026-12-01,,\nBad number,abc,5,10,2026-12-01,,\nOld,100,5,10,1900-01-01,,\nPaid,0,5,10,2026-12-01,true,\n`,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => (r.ok ? 'ok' : `${r.line} ${r.field}: ${r.error}`))).toEqual([
      'ok',
      '3 balance: Balance must be an amount, e.g. 1234.50',
      '4 dueDate: Due date must be between 1970-01-01 and 2099-12-31',
      '5 paidDate: Paid date is required for a paid-off debt',
    ]);
  });

  it('reads back the guard quote the export puts before formula-like text', () => {
    const result = parseDebtCsv(`${header},notes\nVisa,1,1,1,2026-12-01,"'=1+1"\n`);
    expect(result).toMatchObject({ ok: true, rows: [{ ok: true, debt: { notes: '=1+1' } }] });
  });
});
