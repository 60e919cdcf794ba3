import { parseCsv } from '../data/csv.ts';
import { parseCsvDate, parseStatementAmount } from './amounts.ts';
import { classifyLine } from './classify.ts';
import { MAX_STATEMENT_LINES, type StatementLine, type StatementParseResult } from './types.ts';

// Card transactions exported as CSV. Each lender has its own columns: Chase "Transaction Date, Post
// Date, Description, Category, Type, Amount, Memo" (charges negative), Citi "Status, Date,
// Description, Debit, Credit", Capital One "Transaction Date, Posted Date, Card No., Description,
// Category, Debit, Credit", Amex "Date, Description, Amount" (charges positive). The mapping is
// detected from the header and may be given instead (the user corrects it; it is remembered).

/** Which header names the columns the import reads (null: the file has no such column). */
export interface CsvStatementMapping {
  date: string;
  description: string;
  /** One signed column, or null when the file has Debit and Credit columns. */
  amount: string | null;
  /** In `amount`: a charge is positive (Amex) or negative (Chase). */
  chargesPositive: boolean;
  debit: string | null;
  credit: string | null;
  type: string | null;
  account: string | null;
}

const norm = (h: string) => h.trim().toLowerCase().replace(/\s+/g, ' ');

function pick(headers: readonly string[], names: readonly string[]): string | null {
  for (const name of names) {
    const found = headers.find((h) => norm(h) === name);
    if (found !== undefined) return found;
  }
  return null;
}

const DATE_NAMES = ['transaction date', 'trans. date', 'trans date', 'date', 'posted date', 'post date', 'posting date'];
const DESCRIPTION_NAMES = ['description', 'payee', 'merchant', 'name', 'transaction description'];

/** The mapping a header row suggests; null when it has no date, description or amount column. */
export function detectCsvMapping(headers: readonly string[], rows: readonly string[][] = []): CsvStatementMapping | null {
  const date = pick(headers, DATE_NAMES);
  const description = pick(headers, DESCRIPTION_NAMES);
  const amount = pick(headers, ['amount', 'transaction amount']);
  const debit = pick(headers, ['debit', 'debit amount', 'charges']);
  const credit = pick(headers, ['credit', 'credit amount', 'payments']);
  if (!date || !description || (!amount && !(debit && credit))) return null;
  const type = pick(headers, ['type', 'transaction type']);
  return {
    date,
    description,
    amount: amount ?? null,
    chargesPositive: amount ? chargesLookPositive(headers.indexOf(amount), headers.indexOf(description), rows) : true,
    debit: amount ? null : debit,
    credit: amount ? null : credit,
    type,
    account: pick(headers, ['card no.', 'card number', 'account', 'account number', 'account #']),
  };
}

/** Charges are most lines, and a payment carries the other sign: the file's own lines say which. */
function chargesLookPositive(amountAt: number, descriptionAt: number, rows: readonly string[][]): boolean {
  let score = 0;
  for (const row of rows) {
    const cents = parseStatementAmount(row[amountAt] ?? '');
    if (cents === null || cents === 0) continue;
    const payment = /PAYMENT|THANK YOU/i.test(row[descriptionAt] ?? '');
    score += cents > 0 !== payment ? 1 : -1;
  }
  return score >= 0;
}

