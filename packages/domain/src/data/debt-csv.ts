import { z } from 'zod';
import { MAX_IMPORT_ROWS } from '../schemas/data.ts';
import { cardFieldProblems, createdDebtType } from '../schemas/card.ts';
import { debtCreateFieldsSchema, promoProblems } from '../schemas/debt.ts';
import { optionalDateInput } from '../schemas/fields.ts';
import { type CsvKind, type CsvValue, parseCsv, toCsv, unguardCsvText } from './csv.ts';

// The debts CSV: what GET /api/export/debts.csv writes and POST /api/import/debts reads, so an
// export re-imports as is: every stored field of a debt but its id, owner and timestamps. Column
// names match the API's field names; headers are matched without regard to case, spaces, dashes
// or underscores ("Debt Name", "debt_name" and "debtName" are one).

/** The columns in file order, each with what it holds (how the CSV writer formats it). */
export const DEBT_CSV_KINDS = {
  debtName: 'text',
  debtType: 'text',
  balance: 'number',
  interestRate: 'number',
  minPayment: 'number',
  extraPayment: 'number',
  dueDate: 'date',
  statementDate: 'date',
  payPeriodFrequency: 'text',
  notes: 'text',
  isPaid: 'boolean',
  paidDate: 'date',
  inPlan: 'boolean',
  paysInFull: 'boolean',
  promoRate: 'number',
  promoEndDate: 'date',
  deferredInterest: 'boolean',
  suggestedPaymentDate: 'date',
  minPaymentRule: 'text',
  minPaymentPercent: 'number',
  minPaymentFloor: 'number',
  balances: 'text',
} as const satisfies Record<string, CsvKind>;
export type DebtCsvColumn = keyof typeof DEBT_CSV_KINDS;
export const DEBT_CSV_COLUMNS = Object.keys(DEBT_CSV_KINDS) as DebtCsvColumn[];

export const REQUIRED_DEBT_CSV_COLUMNS: readonly DebtCsvColumn[] = ['debtName', 'balance', 'interestRate', 'minPayment', 'dueDate'];
export const OPTIONAL_DEBT_CSV_COLUMNS: readonly DebtCsvColumn[] = DEBT_CSV_COLUMNS.filter((c) => !REQUIRED_DEBT_CSV_COLUMNS.includes(c));

/** At most this many characters of CSV (well under the API's 100 kB body limit); beyond it: 413. */
export const MAX_IMPORT_CSV_CHARS = 64 * 1024;

export const PAID_WITH_BALANCE_MESSAGE = 'A paid-off debt has a balance of 0.00: set the balance to 0 or isPaid to false';

const templateRow = (values: Record<DebtCsvColumn, CsvValue>) => DEBT_CSV_COLUMNS.map((c) => values[c]);
const templateDefaults = {
  statementDate: null,
  payPeriodFrequency: 'monthly',
  isPaid: false,
  paidDate: null,
  inPlan: true,
  paysInFull: false,
  promoRate: null,
  promoEndDate: null,
  deferredInterest: false,
  suggestedPaymentDate: null,
  minPaymentRule: 'fixed',
  minPaymentPercent: null,
  minPaymentFloor: null,
  balances: null,
};
export const DEBT_CSV_TEMPLATE = toCsv(DEBT_CSV_KINDS, [
  templateRow({
    ...templateDefaults,
    debtName: 'Visa Card',
    debtType: 'credit_card',
    balance: '2500.00',
    interestRate: '22.99',
    minPayment: '75.00',
    extraPayment: '0.00',
    dueDate: '2026-12-15',
    statementDate: '2026-11-20',
    notes: null,
    minPaymentRule: 'percent_plus_interest',
    minPaymentPercent: '1.00',
    minPaymentFloor: '35.00',
  }),
  templateRow({
    ...templateDefaults,
    debtName: 'Car Loan',
    debtType: 'auto_loan',
    balance: '12000.00',
    interestRate: '6.50',
    minPayment: '320.00',
    extraPayment: '50.00',
    dueDate: '2026-12-01',
    notes: 'Credit union',
  }),
]);

/**
 * A credit card's columns as the create schema takes them: `balances` holds the card's balances as
 * JSON (the API's list, e.g. [{"kind":"purchase","amount":"650.00","apr":"27.49"}]); the rule is
 * three columns (minPaymentRule, minPaymentPercent, minPaymentFloor). A cell that is not JSON stays
 * text, and the schema says what is wrong with it.
 */
function cardCells(record: Record<string, unknown>): Record<string, unknown> {
  const { minPaymentRule, minPaymentPercent, minPaymentFloor, balances, ...rest } = record;
  const out: Record<string, unknown> = { ...rest };
  if (typeof balances === 'string') {
    try {
      out.balances = JSON.parse(balances);
    } catch {
      out.balances = balances;
    }
  }
  if (minPaymentRule !== undefined) {
    out.minPaymentRule = {
      kind: typeof minPaymentRule === 'string' ? minPaymentRule.trim() : minPaymentRule,
      ...(minPaymentPercent !== undefined ? { percent: minPaymentPercent } : {}),
      ...(minPaymentFloor !== undefined ? { floor: minPaymentFloor } : {}),
    };
  }
  return out;
}

