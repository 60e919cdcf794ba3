// A statement period walked day by day, balance by balance (docs/money-math.md, "The interest
// check"): each line lands in its balance on its posting day — purchases, fees and credits in the
// purchase balance, cash advances in the cash-advance balance, each payment split among the
// balances by Regulation Z §1026.53 on its own date (splitCardPayment) — and each balance's daily
// balances are summed, the days its promotion runs apart from the others. Each balance's interest
// is its sum × its own daily rate, rounded once per balance, as a statement lists it per balance.

import { type IsoDate, addDays, daysBetween } from '../dates/calendar.ts';
import { DAILY_DENOMINATOR } from '../debt/interest.ts';
import { type Cents, mulDiv } from '../money/cents.ts';
import { deferredInterestBefore } from './deferred.ts';
import { promoRunsOn, splitCardPayment } from './payment-split.ts';
import type { CardPart } from './types.ts';
import type { StatementLineKind } from './types.ts';

export interface WalkLine {
  postedOn: IsoDate;
  kind: StatementLineKind;
  /** Positive adds to the debt. */
  amount: Cents;
  /**
   * A payment logged in Paydown: how it was split among the balances when it was logged (by
   * §1026.53 on its date, stored with it). Absent: split by the rule on its date here.
   */
  split?: readonly LineSplit[] | null;
}

export interface LineSplit {
  partId: number;
  amount: Cents;
}

/**
 * How a payment line splits among the balances at `now`: the split stored with it when every
 * balance it names is on the card, else §1026.53 on its date (`minimumDue` lowest rate first, the
 * rest highest rate first).
 */
export function paymentSplit(now: readonly CardPart[], line: WalkLine, minimumDue: Cents): readonly LineSplit[] {
  const stored = line.split;
  if (stored && stored.length > 0 && stored.every((s) => now.some((p) => p.id === s.partId))) return stored;
  return splitCardPayment(now, -line.amount, minimumDue, line.postedOn);
}

export interface WalkInput {
  periodStart: IsoDate;
  /** The period's days, both ends included. */
  days: number;
  /** The card's balances as the period opened (`balance` = what each owed on its first day). */
  parts: readonly CardPart[];
  /** The period's lines but its interest charge, in posting order. */
  lines: readonly WalkLine[];
  /** What the period's payments owe to the minimum first (lowest rate first, §1026.53). */
  minimumDue: Cents;
  /** Purchases have their grace period: the purchase balance carries no interest this period. */
  grace: boolean;
  /**
   * Without grace, when the opening balance was itself in a grace period: what payments posted on
   * or before this date gave the purchase balance counts from the period's first day (§1026.54(a)(1)(ii)).
   */
  repaidBy: IsoDate | null;
}

/** One balance of the card over the period. */
export interface PartWalk {
  partId: number;
  kind: CardPart['kind'];
  /** The sum of its daily balances (cent-days), promotional days included. */
  balanceDays: number;
  /** The cent-days at its regular APR (the rest ran at its promotional rate). */
  regularDays: number;
  /** The interest it is charged for the period (0 for the purchase balance in grace). */
  interest: Cents;
  /** A deferred-interest balance whose promotion still runs: the regular-APR interest accrued, not charged. */
  deferredAccrued: Cents;
  /** Its balance on the period's last day. */
  closing: Cents;
  /** No interest this period: the purchase balance in its grace period. */
  inGrace: boolean;
}

/** The index of the balance purchases, fees and credits land in: the first purchase balance, else the first. */
export function purchaseIndex(parts: readonly Pick<CardPart, 'kind'>[]): number {
  return Math.max(
    0,
    parts.findIndex((p) => p.kind === 'purchase'),
  );
}

/** The index of the balance a line of `kind` lands in (a payment is split instead). */
export function lineTarget(parts: readonly Pick<CardPart, 'kind'>[], kind: StatementLineKind): number {
  if (kind === 'cash_advance') {
    const cash = parts.findIndex((p) => p.kind === 'cash_advance');
    if (cash >= 0) return cash;
  }
  return purchaseIndex(parts);
}

