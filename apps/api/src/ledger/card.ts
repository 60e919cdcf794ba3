import {
  cardPartFromWire,
  cardPartsOf,
  effectiveApr,
  minimumNow,
  minPaymentRuleFromWire,
  promoStartOf,
  utcDateOf,
  type CardPart,
  type CardPartOut,
  type DebtFacts,
  type IsoDate,
  type MinPaymentRule,
  type MinPaymentRuleOut,
} from '@paydown/domain';

// A credit card's stored balances and minimum-payment rule in the domain's terms: the one
// conversion the debts list, the plan, the dashboard, the AI, progress and the reminders share, so
// they all see the same card.

/** The rule columns of a debt row, as the database returns them (numeric as text). */
export interface RuleColumns {
  minPaymentRule: string;
  minPaymentPercent: string | null;
  minPaymentFloor: string | null;
}

/**
 * A stored balance with the fields the API shows (amounts and rates as text): its promotion start
 * as entered (null: none) and when it was added (a row's instant, or its UTC day as text).
 */
export type PartColumns = Omit<CardPartOut, 'kind'> & { kind: string; createdAt: Date | string };

/** The UTC day a balance was added. */
function addedOn(createdAt: Date | string): IsoDate | null {
  if (typeof createdAt === 'string') return createdAt.slice(0, 10);
  return Number.isNaN(createdAt.getTime()) ? null : utcDateOf(createdAt);
}

/** The rule as the API shows it (minPaymentRule), from the row's columns. */
export function ruleOut(row: RuleColumns): MinPaymentRuleOut {
  if (row.minPaymentRule === 'percent_plus_interest' || row.minPaymentRule === 'percent_of_balance') {
    return { kind: row.minPaymentRule, percent: row.minPaymentPercent ?? '0.00', floor: row.minPaymentFloor ?? '0.00' };
  }
  return { kind: 'fixed' };
}

export function ruleOf(row: RuleColumns): MinPaymentRule {
  return minPaymentRuleFromWire(ruleOut(row));
}

/** A stored balance as the API shows it: its promotion's start entered, else the day it was added. */
export function partOut(p: PartColumns): CardPartOut {
  return {
    id: p.id,
    kind: p.kind as CardPartOut['kind'],
    amount: p.amount,
    apr: p.apr,
    promoApr: p.promoApr,
    promoEndDate: p.promoEndDate,
    deferredInterest: p.deferredInterest,
    promoStartDate: promoStartOf(p, addedOn(p.createdAt)),
  };
}

/**
 * The minimum a card reports today: a percent rule applied to today's balance with the month's
 * estimated interest (minimumNow); the fixed rule keeps the typed minimum, as every debt does.
 */
export function minimumToday(facts: DebtFacts, parts: readonly CardPart[] | null, rule: MinPaymentRule, today: IsoDate): number {
  if (rule.kind === 'fixed') return facts.minPayment;
  const all = cardPartsOf(parts, {
    balance: facts.isPaid ? 0 : facts.balance,
    apr: effectiveApr(facts.apr),
    promoRateBp: facts.promoRateBp ?? null,
    promoEndDate: facts.promoEndDate ?? null,
    deferredInterest: facts.deferredInterest ?? false,
  });
  return minimumNow({ parts: all, rule, fixedMinimum: facts.minPayment, today });
}

/**
 * A debt's facts with its card: the balances (none: one balance), the rule, and `minPayment` the
 * minimum the card reports today. The browser builds the same from the debts list (minPayment as
 * shown, the balances and the rule through cardFactsFromWire), so the what-if matches the plan.
 */
export function withCard(facts: DebtFacts, row: RuleColumns, parts: readonly PartColumns[], today: IsoDate): DebtFacts {
  if (facts.debtType !== 'credit_card') return facts;
  const own = parts.length > 0 ? parts.map((p) => cardPartFromWire(partOut(p))) : null;
  const rule = ruleOf(row);
  return {
    ...facts,
    minPayment: minimumToday(facts, own, rule, today),
    ...(own ? { parts: own } : {}),
    minPaymentRule: rule,
  };
}
