// Credit cards inside the plan's month loop (docs/money-math.md, "Cards in the plan"). A card with
// balances ("parts") runs here part by part; simulate.ts calls in at four points (interest, the
// month's due, each payment, the month's record) and keeps the card's total in its own arrays.
//
// Each month, for a card with parts:
//   1. interest per part: balance × rate / 365 × days, one rounding per part, the promo rate until
//      the day before its end date, then the APR; a deferred-interest part keeps the debt rule
//      (the regular-APR interest of the promo period is tracked, and charged in the month that
//      contains the end date if the part still owes then);
//   2. the card's minimum by its rule, on the card's total (card/minimum.ts);
//   3. the payment: up to the minimum lowest rate first, the rest highest rate first, deferred
//      parts first in the two cycles before their promotion ends (card/allocation.ts).
// A card without parts keeps the debt's own interest path; only its rule changes what is due.

import { type IsoDate, toDayNumber } from '../dates/calendar.ts';
import { DAILY_DENOMINATOR } from '../debt/interest.ts';
import { type Cents, mulDiv } from '../money/cents.ts';
import { type AllocationPart, excessOrder, minimumOrder, pour } from '../card/allocation.ts';
import { deferredInterestBefore } from '../card/deferred.ts';
import { ruleMinimum } from '../card/minimum.ts';
import { type CardPart, FIXED_RULE } from '../card/types.ts';
import type { SimCard, SimDebt, SimPart, SimPartPayment, SimPromo } from './sim-types.ts';

export type { SimCard, SimPart, SimPartPayment } from './sim-types.ts';
import type { PlanDebtInput } from './types.ts';

/**
 * The minimum a card asks this month: the typed one (fixed rule, at most the payment), or its rule's
 * on the balance before the month's interest. Month 1: less what the current cycle has had already.
 */
export function cardMinimum(card: SimCard, payment: Cents, balance: Cents, interest: Cents, paidAlready: Cents): Cents {
  const rule =
    card.rule.kind === 'fixed'
      ? Math.min(card.fixedMinimum, Math.max(0, payment))
      : ruleMinimum(card.rule, { balance, interest, fixed: card.fixedMinimum });
  return Math.max(0, rule - Math.max(0, paidAlready));
}

/**
 * What a card owes this month from its own payment (before rollover). A fixed rule: its payment, as
 * every debt; a percent rule: the rule's minimum plus the card's extra (never below `atLeast`).
 * Month 1 asks for the rest of what the current cycle has had already.
 */
export function cardDue(card: SimCard, payment: Cents, minimum: Cents, paidAlready: Cents): Cents {
  if (card.rule.kind === 'fixed') return Math.max(0, Math.max(0, payment) - Math.max(0, paidAlready));
  // `minimum` is already net of what was paid: the rule's extra and floor count against it too.
  const paid = Math.max(0, paidAlready);
  return Math.max(0, Math.max(card.atLeast - paid, minimum + card.extra));
}

/** The debt paying a fixed `payment` a month (a percent-rule card: never below its rule). For the payment-needed searches. */
export function withFixedPayment<T extends SimDebt>(d: T, payment: Cents): T {
  return { ...d, payment, card: d.card ? { ...d.card, extra: 0, atLeast: payment } : null };
}

/** The debt paying only its minimum: the typed one, or its rule's month by month (the "minimums only" run). */
export function atMinimum<T extends SimDebt>(d: T, minPayment: Cents): T {
  if (!d.card || d.card.rule.kind === 'fixed') return { ...d, payment: minPayment };
  return { ...d, payment: minPayment, card: { ...d.card, extra: 0, atLeast: 0 } };
}

/** One card's parts through a run: balances, promotions, the month's payments, the "never ends" memory. */
export class CardRun {
  readonly n: number;
  readonly balance: Float64Array;
  private readonly parts: SimPart[];
  private readonly promoOn: Uint8Array;
  private readonly deferredAcc: Float64Array;
  private readonly promoCharged: Float64Array;
  private readonly monthPay: Float64Array;
  private readonly monthInterest: Float64Array;
  private readonly alloc: AllocationPart[];
  private readonly history: Float64Array;
  private minOrder: number[] = [];
  /** accrue opened the month; close applies its payments once. */
  private open = false;
  private exOrder: number[] = [];
  /** The last month a part's rate changed or a part was paid off. */
  lastEvent = 0;
  deferredCharge = 0;
  deferredChargeMonth: number | null = null;