/** A stored card's balances as the `balances` cell: the API's fields, without ids, promotions only where set. */
export function balancesCell(
  parts: readonly {
    kind: string;
    amount: string;
    apr: string;
    promoApr: string | null;
    promoEndDate: string | null;
    deferredInterest: boolean;
    /** The promotion's start as the API reports it (entered, else the day the balance was added). */
    promoStartDate?: string | null;
  }[],
): string | null {
  if (parts.length === 0) return null;
  return JSON.stringify(
    parts.map((p) => ({
      kind: p.kind,
      amount: p.amount,
      apr: p.apr,
      ...(p.promoApr !== null ? { promoApr: p.promoApr } : {}),
      ...(p.promoEndDate !== null ? { promoEndDate: p.promoEndDate } : {}),
      ...(p.deferredInterest ? { deferredInterest: true } : {}),
      ...(p.promoStartDate ? { promoStartDate: p.promoStartDate } : {}),
    })),
  );
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_BY_KEY = new Map<string, DebtCsvColumn>(DEBT_CSV_COLUMNS.map((c) => [normalise(c), c]));

/** A true/false column as spreadsheets write it (TRUE, yes, 1 …). */
const csvFlag = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['', 'true', 'false', 'yes', 'no', '1', '0'].includes(v), message)
    .transform((v) => v === 'true' || v === 'yes' || v === '1');

/**
 * One CSV row as a debt to create (the API's create schema, so the API's date range) plus what only
 * an import carries: whether it is already paid off, and a chosen payment date.
 */
export const debtImportRowSchema = debtCreateFieldsSchema
  .extend({
    isPaid: csvFlag('Paid must be true or false').default(false),
    paidDate: optionalDateInput(),
    inPlan: csvFlag('inPlan must be true or false').optional(),
    paysInFull: csvFlag('paysInFull must be true or false').default(false),
    deferredInterest: csvFlag('deferredInterest must be true or false').default(false),
    suggestedPaymentDate: optionalDateInput(),
  })
  .superRefine((row, ctx) => {
    if (row.isPaid && !row.paidDate)
      ctx.addIssue({ code: 'custom', path: ['paidDate'], message: 'Paid date is required for a paid-off debt' });
    if (row.isPaid && row.balance !== '0.00') ctx.addIssue({ code: 'custom', path: ['balance'], message: PAID_WITH_BALANCE_MESSAGE });
    if (row.isPaid && row.balances?.some((p) => p.amount !== '0.00')) {
      ctx.addIssue({ code: 'custom', path: ['balances'], message: PAID_WITH_BALANCE_MESSAGE });
    }
    // The promo fields must fit together as on a create, but an imported promo is a record of the
    // debt: it may already have ended (its own end date counts as the stored one).
    const promo = { promoRate: row.promoRate ?? null, promoEndDate: row.promoEndDate ?? null, deferredInterest: row.deferredInterest };
    for (const [field, message] of Object.entries(promoProblems(promo, { today: '', previousEndDate: promo.promoEndDate }))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    for (const [field, message] of Object.entries(cardFieldProblems({ ...row, debtType: createdDebtType(row) }))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type DebtImportRow = z.infer<typeof debtImportRowSchema>;

export type DebtCsvRowResult =
  { line: number; ok: true; debt: DebtImportRow } | { line: number; ok: false; error: string; field: string | undefined; debtName: string };

export type DebtCsvParse = { ok: true; rows: DebtCsvRowResult[] } | { ok: false; error: string };

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
    const record: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      // Our export guards formula-like text with apostrophes (csv.ts); reading it back removes them.
      const value = unguardCsvText(fields[i] ?? '');
      // An empty optional cell means "not given" (the schema's default), not an empty value.
      if (value.trim() !== '' || REQUIRED_DEBT_CSV_COLUMNS.includes(column)) record[column] = value;
    });
    const parsed = debtImportRowSchema.safeParse(cardCells(record));
    if (parsed.success) return { line, ok: true, debt: parsed.data };
    const issue = parsed.error.issues[0];
    return {
      line,
      ok: false,
      error: issue?.message ?? 'Invalid row',
      field: issue?.path.map(String).join('.'),
      debtName: typeof record.debtName === 'string' ? record.debtName : '',
    };
  });
  return { ok: true, rows };
}

/** A stored debt as a row of the debts CSV (values in DEBT_CSV_COLUMNS order). */
export function debtCsvRow(debt: Record<DebtCsvColumn, CsvValue>): CsvValue[] {
  return DEBT_CSV_COLUMNS.map((c) => debt[c]);
}