/** A short stable hash (FNV-1a, hex) that gives a CSV line without an id one. */
function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** A CSV export → one statement (the period its lines span, no closing balance), or the line where it goes wrong. */
export function parseCsvStatement(
  source: string,
  given?: CsvStatementMapping | null,
): StatementParseResult & { mapping?: CsvStatementMapping } {
  const rows = parseCsv(source);
  const [headers, ...data] = rows;
  if (!headers) return { ok: false, error: { line: 1, message: 'The CSV file is empty.' } };
  if (data.length > MAX_STATEMENT_LINES) {
    return {
      ok: false,
      error: {
        line: MAX_STATEMENT_LINES + 2,
        message: `The file has ${data.length} rows: at most ${MAX_STATEMENT_LINES} are read at a time.`,
      },
    };
  }
  const mapping = given ?? detectCsvMapping(headers, data);
  if (!mapping) {
    return {
      ok: false,
      error: {
        line: 1,
        message: 'The CSV header names no date, description and amount (or debit and credit) columns. Choose them in the column mapping.',
      },
    };
  }
  const at = (name: string | null) => (name === null ? -1 : headers.indexOf(name));
  const cols = {
    date: at(mapping.date),
    description: at(mapping.description),
    amount: at(mapping.amount),
    debit: at(mapping.debit),
    credit: at(mapping.credit),
    type: at(mapping.type),
    account: at(mapping.account),
  };
  const missing = Object.entries(cols).find(([k, i]) => i < 0 && mapping[k as keyof CsvStatementMapping] !== null);
  if (missing)
    return {
      ok: false,
      error: { line: 1, message: `The CSV has no column "${String(mapping[missing[0] as keyof CsvStatementMapping])}".` },
    };
  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  let accountId = '';
  // Physical line numbers: parseCsv drops blank lines, so each row's line is found by counting.
  const physical = physicalLines(source);
  for (const [i, row] of data.entries()) {
    const line = physical[i + 1] ?? i + 2;
    const cell = (c: number) => (c < 0 ? '' : (row[c] ?? '').trim());
    const postedOn = parseCsvDate(cell(cols.date));
    if (!postedOn) return { ok: false, error: { line, message: `Line ${line}: "${cell(cols.date)}" is not a date.` } };
    let owed: number | null;
    if (cols.amount >= 0) {
      const cents = parseStatementAmount(cell(cols.amount));
      owed = cents === null ? null : mapping.chargesPositive ? cents : -cents;
    } else {
      const debit = cell(cols.debit) === '' ? 0 : parseStatementAmount(cell(cols.debit));
      const credit = cell(cols.credit) === '' ? 0 : parseStatementAmount(cell(cols.credit));
      owed = debit === null || credit === null ? null : Math.abs(debit) - Math.abs(credit);
    }
    if (owed === null) return { ok: false, error: { line, message: `Line ${line}: the amount is not a number.` } };
    if (cell(cols.account)) accountId = cell(cols.account);
    const description = cell(cols.description);
    const base = `${postedOn}|${owed}|${description}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    lines.push({
      fitid: `csv-${postedOn.replace(/-/g, '')}-${hashText(base)}-${n}`,
      kind: classifyLine(cell(cols.type), description, owed),
      postedOn,
      amount: owed,
      description,
      line,
    });
  }
  if (lines.length === 0) return { ok: false, error: { line: 2, message: 'The CSV file has no transactions.' } };
  const dates = lines.map((l) => l.postedOn).sort();
  const periodStart = dates[0] ?? '';
  const periodEnd = dates.at(-1) ?? periodStart;
  return {
    ok: true,
    mapping,
    file: {
      accounts: [{ format: 'csv', accountId, lender: null, periodStart, periodEnd, closingBalance: null, lines }],
    },
  };
}

/** The 1-based line each non-blank CSV row starts on (quoted line breaks kept inside their row). */
function physicalLines(source: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let quoted = false;
  let rowStart = true;
  let blank = true;
  let startLine = 1;
  for (let i = 0; i <= source.length; i++) {
    const c = source[i];
    if (rowStart) {
      startLine = line;
      rowStart = false;
      blank = true;
    }
    if (c === undefined || (!quoted && (c === '\n' || (c === '\r' && source[i + 1] !== '\n')))) {
      if (!blank) starts.push(startLine);
      if (c !== undefined) line++;
      rowStart = true;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (c === '\n') line++;
    if (c !== '\r' && c !== ',' && c.trim() !== '' && c !== '\ufeff') blank = false;
  }
  return starts;
}