const dayOf = (start: IsoDate, days: number, date: IsoDate) => Math.min(days - 1, Math.max(0, daysBetween(start, date)));

/** What each balance gains or loses on each day of the period (payments split on their dates). */
function dailyChanges(input: WalkInput): number[][] {
  const { parts, days, periodStart } = input;
  const deltas = parts.map(() => new Array<number>(days).fill(0));
  const now = parts.map((p) => ({ ...p }));
  const buy = purchaseIndex(parts);
  let minimumLeft = Math.max(0, input.minimumDue);
  for (const line of input.lines) {
    const day = dayOf(periodStart, days, line.postedOn);
    if (line.kind !== 'payment') {
      const i = lineTarget(parts, line.kind);
      now[i]!.balance += line.amount;
      deltas[i]![day]! += line.amount;
      continue;
    }
    const paid = -line.amount;
    const split = paymentSplit(now, line, minimumLeft);
    minimumLeft = Math.max(0, minimumLeft - paid);
    const repaid = input.repaidBy !== null && line.postedOn <= input.repaidBy;
    const give = (i: number, amount: Cents) => {
      now[i]!.balance -= amount;
      deltas[i]![repaid && i === buy ? 0 : day]! -= amount;
    };
    // What no balance owed (a payment past the card's total) leaves a credit on the purchase balance.
    let rest = paid;
    for (const s of split) {
      rest -= s.amount;
      give(
        now.findIndex((p) => p.id === s.partId),
        s.amount,
      );
    }
    if (rest > 0) give(buy, rest);
  }
  return deltas;
}

/** Each balance of the card over the period: its cent-days, the interest it is charged, its closing balance. */
export function walkParts(input: WalkInput): PartWalk[] {
  const { parts, days, periodStart } = input;
  const deltas = dailyChanges(input);
  const buy = purchaseIndex(parts);
  const periodEnd = addDays(periodStart, days - 1);
  return parts.map((part, j) => {
    let balance = part.balance;
    let promoDays = 0;
    let regularDays = 0;
    /** The balance on the last day of a promotion that ends within the period (null: none ends). */
    let owedAtPromoEnd: Cents | null = null;
    for (let d = 0; d < days; d++) {
      balance += deltas[j]![d]!;
      const date = addDays(periodStart, d);
      const positive = balance > 0 ? balance : 0;
      if (promoRunsOn(part, date)) {
        promoDays += positive;
        if (part.promoEndDate === addDays(date, 1)) owedAtPromoEnd = balance;
      } else regularDays += positive;
    }
    const inGrace = input.grace && j === buy;
    const promoRate = part.promoApr ?? part.apr;
    let interest = inGrace ? 0 : mulDiv(promoDays * promoRate + regularDays * part.apr, 1, DAILY_DENOMINATOR);
    let deferredAccrued = 0;
    if (part.deferredInterest && promoDays > 0 && !inGrace) {
      // The regular APR's interest of the promotion, less what its promotional rate charged: the
      // days before the period on the opening balance, then the period's own days.
      const before = deferredInterestBefore(part, periodStart) - deferredInterestBefore({ ...part, apr: promoRate }, periodStart);
      const accrued = before + mulDiv(promoDays, part.apr - promoRate, DAILY_DENOMINATOR);
      const ends = part.promoEndDate !== null && part.promoEndDate <= periodEnd;
      if (ends && owedAtPromoEnd !== null && owedAtPromoEnd > 0) interest += accrued;
      else if (!ends) deferredAccrued = accrued;
    }
    return {
      partId: part.id,
      kind: part.kind,
      balanceDays: promoDays + regularDays,
      regularDays,
      interest,
      deferredAccrued,
      closing: balance,
      inGrace,
    };
  });
}
