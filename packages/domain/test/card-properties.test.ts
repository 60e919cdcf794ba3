import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AllocationPart, allocatePayment } from '../src/card/allocation.ts';
import { ruleMinimum } from '../src/card/minimum.ts';
import { CARD_PART_KINDS, type CardPart, type MinPaymentRule } from '../src/card/types.ts';
import { addDays } from '../src/dates/calendar.ts';
import { computePlan, planResponse } from '../src/plan/index.ts';
import type { PlanDebtInput, PlanInput, PlanResult } from '../src/plan/types.ts';
import { planSchema } from '../src/schemas/plan.ts';
import { runs } from './property-seed.ts';

// Properties of cards with balances and minimum-payment rules in the plan (docs/money-math.md, "Cards in the plan").

const today = '2026-11-22';

const ruleArb: fc.Arbitrary<MinPaymentRule> = fc.oneof(
  fc.constant({ kind: 'fixed' as const }),
  fc.record({
    kind: fc.constant('percent_plus_interest' as const),
    percentBp: fc.integer({ min: 1, max: 500 }),
    floor: fc.integer({ min: 0, max: 5_000 }),
  }),
  fc.record({
    kind: fc.constant('percent_of_balance' as const),
    percentBp: fc.integer({ min: 100, max: 600 }),
    floor: fc.integer({ min: 0, max: 5_000 }),
  }),
);

const partArb = (id: number, promos: boolean): fc.Arbitrary<CardPart> =>
  fc
    .record({
      kind: fc.constantFrom(...CARD_PART_KINDS),
      balance: fc.oneof(fc.integer({ min: 0, max: 400_000 }), fc.integer({ min: 0, max: 20_000 })),
      apr: fc.integer({ min: 0, max: 3_500 }),
      promo: promos
        ? fc.option(
            fc.record({
              promoApr: fc.integer({ min: 0, max: 1_000 }),
              promoEndDate: fc.integer({ min: 1, max: 700 }).map((o) => addDays(today, o)),
              deferredInterest: fc.boolean(),
              promoStartDate: fc.option(fc.integer({ min: -300, max: 0 }).map((o) => addDays(today, o))),
            }),
            { freq: 2 },
          )
        : fc.constant(null),
    })
    .map(({ promo, ...p }) => ({
      id,
      ...p,
      promoApr: promo?.promoApr ?? null,
      promoEndDate: promo?.promoEndDate ?? null,
      deferredInterest: promo?.deferredInterest ?? false,
      promoStartDate: promo?.promoStartDate ?? null,
    }));

const cardArb = (id: number, promos: boolean): fc.Arbitrary<PlanDebtInput> =>
  fc
    .record({
      parts: fc.integer({ min: 1, max: 4 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, j) => partArb(id * 10 + j, promos)))),
      rule: ruleArb,
      minPayment: fc.integer({ min: 0, max: 30_000 }),
      extra: fc.integer({ min: 0, max: 30_000 }),
    })
    .map(({ parts, rule, minPayment, extra }) => {
      const balance = parts.reduce((a, p) => a + p.balance, 0);
      return {
        id,
        debtName: `Card ${id}`,
        debtType: 'credit_card' as const,
        balance,
        apr: 2_000,
        payment: Math.min(minPayment + extra, balance),
        minPayment: Math.min(minPayment, balance),
        inPlan: true,
        paysInFull: false,
        promoRateBp: null,
        promoEndDate: null,
        deferredInterest: false,
        parts,
        minPaymentRule: rule,
      };
    });

const loanArb = (id: number): fc.Arbitrary<PlanDebtInput> =>
  fc
    .record({
      balance: fc.integer({ min: 0, max: 500_000 }),
      apr: fc.integer({ min: 0, max: 3_000 }),
      payment: fc.integer({ min: 0, max: 40_000 }),
    })
    .map((x) => ({
      id,
      debtName: `Loan ${id}`,
      debtType: 'personal_loan' as const,
      ...x,
      payment: Math.min(x.payment, x.balance),
      inPlan: true,
      paysInFull: false,
      promoRateBp: null,
      promoEndDate: null,
      deferredInterest: false,
    }));

