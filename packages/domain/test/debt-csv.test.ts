import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../src/data/csv.ts';
import { DEBT_CSV_TEMPLATE, PAID_WITH_BALANCE_MESSAGE, parseDebtCsv } from '../src/data/debt-csv.ts';
import { MAX_IMPORT_ROWS } from '../src/schemas/data.ts';
import { DATE_RANGE_MESSAGE } from '../src/schemas/fields.ts';

const header = 'debtName,balance,interestRate,minPayment,dueDate';

describe('CSV reading and writing', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi""","two\r\nlines"\r\n1,2,3,4\r\n\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });

  it('writes what it reads back', () => {
    const text = toCsv({ a: 'text', b: 'boolean' }, [
      ['x, y', null],
      ['"q"', true],
    ]);
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
      `${header},isPaid,paidDate\nGood,100,5,10,2026-12-01,,\nBad number,abc,5,10,2026-12-01,,\nOld,100,5,10,1899-12-31,,\nPaid,0,5,10,2026-12-01,true,\nPaid with balance,100,5,10,2026-12-01,TRUE,2026-11-01\n`,
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => (r.ok ? 'ok' : `${r.line} ${r.field}: ${r.error}`))).toEqual([
      'ok',
      '3 balance: Balance must be an amount, e.g. 1234.50',
      `4 dueDate: ${DATE_RANGE_MESSAGE}`,
      '5 paidDate: Paid date is required for a paid-off debt',
      `6 balance: ${PAID_WITH_BALANCE_MESSAGE}`,
    ]);
  });

  it('reads back the guard quotes the export puts before formula-like text', () => {
    const result = parseDebtCsv(`${header},notes\n"x;'=cmd|' /C calc'!A0;y",1,1,1,2026-12-01,"'=1+1; '-2"\n`);
    expect(result).toMatchObject({ ok: true, rows: [{ ok: true, debt: { debtName: "x;=cmd|' /C calc'!A0;y", notes: '=1+1; -2' } }] });
  });

  it('accepts every date the API stores (1900-01-01 to 2199-12-31)', () => {
    const result = parseDebtCsv(`${header},statementDate\nOld,1,1,1,1900-01-01,2199-12-31\n`);
    expect(result).toMatchObject({ ok: true, rows: [{ ok: true, debt: { dueDate: '1900-01-01', statementDate: '2199-12-31' } }] });
  });

  it('reads the plan and promotional-rate columns, as spreadsheets write true and false', () => {
    const result = parseDebtCsv(
      `${header},inPlan,paysInFull,promoRate,promoEndDate,deferredInterest,suggestedPaymentDate\nCard,1,1,1,2026-12-01,FALSE,TRUE,0,2020-06-30,yes,2026-11-28\n`,
    );
    expect(result).toMatchObject({
      ok: true,
      rows: [
        {
          ok: true,
          debt: {
            inPlan: false,
            paysInFull: true,
            promoRate: '0.00',
            promoEndDate: '2020-06-30',
            deferredInterest: true,
            suggestedPaymentDate: '2026-11-28',
          },
        },
      ],
    });
  });

  it("refuses promo fields that do not fit together, with the form's messages", () => {
    const result = parseDebtCsv(`${header},promoRate,deferredInterest\nCard,1,1,1,2026-12-01,0,false\nStore,1,1,1,2026-12-01,,true\n`);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => (r.ok ? 'ok' : `${r.line} ${r.field}: ${r.error}`))).toEqual([
      '2 promoEndDate: Enter the date the promotional rate ends',
      '3 deferredInterest: Deferred interest applies only to a promotional rate',
    ]);
  });
});

describe('a credit card in the debts CSV', () => {
  it('reads its balances (JSON in one cell) and its rule (three columns); a bad cell names the field', () => {
    const cards = [
      'debtName,debtType,balance,interestRate,minPayment,dueDate,minPaymentRule,minPaymentPercent,minPaymentFloor,balances',
      `Citi,credit_card,1850,27.49,35,2026-12-20,percent_plus_interest,1,35,"[{""kind"":""balance_transfer"",""amount"":""1200"",""apr"":""27.49"",""promoApr"":""0"",""promoEndDate"":""2027-08-01""},{""kind"":""purchase"",""amount"":""650"",""apr"":""27.49""}]"`,
      'Chase,credit_card,4200,24.99,25,2026-12-09,percent_of_balance,2,25,',
      'Car,auto_loan,9000,7.9,300,2026-12-20,fixed,,,',
      'Not JSON,credit_card,10,20,5,2026-12-20,fixed,,,[oops',
      'No percent,credit_card,10,20,5,2026-12-20,percent_of_balance,,25,',
      'Loan with parts,auto_loan,10,20,5,2026-12-20,fixed,,,"[{""kind"":""purchase"",""amount"":""10"",""apr"":""20""}]"',
    ].join('\n');
    const paid = parseDebtCsv(
      'debtName,debtType,balance,interestRate,minPayment,dueDate,isPaid,paidDate,balances\n' +
        'Paid,credit_card,0,20,5,2026-12-20,true,2026-11-01,"[{""kind"":""purchase"",""amount"":""10"",""apr"":""20""}]"\n',
    );
    expect(paid.ok && paid.rows[0]).toMatchObject({ ok: false, field: 'balances', error: PAID_WITH_BALANCE_MESSAGE });
    const result = parseDebtCsv(cards);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows[0]).toMatchObject({
      ok: true,
      debt: {
        minPaymentRule: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
        balances: [
          { kind: 'balance_transfer', amount: '1200.00', apr: '27.49', promoApr: '0.00', promoEndDate: '2027-08-01' },
          { kind: 'purchase', amount: '650.00', apr: '27.49', deferredInterest: false },
        ],
      },
    });
    expect(result.rows[1]).toMatchObject({
      ok: true,
      debt: { minPaymentRule: { kind: 'percent_of_balance', percent: '2.00', floor: '25.00' } },
    });
    expect(result.rows[2]).toMatchObject({ ok: true, debt: { minPaymentRule: { kind: 'fixed' } } });
    expect(result.rows.slice(3).map((r) => (r.ok ? 'ok' : `${r.line} ${r.field}: ${r.error}`))).toEqual([
      '5 balances: balances must be a list of balances',
      '6 minPaymentRule.percent: Minimum payment percent must be between 0.01 and 25',
      '7 balances: Only a credit card can have several balances',
    ]);
  });
});
