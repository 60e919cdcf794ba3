import { describe, expect, it } from 'vitest';
import { maskAccount, parseStatementAmount, parseStatementFile, type StatementAccount } from '../src/statements/index.ts';
import { statementFixture, WHEN_WHAT_HOW_MUCH } from './statement-fixtures.ts';

function only(name: string): StatementAccount {
  const parsed = parseStatementFile(statementFixture(name));
  if (!parsed.ok) throw new Error(`${name}: line ${parsed.error.line}: ${parsed.error.message}`);
  expect(parsed.file.accounts).toHaveLength(1);
  return parsed.file.accounts[0]!;
}

describe('OFX/QFX statements', () => {
  it('reads a 1.x (SGML) card statement in Windows-1252: period, closing balance, lines in cents', () => {
    const a = only('chase-card-ofx1-1252.qfx');
    expect(a).toMatchObject({ format: 'ofx', lender: 'B1', periodStart: '2026-10-08', periodEnd: '2026-11-07', closingBalance: 272_515 });
    expect(maskAccount(a.accountId)).toBe('•••• 5678');
    expect(a.lines.map((l) => [l.kind, l.postedOn, l.amount, l.fitid])).toEqual([
      ['purchase', '2026-10-15', 12_000, '2026101524692166288100012345'],
      ['payment', '2026-10-20', -50_000, '2026102000000000000000067890'],
      ['purchase', '2026-10-28', 4_567, '2026102824431066300200055555'],
      ['interest', '2026-11-07', 5_948, '2026110700000000000000099999'],
    ]);
    // Windows-1252 É and an SGML entity, read as written.
    expect(a.lines[2]!.description).toBe('CAFÉ DU MONDE & CO — NEW ORLEANS LA');
  });

  it('reads a 2.x (XML) card statement behind a byte-order mark', () => {
    const a = only('citi-card-ofx2-bom.ofx');
    expect(a).toMatchObject({ lender: 'Citi', periodStart: '2026-11-08', periodEnd: '2026-12-07', closingBalance: 21_280 });
    expect(a.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['purchase', 20_000],
      ['payment', -50_000],
      ['interest', 1_280],
    ]);
  });

  it('reads a loan statement (LOANMSGSRSV1)', () => {
    const a = only('auto-loan-ofx2.ofx');
    expect(a).toMatchObject({ accountId: '880012345', closingBalance: 1_425_000, periodEnd: '2026-11-30' });
    expect(a.lines).toEqual([expect.objectContaining({ kind: 'payment', amount: -35_000, fitid: 'LN-20261115-1' })]);
  });

  it('names the line of an aggregate left open', () => {
    const parsed = parseStatementFile(statementFixture('broken-unclosed.qfx'));
    expect(parsed).toEqual({ ok: false, error: { line: 42, message: '<STMTTRN> is not closed before </BANKTRANLIST>.' } });
  });

  it('names the line of an amount that is not one', () => {
    const parsed = parseStatementFile(statementFixture('broken-amount.qfx'));
    expect(parsed).toEqual({ ok: false, error: { line: 45, message: '<TRNAMT> "-12O.00" is not an amount.' } });
  });
});

describe('CSV card exports', () => {
  it('Chase (Windows-1252, charges negative, a Type column)', () => {
    const parsed = parseStatementFile(statementFixture('chase-activity.csv'));
    expect(parsed.ok && parsed.mapping).toMatchObject({ date: 'Transaction Date', amount: 'Amount', type: 'Type', chargesPositive: false });
    const a = only('chase-activity.csv');
    expect(a).toMatchObject({ format: 'csv', periodStart: '2026-10-15', periodEnd: '2026-11-06', closingBalance: null });
    expect(a.lines.map((l) => [l.kind, l.amount, l.line])).toEqual([
      ['interest', 5_948, 2],
      ['purchase', 4_567, 3],
      ['payment', -50_000, 4],
      ['purchase', 12_000, 5],
    ]);
    expect(a.lines[1]!.description).toBe('CAFÉ DU MONDE');
  });

  it('Citi (a BOM, Debit and Credit columns)', () => {
    const a = only('citi-activity.csv');
    expect(a.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['purchase', 20_000],
      ['payment', -50_000],
      ['interest', 1_280],
    ]);
  });

  it('Capital One (ISO dates, a card number column, a fee)', () => {
    const a = only('capitalone-activity.csv');
    expect(a.accountId).toBe('4321');
    expect(a.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['purchase', 3_812],
      ['payment', -15_000],
      ['fee', 2_900],
    ]);
  });

  it('Amex (charges positive, detected from the lines)', () => {
    const a = only('amex-activity.csv');
    expect(a.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['purchase', 41_230],
      ['payment', -30_000],
      ['purchase', 6_305],
    ]);
  });

  it('the same line twice in one file gets two ids; the same file read twice, the same ids', () => {
    const text = 'Date,Description,Amount\n11/02/2026,COFFEE,4.50\n11/02/2026,COFFEE,4.50\n';
    const ids = (t: string) => {
      const p = parseStatementFile(t);
      return p.ok ? p.file.accounts[0]!.lines.map((l) => l.fitid) : [];
    };
    expect(new Set(ids(text)).size).toBe(2);
    expect(ids(text)).toEqual(ids(text));
  });

  it('names the line of a bad date (blank lines counted)', () => {
    expect(parseStatementFile(statementFixture('broken-date.csv'))).toEqual({
      ok: false,
      error: { line: 4, message: 'Line 4: "10/32/2026" is not a date.' },
    });
  });

  it('a header without the columns asks for a mapping; a mapping given is used', () => {
    const text = 'When,What,How much\n11/02/2026,COFFEE,-4.50\n';
    expect(parseStatementFile(text)).toMatchObject({ ok: false, error: { line: 1 } });
    const mapped = parseStatementFile(text, WHEN_WHAT_HOW_MUCH);
    expect(mapped.ok && mapped.file.accounts[0]!.lines[0]!.amount).toBe(450);
  });
});

describe('amounts to integer cents', () => {
  it.each([
    ['-1,234.56', -123_456],
    ['+45', 4_500],
    ['$12.30', 1_230],
    ['(45.00)', -4_500],
    ['0.1', 10],
    ['-$7.05', -705],
  ])('%s', (raw, cents) => expect(parseStatementAmount(raw)).toBe(cents));
  it.each(['12.345', 'abc', '', '1.2.3', '12O'])('refuses %s', (raw) => expect(parseStatementAmount(raw)).toBeNull());
});
