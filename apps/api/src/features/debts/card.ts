import type { DebtBalanceRow, DebtRow, DebtUpdate, NewDebt, NewDebtBalance } from '@paydown/db';
import {
  CARD_BALANCE_READ_ONLY_MESSAGE,
  CARD_PART_TWICE_MESSAGE,
  CARD_PART_UNKNOWN_MESSAGE,
  CARD_RATE_READ_ONLY_MESSAGE,
  cardApr,
  cardFieldProblems,
  cardPartPromoProblems,
  formatHundredths,
  formatMoney,
  parseApr,
  parseMoney,
  sumCents,
  type CardPartInput,
  type DebtType,
  type DebtUpdateInput,
  type IsoDate,
  type MinPaymentRuleInput,
} from '@paydown/domain';
import { AppError } from '../../errors.ts';
import { partOut, ruleOut } from '../../ledger/index.ts';

// A credit card's balances and minimum-payment rule on a create or an update: the checks that need
// today or the stored card (cardFieldProblems and cardPartPromoProblems from the domain, plus the
// balance ids), and the figures derived from the balances. For a card with balances, its balance
// is their sum and its interestRate the purchase APR (else the highest), both stored: every reader
// of debts.balance sees the card's total.

/** 400 with the first problem as the message and every problem by field; nothing when there is none. */
export function refuseProblems(problems: Record<string, string>): void {
  const first = Object.values(problems)[0];
  if (first !== undefined) throw new AppError('INVALID', first, problems);
}

/** The rule's columns; `{ kind: 'fixed' }` clears the percent and floor. */
export function ruleColumns(rule: MinPaymentRuleInput): Pick<NewDebt, 'minPaymentRule' | 'minPaymentPercent' | 'minPaymentFloor'> {
  if (rule.kind === 'fixed') return { minPaymentRule: 'fixed', minPaymentPercent: null, minPaymentFloor: null };
  return { minPaymentRule: rule.kind, minPaymentPercent: rule.percent, minPaymentFloor: rule.floor };
}

/** The card's balance and interest rate from its balances: their sum; the purchase APR, else the highest. */
export function partsTotals(parts: readonly Pick<CardPartInput, 'kind' | 'amount' | 'apr'>[]): { balance: string; interestRate: string } {
  return {
    balance: formatMoney(sumCents(parts.map((p) => parseMoney(p.amount)))),
    interestRate: formatHundredths(cardApr(parts.map((p) => ({ kind: p.kind, apr: parseApr(p.apr) })))),
  };
}

/** A balance's columns (without its card's ids), at `position` in the card's list. */
export function partColumns(p: CardPartInput, position: number): Omit<NewDebtBalance, 'debtId' | 'userId'> {
  return {
    position,
    kind: p.kind,
    amount: p.amount,
    apr: p.apr,
    promoApr: p.promoApr ?? null,
    promoEndDate: p.promoEndDate ?? null,
    deferredInterest: p.deferredInterest,
    // None entered: the day the balance was added counts (its row's creation).
    promoStartDate: p.promoStartDate ?? null,
  };
}

/** A new card's balances: every promotion must end after today and start no later (400 naming the balance's field). */
export function checkNewParts(parts: readonly CardPartInput[] | undefined, today: IsoDate): void {
  if (parts) refuseProblems(cardPartPromoProblems(parts, { today, previousEndDates: new Map() }));
}

/** What an update does to a card's balances: keep them, replace them with the list sent, or drop them (one balance again). */
export type PartsWrite = { kind: 'keep' } | { kind: 'replace'; parts: readonly CardPartInput[] } | { kind: 'clear' };

/**
 * An update checked against the stored card (caller holds its row lock), by field: the card fields
 * together (balances and a percent rule only on a credit card; promotions on the balances), the
 * balance ids (each one of this card's, once), a new promotion ending after today (and a start
 * entered or changed not after it), and the card's balance and rate read-only while it has
 * balances. Returns the debt's change (with the balance and rate derived from new balances) and
 * what to do with the balances.
 */
export function cardUpdate(
  stored: DebtRow,
  storedParts: readonly DebtBalanceRow[],
  patch: DebtUpdateInput,
  today: IsoDate,
): { change: DebtUpdate; parts: PartsWrite } {
  const debtType = (patch.debtType ?? stored.debtType) as DebtType;
  const partsAfter = patch.balances === undefined ? (storedParts.length > 0 ? storedParts : null) : patch.balances;
  const problems = cardFieldProblems({
    debtType,
    balances: partsAfter,
    minPaymentRule: patch.minPaymentRule ?? ruleOut(stored),
    promoRate: patch.promoRate === undefined ? stored.promoRate : patch.promoRate,
    promoEndDate: patch.promoEndDate === undefined ? stored.promoEndDate : patch.promoEndDate,
  });
  const { balances, minPaymentRule, ...fields } = patch;
  let change: DebtUpdate = { ...fields, ...(minPaymentRule ? ruleColumns(minPaymentRule) : {}) };
  let parts: PartsWrite = { kind: 'keep' };
  if (balances === null) parts = storedParts.length > 0 ? { kind: 'clear' } : { kind: 'keep' };
  else if (balances !== undefined) {
    const ids = new Map(storedParts.map((p) => [p.id, p.promoEndDate]));
    // The start the API reported (entered, else the day the balance was added) may come back unchanged.
    const starts = new Map(storedParts.map((p) => [p.id, partOut(p).promoStartDate]));
    const seen = new Set<number>();
    balances.forEach((p, i) => {
      if (p.id === undefined) return;
      if (!ids.has(p.id)) problems[`balances.${i}.id`] = CARD_PART_UNKNOWN_MESSAGE;
      else if (seen.has(p.id)) problems[`balances.${i}.id`] = CARD_PART_TWICE_MESSAGE;
      seen.add(p.id);
    });
    Object.assign(problems, cardPartPromoProblems(balances, { today, previousEndDates: ids, previousStartDates: starts }));
    // The card's figures follow its balances; a balance or rate sent beside them is not used.
    change = { ...change, ...partsTotals(balances) };
    parts = { kind: 'replace', parts: balances };
  } else if (storedParts.length > 0) {
    if (patch.balance !== undefined && parseMoney(patch.balance) !== parseMoney(stored.balance)) {
      problems.balance = CARD_BALANCE_READ_ONLY_MESSAGE;
    }
    if (patch.interestRate !== undefined && parseApr(patch.interestRate) !== parseApr(stored.interestRate)) {
      problems.interestRate = CARD_RATE_READ_ONLY_MESSAGE;
    }
    const { balance: _balance, interestRate: _rate, ...rest } = change;
    change = rest;
  }
  refuseProblems(problems);
  return { change, parts };
}
