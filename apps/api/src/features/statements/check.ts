import type { DB, PaymentPartSplit } from '@paydown/db';
import {
  accrualOf,
  addDays,
  cardPartsOf,
  checkStatementInterest,
  dayOfMonth,
  daysBetween,
  effectiveApr,
  formatMoney,
  formatUsd,
  mulDiv,
  parseMoney,
  type CardPart,
  type CheckLine,
  type DebtFacts,
  type IsoDate,
  type StatementCheckOut,
  type TypedStatementInput,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { DEBT_NOT_FOUND, debtFactsOf, findDebt } from '../debts/index.ts';
import { formatSigned } from './preview.ts';
import { insertStatement, listStatements, paymentsBetween } from './queries.ts';

// GET /api/debts/{id}/statements: each stored period of the debt with its interest check
// (docs/money-math.md, "The interest check"), from the card as Paydown has it now: its balances
// with their APRs and promotions, its minimum payment, its due day, and each logged payment's split
// among the balances.

/** A stored line's signed amount ("-500.00") in cents. */
const parseSigned = (text: string) => (text.startsWith('-') ? -parseMoney(text.slice(1)) : parseMoney(text));

type StoredStatement = Awaited<ReturnType<typeof listStatements>>[number];

/** The card's balances as stored now (a card without balances: one purchase balance of the debt's own figures). */
function partsOf(facts: DebtFacts): CardPart[] {
  return cardPartsOf(facts.parts ?? null, {
    balance: facts.balance,
    apr: effectiveApr(facts.apr),
    promoRateBp: facts.promoRateBp ?? null,
    promoEndDate: facts.promoEndDate ?? null,
    deferredInterest: facts.deferredInterest ?? false,
    promoStartDate: facts.promoStartDate ?? null,
  });
}

/** A payment's stored split (amounts as text) in cents; null for a payment on one balance. */
const splitOf = (parts: readonly PaymentPartSplit[] | null | undefined) =>
  parts ? parts.map((p) => ({ partId: p.partId, amount: parseMoney(p.amount) })) : null;

function summaryOf(lender: string, charged: number, computed: number, verdict: string, cause: string | null): string {
  const head = `${lender} charged ${formatUsd(charged)}; Paydown computes ${formatUsd(computed)}`;
  if (verdict === 'match') return `${head} ✓`;
  const diff = formatUsd(Math.abs(charged - computed));
  return `${head} — ${diff} ${verdict === 'charged_more' ? 'more' : 'less'}.${cause ? ` Likely cause: ${cause}` : ''}`;
}

async function checkOne(
  db: Kysely<DB>,
  userId: number,
  facts: DebtFacts,
  s: StoredStatement,
  openingInGrace: boolean,
): Promise<StatementCheckOut> {
  const charged = parseMoney(s.interestCharged);
  const base = {
    id: s.id,
    source: s.source,
    lender: s.lender,
    periodStart: s.periodStart,
    periodEnd: s.periodEnd,
    closingBalance: s.closingBalance,
    interestCharged: s.interestCharged,
  };
  const unchecked = (summary: string): StatementCheckOut => ({
    ...base,
    interestComputed: null,
    difference: null,
    verdict: 'unchecked',
    cause: null,
    causeKind: null,
    impliedApr: null,
    impliedPartId: null,
    graceApplied: false,
    parts: [],
    summary,
  });
  // A mortgage accrues monthly on the prior balance, not on a daily balance: not this check's model.
  if (accrualOf(facts.debtType) === 'monthly')
    return unchecked('A mortgage charges interest monthly: this check covers cards and loans that accrue daily.');
  if (s.closingBalance === null) {
    return unchecked('No closing balance: the interest cannot be checked (a CSV export lists no balance; type the statement’s figures).');
  }
  // A period typed from paper lists no lines: the payments logged in it are its lines, and the
  // interest charged posts on its last day.
  const lines: CheckLine[] =
    s.source === 'typed'
      ? [
          ...(await paymentsBetween(db, { userId, debtId: facts.id, from: s.periodStart, to: s.periodEnd })).map((p): CheckLine => ({
            postedOn: p.paymentDate,
            kind: 'payment',
            amount: -parseMoney(p.amount),
            split: splitOf(p.parts),
          })),
          { postedOn: s.periodEnd, kind: 'interest' as const, amount: charged },
        ]
      : s.lines.map((l) => ({ postedOn: l.postedOn, kind: l.kind, amount: parseSigned(l.amount), split: splitOf(l.split) }));
  const lender = s.lender ?? facts.debtName;
  const parts = partsOf(facts);
  // A card of one balance (no balances stored): its one balance has no id of its own.
  const several = (facts.parts?.length ?? 0) > 0;
  const check = checkStatementInterest(
    {
      periodStart: s.periodStart,
      periodEnd: s.periodEnd,
      closingBalance: parseMoney(s.closingBalance),
      interestCharged: charged,
      lines,
      parts,
      minimumDue: facts.minPayment,
      dueDay: dayOfMonth(facts.dueDate),
      openingInGrace,
    },
    lender,
  );
  const days = daysBetween(s.periodStart, s.periodEnd) + 1;
  return {
    ...base,
    interestComputed: formatMoney(check.interestComputed),
    difference: formatSigned(check.difference),
    verdict: check.verdict,
    cause: check.cause?.text ?? null,
    causeKind: check.cause?.kind ?? null,
    impliedApr: check.cause?.impliedApr ?? null,
    impliedPartId: several ? (check.cause?.partId ?? null) : null,
    graceApplied: check.graceApplied,
    parts: check.parts.map((p) => ({
      partId: several && p.partId >= 0 ? p.partId : null,
      kind: p.kind,
      averageDailyBalance: formatMoney(mulDiv(p.balanceDays, 1, days)),
      interestComputed: formatMoney(p.interest),
      inGrace: p.inGrace,
    })),
    summary: summaryOf(lender, charged, check.interestComputed, check.verdict, check.cause?.text ?? null),
  };
}

export async function listStatementChecks(db: Kysely<DB>, userId: number, debtId: number, today: IsoDate): Promise<StatementCheckOut[]> {
  const debt = await findDebt(db, userId, debtId);
  if (!debt) throw notFound(DEBT_NOT_FOUND);
  const facts = await debtFactsOf(db, debt, today);
  const stored = await listStatements(db, { userId, debtId });
  // Oldest first: a period whose previous one kept its grace opens with a balance in grace.
  const out: StatementCheckOut[] = [];
  let previous: StatementCheckOut | null = null;
  for (const s of [...stored].reverse()) {
    const adjacent = previous !== null && daysBetween(previous.periodEnd, s.periodStart) <= 1;
    previous = await checkOne(db, userId, facts, s, adjacent && previous?.graceApplied === true);
    out.push(previous);
  }
  return out.reverse();
}

/** The three figures of a paper statement (period, interest charged, closing balance), stored and checked. */
export async function addTypedStatement(
  db: Kysely<DB>,
  userId: number,
  input: TypedStatementInput,
  today: IsoDate,
): Promise<StatementCheckOut[]> {
  if (input.periodStart > input.periodEnd) {
    const message = 'The period must end on or after its first day.';
    throw new AppError('INVALID', message, { periodEnd: message });
  }
  if (input.periodEnd > addDays(today, 0)) {
    const message = 'The period cannot end in the future.';
    throw new AppError('INVALID', message, { periodEnd: message });
  }
  const debt = await findDebt(db, userId, input.id);
  if (!debt) throw notFound(DEBT_NOT_FOUND);
  const stored = await insertStatement(db, {
    userId,
    debtId: debt.id,
    source: 'typed',
    accountKey: null,
    lender: null,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    closingBalance: input.closingBalance,
    interestCharged: input.interestCharged,
  });
  if (stored === null) throw new AppError('CONFLICT', 'This period of this debt is stored already.');
  return listStatementChecks(db, userId, debt.id, today);
}
