import {
  addDays,
  addMonths,
  cardApr,
  classifyLine,
  formatHundredths,
  formatMoney,
  parseApr,
  type BankAccountFacts,
  type BankAccountProposal,
  type CardPartKind,
  type Cents,
  type IsoDate,
  type StatementLine,
} from '@paydown/domain';
import type { AccountBase, APR, LiabilitiesObject, Transaction } from 'plaid';
import type { LenderFigures } from '../debts/index.ts';

// What Plaid reports, read into Paydown's terms: an account's liability figures (a card's APRs as
// its balances, a loan's rate), a transaction as a statement line, and the debt a new account
// would become.

/**
 * Plaid's amounts are decimal numbers of dollars with at most two decimals: rounding the product
 * to the nearest cent gives back the exact cents they stand for (no amount has a third decimal).
 */
export const centsOf = (amount: number): Cents => Math.round(amount * 100);

/** A percent like 15.24 as the two-decimal text rates are stored in. */
const aprOf = (percent: number): string => formatHundredths(Math.max(0, Math.round(percent * 100)));

const KIND_OF_APR: Partial<Record<APR['apr_type'], CardPartKind>> = {
  purchase_apr: 'purchase',
  balance_transfer_apr: 'balance_transfer',
  cash_apr: 'cash_advance',
  special: 'promo_purchase',
};

/** The liability figures of one account; null when it is not a liability Paydown tracks. */
export function factsOf(account: AccountBase, liabilities: LiabilitiesObject): BankAccountFacts | null {
  const current = account.balances.current === null ? null : Math.max(0, centsOf(account.balances.current));
  const credit = liabilities.credit?.find((c) => c.account_id === account.account_id);
  if (credit) {
    // The penalty APR applies only once the lender triggers it: it is no balance of its own.
    const parts = credit.aprs.flatMap((a) => {
      const kind = KIND_OF_APR[a.apr_type];
      return kind ? [{ kind, amount: Math.max(0, centsOf(a.balance_subject_to_apr ?? 0)), apr: aprOf(a.apr_percentage) }] : [];
    });
    return {
      liability: 'credit',
      current,
      parts,
      interestRate: parts.length > 0 ? formatHundredths(cardApr(parts.map((p) => ({ kind: p.kind, apr: parseApr(p.apr) })))) : null,
      minPayment: credit.minimum_payment_amount === null ? null : centsOf(credit.minimum_payment_amount),
      dueDate: credit.next_payment_due_date,
      lastStatementDate: credit.last_statement_issue_date,
      lastStatementBalance: credit.last_statement_balance === null ? null : Math.max(0, centsOf(credit.last_statement_balance)),
    };
  }
  const student = liabilities.student?.find((s) => s.account_id === account.account_id);
  if (student) {
    return {
      liability: 'student',
      current,
      parts: [],
      interestRate: aprOf(student.interest_rate_percentage),
      minPayment: student.minimum_payment_amount === null ? null : centsOf(student.minimum_payment_amount),
      dueDate: student.next_payment_due_date,
      lastStatementDate: student.last_statement_issue_date,
      lastStatementBalance: null,
    };
  }
  const mortgage = liabilities.mortgage?.find((m) => m.account_id === account.account_id);
  if (mortgage) {
    return {
      liability: 'mortgage',
      current,
      parts: [],
      interestRate: mortgage.interest_rate.percentage === null ? null : aprOf(mortgage.interest_rate.percentage),
      minPayment: mortgage.next_monthly_payment === null ? null : centsOf(mortgage.next_monthly_payment),
      dueDate: mortgage.next_payment_due_date,
      lastStatementDate: null,
      lastStatementBalance: null,
    };
  }
  return null;
}

/** A card with two or more balances keeps them; one APR is the card's rate. */
const partsOf = (facts: BankAccountFacts) => (facts.parts.length > 1 ? facts.parts : null);

/** What the debt's row takes from the figures. */
export function lenderFiguresOf(facts: BankAccountFacts): LenderFigures {
  const parts = partsOf(facts);
  return {
    parts: parts?.map((p) => ({ kind: p.kind, amount: formatMoney(p.amount), apr: p.apr })) ?? null,
    interestRate: facts.interestRate,
    minPayment: facts.minPayment === null ? null : formatMoney(facts.minPayment),
    dueDate: facts.dueDate,
    statementDate: facts.lastStatementDate,
  };
}

const DEBT_TYPE_OF = { credit: 'credit_card', student: 'student_loan', mortgage: 'mortgage' } as const;

/** The debt a new account would become: named after the lender and the account, with its figures. */
export function proposalOf(
  account: { name: string; mask: string | null },
  institution: string | null,
  facts: BankAccountFacts,
): BankAccountProposal {
  const parts = partsOf(facts);
  const name = [institution, account.name, account.mask ? `…${account.mask}` : null].filter(Boolean).join(' ');
  return {
    debtName: name.slice(0, 100),
    debtType: DEBT_TYPE_OF[facts.liability],
    balance: formatMoney(facts.current ?? 0),
    interestRate: facts.interestRate ?? '0.00',
    minPayment: formatMoney(facts.minPayment ?? 0),
    dueDate: facts.dueDate,
    statementDate: facts.lastStatementDate,
    balances: parts?.map((p) => ({ kind: p.kind, amount: formatMoney(p.amount), apr: p.apr })) ?? null,
  };
}

/** The kind Plaid's category suggests, as the line classifier reads an OFX type. */
function typeHint(t: Pick<Transaction, 'personal_finance_category'>): string {
  const category = t.personal_finance_category;
  if (!category) return '';
  if (/INTEREST/.test(category.detailed)) return 'INT';
  if (category.primary === 'BANK_FEES') return 'FEE';
  if (category.primary === 'LOAN_PAYMENTS' || category.primary === 'TRANSFER_IN') return 'PAYMENT';
  return '';
}

/**
 * A transaction as a statement line. Plaid's amount is positive when money leaves the account: on
 * a card or a loan, that adds to what is owed, the sign statement lines use.
 */
export function lineOf(t: Pick<Transaction, 'transaction_id' | 'amount' | 'date' | 'name' | 'personal_finance_category'>): StatementLine {
  const amount = centsOf(t.amount);
  return {
    fitid: t.transaction_id,
    kind: classifyLine(typeHint(t), t.name, amount),
    postedOn: t.date,
    amount,
    description: t.name,
    line: 0,
  };
}

/**
 * The statement period that ended on `issued`: the month before it (Plaid names the statement's
 * date only). The same date gives the same period, so a sync finds the period it stored before.
 */
export function periodEndingOn(issued: IsoDate): { periodStart: IsoDate; periodEnd: IsoDate } {
  return { periodStart: addDays(addMonths(issued, -1), 1), periodEnd: issued };
}