const inputArb = (promos: boolean): fc.Arbitrary<PlanInput> =>
  fc
    .record({
      cards: fc.integer({ min: 1, max: 2 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, i) => cardArb(i + 1, promos)))),
      loans: fc.integer({ min: 0, max: 2 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, i) => loanArb(i + 5)))),
      strategy: fc.constantFrom('avalanche' as const, 'snowball' as const),
      extra: fc.integer({ min: 0, max: 50_000 }),
    })
    .map(({ cards, loans, strategy, extra }) => ({
      today,
      debts: [...cards, ...loans],
      settings: { strategy, extraMonthlyCents: extra, customOrder: null },
      horizonMonths: 360,
    }));

const rowsOf = (p: PlanResult, id: number) => p.schedule.flatMap((m) => m.payments.filter((x) => x.debtId === id));

describe('allocatePayment (properties)', () => {
  const partsArb = fc.array(
    fc.record({
      balance: fc.integer({ min: 0, max: 100_000 }),
      rateBp: fc.integer({ min: 0, max: 3_000 }),
      deferredDeadline: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 3 }),
    }),
    { minLength: 1, maxLength: 6 },
  );

  it('pays what is owed up to the payment; the minimum never goes to a higher rate while a lower rate owes; the excess never to a lower rate while a higher one (outside the deferred window) owes', () => {
    fc.assert(
      fc.property(
        partsArb,
        fc.integer({ min: 0, max: 150_000 }),
        fc.integer({ min: 0, max: 400_000 }),
        (parts: AllocationPart[], minimum, payment) => {
          const owed = parts.reduce((a, p) => a + p.balance, 0);
          const all = allocatePayment(parts, minimum, payment);
          expect(all.reduce((a, b) => a + b, 0)).toBe(Math.min(payment, owed));
          all.forEach((x, j) => expect(x >= 0 && x <= parts[j]!.balance).toBe(true));
          // the minimum's share is the allocation of a payment of the minimum alone; the rest is the excess
          const toMinimum = allocatePayment(parts, minimum, Math.min(payment, minimum));
          const excess = all.map((x, j) => x - toMinimum[j]!);
          parts.forEach((p, j) => {
            if (toMinimum[j]! > 0)
              parts.forEach((q, k) => {
                if (q.rateBp < p.rateBp) expect(toMinimum[k]).toBe(q.balance);
              });
            if (excess[j]! > 0 && p.deferredDeadline === null)
              parts.forEach((q, k) => {
                if (q.deferredDeadline !== null || q.rateBp > p.rateBp) expect(all[k]).toBe(q.balance);
              });
            expect(excess[j]!).toBeGreaterThanOrEqual(0);
          });
        },
      ),
      runs(300),
    );
  });
});