  constructor(parts: readonly SimPart[], startDay: number) {
    this.parts = [...parts];
    this.n = parts.length;
    this.balance = Float64Array.from(parts, (p) => Math.max(0, p.balance));
    this.promoOn = Uint8Array.from(parts, (p) => (p.promo && p.promo.endDay >= startDay ? 1 : 0));
    this.deferredAcc = Float64Array.from(parts, (p, j) => (this.promoOn[j] && p.promo!.deferred ? p.promo!.accruedBefore : 0));
    this.promoCharged = new Float64Array(this.n);
    this.monthPay = new Float64Array(this.n);
    this.monthInterest = new Float64Array(this.n);
    this.alloc = parts.map(() => ({ balance: 0, rateBp: 0, deferredDeadline: null }));
    this.history = new Float64Array(12 * this.n);
    this.history.set(this.balance, 0);
  }

  total(): Cents {
    let t = 0;
    for (let j = 0; j < this.n; j++) t += this.balance[j]!;
    return t;
  }

  /** Step 1: the month [s, e) of month m; `next` = the end of month m + 1. Returns the card's interest. */
  accrue(m: number, s: number, e: number, next: number): Cents {
    const days = e - s;
    let total = 0;
    this.open = true;
    for (let j = 0; j < this.n; j++) {
      const part = this.parts[j]!;
      const b = this.balance[j]!;
      const p = this.promoOn[j] ? part.promo : null;
      let x = 0;
      if (p === null) {
        x = b > 0 && part.apr > 0 ? mulDiv(b, part.apr * days, DAILY_DENOMINATOR) : 0;
      } else if (p.deferred && p.endDay < e) {
        // The month containing the promo end: a part still owed is charged the back-dated interest.
        if (b > 0) {
          const charge = Math.max(0, this.deferredAcc[j]! - this.promoCharged[j]!);
          this.deferredCharge += charge;
          this.deferredChargeMonth ??= m;
          x = charge + mulDiv(b, part.apr * days, DAILY_DENOMINATOR);
        }
        this.promoOn[j] = 0;
        this.lastEvent = m;
      } else {
        const promoDays = Math.min(days, Math.max(0, p.endDay - s));
        x = b > 0 ? mulDiv(b, p.rateBp * promoDays + part.apr * (days - promoDays), DAILY_DENOMINATOR) : 0;
        if (p.deferred && b > 0) {
          this.deferredAcc[j]! += mulDiv(b, part.apr * promoDays, DAILY_DENOMINATOR);
          this.promoCharged[j]! += x;
        }
        if (p.endDay < e) {
          this.promoOn[j] = 0;
          this.lastEvent = m;
        }
      }
      this.balance[j] = b + x;
      this.monthInterest[j] = x;
      this.monthPay[j] = 0;
      total += x;
      // The rate charged at the month's end orders this month's payment.
      const a = this.alloc[j]!;
      a.balance = this.balance[j]!;
      a.rateBp = this.promoOn[j] && part.promo ? part.promo.rateBp : part.apr;
      const deadline = part.promo && part.promo.deferred ? part.promo.endDay : null;
      a.deferredDeadline = deadline !== null && deadline >= s && deadline < next && this.balance[j]! > 0 ? deadline : null;
    }
    this.minOrder = minimumOrder(this.alloc);
    this.exOrder = excessOrder(this.alloc);
    return total;
  }

  /** Step 3: the card's own payment, `minimum` of it lowest rate first, the rest highest rate first. */
  pay(amount: Cents, minimum: Cents): void {
    const toMinimum = Math.min(amount, Math.max(0, minimum));
    const left = pour(this.balance, this.monthPay, this.minOrder, toMinimum);
    this.payExcess(amount - toMinimum + left);
  }

  /** More money for the card this month (rollover, lump sums): above the minimum, so highest rate first. */
  payExcess(amount: Cents): void {
    pour(this.balance, this.monthPay, this.exOrder, amount);
  }

