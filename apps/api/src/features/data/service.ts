import type { UserRow } from '@paydown/db';
import {
  DEBT_CSV_KINDS,
  MAX_IMPORT_CSV_CHARS,
  balancesCell,
  effectiveSubscriptionStatus,
  debtCsvRow,
  parseDebtCsv,
  promoStartOf,
  toCsv,
  type CsvColumns,
  type DataExport,
  type DebtCsvRowResult,
  type DebtImportInput,
  type DebtImportResult,
  type DebtImportRowResult,
} from '@paydown/domain';
import type { Deps } from '../../kernel/deps.ts';
import { AppError } from '../../errors.ts';
import { checkDebtCaps, importedCounts, newDebtOf, partColumns, withinDebtCaps } from '../debts/index.ts';
import {
  exportBalanceEdits,
  exportBilling,
  exportDebts,
  exportIncome,
  exportLumpSums,
  exportPlanSettings,
  exportPayments,
  exportPlannedPayments,
  exportStatements,
  exportSuggestions,
  insertDebts,
} from './queries.ts';

/** Timestamps as ISO-8601 UTC, like every other answer of the API. */
function plain<T extends Record<string, unknown>>(rows: T[]): Record<string, unknown>[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])));
}

/**
 * A card's balances as exported: each promotion's start as the API reports it (entered, else the
 * day the balance was added), so an import elsewhere, on another day, keeps the same start.
 */
function exportedDebts<P extends Parameters<typeof promoStartOf>[0] & { addedOn: string }, T extends { balances: P[] }>(debts: T[]) {
  return debts.map((d) => ({
    ...d,
    balances: d.balances.map(({ addedOn, ...p }) => ({ ...p, promoStartDate: promoStartOf(p, addedOn) })),
  }));
}

export async function buildExport(deps: Deps, user: UserRow): Promise<DataExport> {
  const { db } = deps;
  const [
    debts,
    incomeSources,
    paymentHistory,
    plannedPayments,
    suggestions,
    billingHistory,
    planSettings,
    lumpSums,
    balanceEdits,
    statements,
  ] = await Promise.all([
    exportDebts(db, user.id),
    exportIncome(db, user.id),
    exportPayments(db, user.id),
    exportPlannedPayments(db, user.id),
    exportSuggestions(db, user.id),
    exportBilling(db, user.id),
    exportPlanSettings(db, user.id),
    exportLumpSums(db, user.id),
    exportBalanceEdits(db, user.id),
    exportStatements(db, user.id),
  ]);
  const now = deps.now();
  return {
    exportedAt: now.toISOString(),
    // No password hash, token hashes, TOTP secrets, recovery codes or payment-provider ids.
    profile: {
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      emailConfirmed: user.emailConfirmed,
      subscriptionStatus: effectiveSubscriptionStatus(user.subscriptionStatus, user.trialEndDate, now),
      trialStartDate: user.trialStartDate?.toISOString() ?? null,
      trialEndDate: user.trialEndDate?.toISOString() ?? null,
      hasLifetimeAccess: user.hasLifetimeAccess,
      createdAt: user.createdAt.toISOString(),
      passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
      twoFactorEnabled: user.totpSecret !== null,
    },
    debts: plain(exportedDebts(debts)),
    incomeSources: plain(incomeSources),
    paymentHistory: plain(paymentHistory),
    plannedPayments: plain(plannedPayments),
    suggestions: plain(suggestions),
    billingHistory: plain(billingHistory),
    planSettings: plain(planSettings)[0] ?? null,
    lumpSums: plain(lumpSums),
    // Balances changed by hand (progress counts them): user-entered, so exported too.
    balanceEdits: plain(balanceEdits),
    // Lenders' statements imported or typed, with their lines (the account number is never stored).
    statements: plain(statements),
  };
}