describe('cards in the plan (properties)', () => {
  it('money is conserved per balance and per card; each row’s balances add up to the card’s row; the wire form is the schema', () => {
    fc.assert(
      fc.property(inputArb(true), (input) => {
        const p = computePlan(input);
        expect(planSchema.parse(planResponse(p))).toEqual(planResponse(p));
        for (const d of input.debts) {
          const rows = rowsOf(p, d.id);
          if (rows.length === 0) continue;
          const result = p.debts.find((x) => x.debtId === d.id)!;
          const last = rows[rows.length - 1]!;
          expect(d.balance + result.totalInterest).toBe(result.totalPaid + last.balance);
          if (!d.parts) continue;
          for (const r of rows) {
            expect(r.parts!.reduce((a, x) => a + x.payment, 0)).toBe(r.payment);
            expect(r.parts!.reduce((a, x) => a + x.interest, 0)).toBe(r.interest);
            expect(r.parts!.reduce((a, x) => a + x.balance, 0)).toBe(r.balance);
            for (const x of r.parts!) expect(x.payment >= 0 && x.interest >= 0 && x.balance >= 0).toBe(true);
          }
          d.parts.forEach((part, j) => {
            const paid = rows.reduce((a, r) => a + r.parts![j]!.payment, 0);
            const interest = rows.reduce((a, r) => a + r.parts![j]!.interest, 0);
            expect(rows[0]!.parts![j]!.partId).toBe(part.id);
            expect(part.balance + interest).toBe(paid + last.parts![j]!.balance);
          });
        }
      }),
      runs(60),
    );
  });

  it('a card is never paid less than its rule’s minimum while it owes; without promotions its payment is split exactly as Regulation Z says', () => {
    fc.assert(
      fc.property(inputArb(false), (input) => {
        const p = computePlan(input);
        for (const d of input.debts) {
          if (!d.parts) continue;
          const rule = d.minPaymentRule!;
          let before = d.parts.map((x) => x.balance);
          for (const r of rowsOf(p, d.id)) {
            const balance = before.reduce((a, b) => a + b, 0);
            const minimum =
              rule.kind === 'fixed'
                ? Math.min(d.minPayment!, d.payment)
                : ruleMinimum(rule, { balance, interest: r.interest, fixed: d.minPayment! });
            expect(r.payment).toBeGreaterThanOrEqual(Math.min(minimum, balance + r.interest));
            const owed = r.parts!.map((x, j) => before[j]! + x.interest);
            const expected = allocatePayment(
              owed.map((b, j) => ({ balance: b, rateBp: d.parts![j]!.apr, deferredDeadline: null })),
              minimum,
              r.payment,
            );
            expect(r.parts!.map((x) => x.payment)).toEqual(expected);
            before = r.parts!.map((x) => x.balance);
          }
        }
      }),
      runs(60),
    );
  });

  it("the budget stays: every month but the last pays at least the monthly budget, less the own extras of debts already paid off (freed minimums roll on; a debt's extra ends with it)", () => {
    fc.assert(
      fc.property(inputArb(true), (input) => {
        const p = computePlan(input);
        const byId = new Map(input.debts.map((d) => [d.id, d]));
        const ownExtra = (id: number) => {
          const d = byId.get(id)!;
          return Math.max(0, d.payment - (d.minPayment ?? d.payment));
        };
        p.schedule.slice(0, -1).forEach((m) => {
          const gone = p.debts.filter((d) => d.payoffMonth !== null && d.payoffMonth < m.month).reduce((t, d) => t + ownExtra(d.debtId), 0);
          expect(m.totalPayment).toBeGreaterThanOrEqual(p.monthlyBudget - gone);
        });
      }),
      runs(60),
    );
  });

  // A debt's own extra (its payment above its minimum) ends with it, so a bigger plan-wide extra that
  // clears such a debt a month sooner also ends its own extra a month sooner: on the budget that is
  // left, the plan can then cost a few cents more (a 1-cent bigger extra cleared a card paying 41
  // cents above its $0 minimum one month early, and the other card paid $0.41 less a month: 4 cents
  // more interest). The property is about the plan-wide extra: the debts pay their minimums.
  it('paying more never costs more: a bigger extra never raises interest or delays the debt-free date', () => {
    fc.assert(
      fc.property(inputArb(true), fc.integer({ min: 1, max: 100_000 }), (generated, more) => {
        const input = { ...generated, debts: generated.debts.map((d) => ({ ...d, payment: d.minPayment ?? d.payment })) };
        const base = computePlan(input);
        const richer = computePlan({
          ...input,
          settings: { ...input.settings, extraMonthlyCents: input.settings.extraMonthlyCents + more },
        });
        if (base.months !== null) {
          expect(richer.months).not.toBeNull();
          expect(richer.months!).toBeLessThanOrEqual(base.months);
          expect(richer.totalInterest!).toBeLessThanOrEqual(base.totalInterest!);
        }
      }),
      runs(60),
    );
  });

  it('the plan never costs more than paying as you do now', () => {
    fc.assert(
      fc.property(inputArb(true), (input) => {
        const p = computePlan(input);
        if (p.baseline.months === null) return;
        expect(p.months).not.toBeNull();
        expect(p.interestSaved!).toBeGreaterThanOrEqual(0);
      }),
      runs(60),
    );
  });
});