  /** The month's end: payments come off the balances; a part paid off is an event. */
  close(m: number): void {
    if (!this.open) return;
    this.open = false;
    for (let j = 0; j < this.n; j++) {
      const before = this.balance[j]!;
      this.balance[j] = before - this.monthPay[j]!;
      if (before > 0 && this.balance[j]! <= 0) this.lastEvent = m;
    }
  }

  monthParts(): SimPartPayment[] {
    return this.parts.map((p, j) => ({
      partId: p.id,
      kind: p.kind,
      payment: this.monthPay[j]!,
      interest: this.monthInterest[j]!,
      balance: this.balance[j]!,
    }));
  }

  /**
   * Part of the "never ends" proof (simulate.ts): nothing about the card changes any more — no
   * promotion still running, no rate change or payoff for 12 months, no part owing less than 12
   * months before. Also remembers this month's balances for the check 12 months on.
   */
  steady(m: number): boolean {
    const slot = (m % 12) * this.n;
    let steady = m - this.lastEvent >= 12;
    for (let j = 0; j < this.n; j++) {
      const b = this.balance[j]!;
      if (b > 0 && (this.promoOn[j] || (m >= 12 && b < this.history[slot + j]!))) steady = false;
      this.history[slot + j] = b;
    }
    return steady;
  }
}

/** The runs of a simulation's cards with parts (null for every other debt). */
export function cardRuns(debts: readonly SimDebt[], startDay: number): (CardRun | null)[] {
  return debts.map((d) => (d.card?.parts ? new CardRun(d.card.parts, startDay) : null));
}

/**
 * The card facts of a plan debt: null for every debt but a credit card with balances or a percent
 * rule, so everything else runs exactly as before. The card's extra is its payment above the
 * minimum it reports (payment = minPayment + extraPayment).
 */
export function simCardOf(d: PlanDebtInput, today: IsoDate): SimCard | null {
  if (d.debtType !== 'credit_card') return null;
  const rule = d.minPaymentRule ?? FIXED_RULE;
  const parts = d.parts && d.parts.length > 0 ? d.parts.map((p) => simPartOf(p, today)) : null;
  if (parts === null && rule.kind === 'fixed') return null;
  const minimum = Math.max(0, d.minPayment ?? d.payment);
  return { parts, rule, fixedMinimum: minimum, extra: Math.max(0, d.payment - minimum), atLeast: 0 };
}

function simPartOf(p: CardPart, today: IsoDate): SimPart {
  const balance = Math.max(0, p.balance);
  let promo: SimPromo | null = null;
  if (p.promoApr !== null && p.promoEndDate !== null && p.promoEndDate > today) {
    promo = {
      rateBp: p.promoApr,
      endDay: toDayNumber(p.promoEndDate),
      deferred: p.deferredInterest,
      accruedBefore: deferredInterestBefore({ ...p, balance }, today),
    };
  }
  return { id: p.id, kind: p.kind, balance, apr: p.apr, promo };
}

/**
 * A card with balances as one debt of the plan: its balance is the parts' total, and it ranks by
 * the highest rate charged today on a balance it owes — where an extra dollar paid to the card goes
 * (Regulation Z: the excess to the highest APR first). Its promotions live on its parts.
 */
export function cardSimDebt(d: PlanDebtInput, card: SimCard & { parts: SimPart[] }): SimDebt {
  let balance = 0;
  let rank = 0;
  for (const p of card.parts) {
    balance += p.balance;
    if (p.balance > 0) rank = Math.max(rank, p.promo ? p.promo.rateBp : p.apr);
  }
  return {
    id: d.id,
    debtType: d.debtType,
    balance,
    apr: rank,
    payment: Math.max(0, d.payment),
    paidFirstMonth: Math.max(0, d.paidThisMonth ?? 0),
    promo: null,
    card,
  };
}

/** The `parts` of a schedule row, for a card with balances only (other rows stay as they were). */
export function scheduleParts(p: { parts?: SimPartPayment[] }): { parts?: SimPartPayment[] } {
  return p.parts ? { parts: p.parts } : {};
}