/** Every debt, paid or not, in the import's columns: the file re-imports as is. */
export async function debtsCsv(deps: Deps, userId: number): Promise<string> {
  const debts = exportedDebts(await exportDebts(deps.db, userId));
  return toCsv(
    DEBT_CSV_KINDS,
    debts.map((d) => debtCsvRow({ ...d, balances: balancesCell(d.balances) })),
  );
}

export const PAYMENT_CSV_KINDS = {
  debtName: 'text',
  paymentDate: 'date',
  amount: 'number',
  balanceAfter: 'number',
  suggestedDate: 'date',
} as const satisfies CsvColumns;

export async function paymentsCsv(deps: Deps, userId: number): Promise<string> {
  const payments = await exportPayments(deps.db, userId);
  return toCsv(
    PAYMENT_CSV_KINDS,
    payments.map((p) => [p.debtName, p.paymentDate, p.amount, p.balanceAfter, p.suggestedDate]),
  );
}

function rowOut(row: DebtCsvRowResult): DebtImportRowResult {
  if (!row.ok) {
    return {
      line: row.line,
      valid: false,
      debtName: row.debtName,
      balance: null,
      interestRate: null,
      minPayment: null,
      dueDate: null,
      isPaid: false,
      error: row.error,
      field: row.field ?? null,
    };
  }
  const { debt } = row;
  return {
    line: row.line,
    valid: true,
    debtName: debt.debtName,
    balance: debt.balance,
    interestRate: debt.interestRate,
    minPayment: debt.minPayment,
    dueDate: debt.dueDate,
    isPaid: debt.isPaid,
    error: null,
    field: null,
  };
}

/**
 * Checks a debts CSV and, unless it is a dry run, writes every row in one transaction: a file with
 * any invalid row writes nothing (400 naming the first bad line), and neither does one that would
 * pass a cap on debts per account (400 naming the cap, the rows and what the account has).
 */
export async function importDebts(deps: Deps, userId: number, input: DebtImportInput): Promise<DebtImportResult> {
  if (input.csv.length > MAX_IMPORT_CSV_CHARS) {
    throw new AppError('TOO_LARGE', `The file is too large. Import at most ${MAX_IMPORT_CSV_CHARS / 1024} KB at a time.`);
  }
  const parsed = parseDebtCsv(input.csv);
  if (!parsed.ok) throw new AppError('INVALID', parsed.error, { csv: parsed.error });
  const rows = parsed.rows.map(rowOut);
  const invalid = parsed.rows.filter((r) => !r.ok);
  const result = { dryRun: input.dryRun, validCount: rows.length - invalid.length, invalidCount: invalid.length, imported: 0, rows };
  const debts = parsed.rows.flatMap((r) => (r.ok ? [r.debt] : []));
  // A preview already says when the file would pass a cap on debts (the import checks again, locked).
  await checkDebtCaps(deps.db, userId, importedCounts(debts));
  if (input.dryRun) return result;
  const [first] = invalid;
  if (first && !first.ok) {
    const message = `Nothing was imported: ${invalid.length} row${invalid.length === 1 ? ' has' : 's have'} errors (line ${first.line}: ${first.error}).`;
    throw new AppError('INVALID', message, { csv: message });
  }
  const imported = await withinDebtCaps(deps.db, userId, importedCounts(debts), 'import', (trx) =>
    insertDebts(
      trx,
      // Imported debts follow the same defaults as added ones (type from the name, mortgage/rent out of the plan).
      debts.map((d) => ({
        debt: {
          ...newDebtOf(userId, d),
          isPaid: d.isPaid,
          paidDate: d.isPaid ? (d.paidDate ?? null) : null,
          suggestedPaymentDate: d.suggestedPaymentDate ?? null,
        },
        parts: (d.balances ?? []).map(partColumns),
      })),
    ),
  );
  return { ...result, imported };
}

/** `paydown-debts-2026-11-23.csv`: the user's calendar day is not known here, UTC is close enough for a name. */
export function exportFileName(kind: string, extension: 'json' | 'csv', now: Date): string {
  return `paydown-${kind}-${now.toISOString().slice(0, 10)}.${extension}`;
}
