import { createHash } from 'node:crypto';
import type { DB, DebtRow, StatementSource } from '@paydown/db';
import {
  csvStatementMappingSchema,
  formatMoney,
  MAX_STATEMENT_CHARS,
  parseStatementFile,
  stripBom,
  type CsvStatementMapping,
  type IsoDate,
  type StatementImportInput,
  type StatementImportResult,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors.ts';
import { lockDebtIn, recordPayment, setStatementBalance } from '../debts/index.ts';
import { planAccount, type AccountPlan } from './preview.ts';
import { findStatement, insertLines, insertStatement, rememberDebt, rememberedMapping, rememberMapping } from './queries.ts';

// POST /api/import/statements: a statement file previewed (dryRun) or imported. The import is all
// or nothing, in one transaction: for each account, the payments not logged yet are logged (a
// payment already logged by hand is matched, not logged again; a line imported before is skipped),
// the balance is set to the closing balance less payments logged since, and the period and its
// lines are stored. Importing the same file again finds every line and the period stored: nothing
// changes.

const IMPORT_NOTE = 'From a statement';

/** A CSV's header row, normalised and hashed: the key its column mapping is remembered under. */
function headerKeyOf(content: string): string | null {
  const text = stripBom(content);
  if (/<OFX>/i.test(text)) return null;
  const header = text.split(/\r?\n/).find((l) => l.trim() !== '');
  return header ? createHash('sha256').update(header.trim().toLowerCase()).digest('hex').slice(0, 32) : null;
}

async function mappingFor(db: Kysely<DB>, userId: number, headerKey: string | null, given: CsvStatementMapping | null | undefined) {
  if (given) return given;
  if (!headerKey) return null;
  const stored = csvStatementMappingSchema.safeParse(await rememberedMapping(db, { userId, headerKey }));
  return stored.success ? stored.data : null;
}

export async function importStatements(
  db: Kysely<DB>,
  userId: number,
  input: StatementImportInput,
  today: IsoDate,
): Promise<StatementImportResult> {
  if (input.content.length > MAX_STATEMENT_CHARS) {
    throw new AppError('TOO_LARGE', `The file is too large. Import at most ${MAX_STATEMENT_CHARS / 1024} KB at a time.`);
  }
  const headerKey = headerKeyOf(input.content);
  const parsed = parseStatementFile(input.content, await mappingFor(db, userId, headerKey, input.mapping));
  if (!parsed.ok) {
    const message = `Nothing was imported: line ${parsed.error.line}: ${parsed.error.message.replace(/^Line \d+: /, '')}`;
    throw new AppError('INVALID', message, { content: message });
  }
  const mapping = parsed.mapping ?? null;
  // A file is OFX or CSV (a bank connection's lines never come through here).
  const format = parsed.file.accounts[0]?.format === 'csv' ? 'csv' : 'ofx';
  const plan = (reader: Kysely<DB>) =>
    Promise.all(parsed.file.accounts.map((account) => planAccount(reader, { userId, account, debtId: input.debtId, headerKey })));
  if (input.dryRun) {
    const plans = await plan(db);
    return { dryRun: true, format, mapping, accounts: plans.map((p) => p.preview), paymentsLogged: 0, statementsStored: 0 };
  }
  return db.transaction().execute(async (trx) => {
    const first = await plan(trx);
    const unmapped = first.find((p) => p.preview.debtId === null);
    if (unmapped) {
      const message = `Nothing was imported: choose the debt for account ${unmapped.preview.account}.`;
      throw new AppError('INVALID', message, { debtId: message });
    }
    // The debts locked first, in id order (two imports of the same file wait for each other, never
    // in a cycle), then planned again: what the write does follows what is committed by then, so
    // an import that ran meanwhile leaves nothing to log twice.
    const debtIds = [...new Set(first.flatMap((p) => (p.preview.debtId === null ? [] : [p.preview.debtId])))].sort((a, b) => a - b);
    const locked = new Map<number, DebtRow>();
    for (const debtId of debtIds) locked.set(debtId, await lockDebtIn(trx, { userId, debtId }));
    const plans = await plan(trx);
    let paymentsLogged = 0;
    let statementsStored = 0;
    for (const p of plans) {
      const debt = p.preview.debtId === null ? undefined : locked.get(p.preview.debtId);
      if (!debt) continue;
      const written = await writeAccount(trx, p, debt, today, 'file');
      locked.set(debt.id, written.debt);
      paymentsLogged += written.payments;
      statementsStored += written.stored ? 1 : 0;
    }
    if (headerKey && mapping) await rememberMapping(trx, { userId, headerKey, mapping: JSON.stringify(mapping) });
    // The answer is the preview as it now stands: every line imported.
    const after = await plan(trx);
    return { dryRun: false, format, mapping, accounts: after.map((p) => p.preview), paymentsLogged, statementsStored };
  });
}

/**
 * One account of a statement (a file's, or a bank connection's period) written on its debt, whose
 * row the caller holds locked. Answers, beside the counts, the payment each payment line is.
 */
export async function writeAccount(
  trx: Kysely<DB>,
  p: AccountPlan,
  locked: DebtRow,
  today: IsoDate,
  source: StatementSource,
): Promise<{ payments: number; stored: boolean; debt: DebtRow; paymentIds: Map<string, number> }> {
  let debt = locked;
  const { userId, id: debtId } = locked;
  await rememberDebt(trx, { userId, accountKey: p.accountKey, debtId });
  const toLog = [...p.toLog].sort((a, b) => a.postedOn.localeCompare(b.postedOn));
  if (p.newBalance !== null) {
    // The payments logged below lower the balance to the statement's: it is set above them first.
    const logged = toLog.reduce((n, l) => n - l.amount, 0);
    debt = await setStatementBalance(trx, debt, { balance: p.newBalance + logged, today });
  }
  const paymentIds = new Map(p.matched);
  for (const line of toLog) {
    const recorded = await recordPayment(trx, debt, {
      amount: -line.amount,
      paymentDate: line.postedOn > today ? today : line.postedOn,
      suggestedDate: null,
      kind: 'logged',
      note: IMPORT_NOTE,
      today,
    });
    debt = recorded.debt;
    paymentIds.set(line.fitid, recorded.payment.id);
  }
  const { account } = p;
  const inserted = await insertStatement(trx, {
    userId,
    debtId,
    source,
    accountKey: p.accountKey,
    lender: account.lender,
    periodStart: account.periodStart,
    periodEnd: account.periodEnd,
    closingBalance: account.closingBalance === null ? null : formatMoney(account.closingBalance),
    interestCharged: formatMoney(
      Math.max(
        0,
        account.lines.filter((l) => l.kind === 'interest').reduce((n, l) => n + l.amount, 0),
      ),
    ),
  });
  // A period stored before (a file that overlaps an earlier one) keeps its row; new lines join it.
  const period = { userId, debtId, periodStart: account.periodStart, periodEnd: account.periodEnd };
  const statementId = inserted ?? (await findStatement(trx, period))?.id;
  if (statementId !== undefined) {
    await insertLines(
      trx,
      account.lines.map((l) => ({
        statementId,
        userId,
        debtId,
        fitid: l.fitid,
        kind: l.kind,
        postedOn: l.postedOn,
        amount: l.amount < 0 ? `-${formatMoney(-l.amount)}` : formatMoney(l.amount),
        description: l.description.slice(0, 500),
        paymentId: paymentIds.get(l.fitid) ?? null,
      })),
    );
  }
  return { payments: toLog.length, stored: inserted !== null, debt, paymentIds };
}
