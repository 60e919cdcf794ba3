import { z } from 'zod';
import { debtCreateInputSchema } from '../schemas/debt.ts';
import { parseCsv, toCsv } from './csv.ts';

// The debts CSV: what GET /api/export/debts.csv writes and POST /api/import/debts reads, so an
// export re-imports as is. Column names match the API's field names; headers are matched without
// regard to case, spaces, dashes or underscores ("Debt Name", "debt_name" and "debtName" are one).

export const DEBT_CSV_COLUMNS = [
  'debtName',
  'debtType',
  'balance',
  'interestRate',
  'minPayment',
  'extraPayment',
  'dueDate',
  'statementDate',
  'payPeriodFrequency',
  'notes',
  'isPaid',
  'paidDate',
] as const;
export type DebtCsvColumn = (typeof DEBT_CSV_COLUMNS)[number];

export const REQUIRED_DEBT_CSV_COLUMNS: readonly DebtCsvColumn[] = ['debtName', 'balance', 'interestRate', 'minPayment', 'dueDate'];

/** At most this many debts per import (one request, one transaction). */
export const MAX_IMPORT_ROWS = 500;
/** At most this many characters of CSV (well under the API's 100 kB body limit); beyond it: 413. */
export const MAX_IMPORT_CSV_CHARS = 64 * 1024;
/** Dates outside this range are typing mistakes (a year 0226, 20226), not debts. */
export const EARLIEST_IMPORT_DATE = '1970-01-01';
export const LATEST_IMPORT_DATE = '2099-12-31';

export const DEBT_CSV_TEMPLATE = toCsv(DEBT_CSV_COLUMNS, [
  ['Visa Card', 'credit_card', '2500.00', '22.99', '75.00', '0.00', '2026-12-15', '2026-11-20', 'monthly', '', 'false', ''],
  ['Car Loan', 'auto_loan', '12000.00', '6.50', '320.00', '50.00', '2026-12-01', '', 'monthly', 'Credit union', 'false', ''],
]);

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_KEY = new Map<string, DebtCsvColumn>(DEBT_CSV_COLUMNS.map((c) => [normalise(c), c]));

const inRange = (label: string) => (v: string | null | undefined) =>
  v === null ||
  v === undefined ||
  (v >= EARLIEST_IMPORT_DATE && v <= LATEST_IMPORT_DATE) ||
  `${label} must be between ${EARLIEST_IMPORT_DATE} and ${LATEST_IMPORT_DATE}`;

const paidFlag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['', 'true', 'false', 'yes', 'no', '1', '0'].includes(v), 'Paid must be true or false')
  .transform((v) => v === 'true' || v === 'yes' || v === '1');

/** One CSV row as a debt to create (the API's create schema) plus whether it is already paid off. */
export const debtImportRowSchema = debtCreateInputSchema
  .extend({
    isPaid: paidFlag.default(false),
    paidDate: debtCreateInputSchema.shape.statementDate,
  })
  .superRefine((row, ctx) => {
    for (const [field, label] of [
      ['dueDate', 'Due date'],
      ['statementDate', 'Statement date'],
      ['paidDate', 'Paid date'],
    ] as const) {
      const verdict = inRange(label)(row[field]);
      if (verdict !== true) ctx.addIssue({ code: 'custom', path: [field], message: verdict });
    }
    if (row.isPaid && !row.paidDate)
      ctx.addIssue({ code: 'custom', path: ['paidDate'], message: 'Paid date is required for a paid-off debt' });
  });
export type DebtImportRow = z.infer<typeof debtImportRowSchema>;

export type DebtCsvRowResult =
  { line: number; ok: true; debt: DebtImportRow } | { line: number; ok: false; error: string; field: string | undefined; debtName: string };

export type DebtCsvParse = { ok: true; rows: DebtCsvRowResult[] } | { ok: false; error: string };

/** Our export guards formula-like text with a leading quote (csv.ts); reading it back removes it. */
const unguard = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

/** Reads a debts CSV: a file-level error (columns, size, row count), or each row valid or with its first error. */
export function parseDebtCsv(text: string): DebtCsvParse {
  const [header, ...data] = parseCsv(text);
  if (!header) return { ok: false, error: 'The file is empty. Use the template: a header row, then one debt per row.' };
  const columns: DebtCsvColumn[] = [];
  for (const name of header) {
    const column = COLUMN_BY_KEY.get(normalise(name));
    if (!column) return { ok: false, error: `Unknown column "${name.trim()}". Columns: ${DEBT_CSV_COLUMNS.join(', ')}.` };
    if (columns.includes(column)) return { ok: false, error: `Column "${name.trim()}" appears twice.` };
    columns.push(column);
  }
  const missing = REQUIRED_DEBT_CSV_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) return { ok: false, error: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}.` };
  if (data.length === 0) return { ok: false, error: 'The file has a header but no debts.' };
  if (data.length > MAX_IMPORT_ROWS) {
    return { ok: false, error: `Too many rows: ${data.length}. Import at most ${MAX_IMPORT_ROWS} debts at a time.` };
  }
  const rows = data.map((fields, index): DebtCsvRowResult => {
    const line = index + 2; // the header is line 1
    if (fields.length > columns.length) {
      return {
        line,
        ok: false,
        error: `Expected ${columns.length} fields, found ${fields.length}`,
        field: undefined,
        debtName: fields[0] ?? '',
      };
    }
    const record: Record<string, string> = {};
    columns.forEach((column, i) => {
      const value = unguard(fields[i] ?? '');
      // An empty optional cell means "not given" (the schema's default), not an empty value.
      if (value.trim() !== '' || REQUIRED_DEBT_CSV_COLUMNS.includes(column)) record[column] = value;
    });
    const parsed = debtImportRowSchema.safeParse(record);
    if (parsed.success) return { line, ok: true, debt: parsed.data };
    const issue = parsed.error.issues[0];
    return {
      line,
      ok: false,
      error: issue?.message ?? 'Invalid row',
      field: issue?.path.map(String).join('.'),
      debtName: record.debtName ?? '',
    };
  });
  return { ok: true, rows };
}

/** A stored debt as a row of the debts CSV (values in DEBT_CSV_COLUMNS order). */
export function debtCsvRow(debt: Record<DebtCsvColumn, string | boolean | null>): (string | boolean | null)[] {
  return DEBT_CSV_COLUMNS.map((c) => debt[c]);
}
