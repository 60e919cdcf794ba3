import { describe, expect, it } from 'vitest';
import {
  type SuggestionCandidate,
  actionDebtPatch,
  applyActionToDebt,
  applyActions,
  generateSuggestions,
  suggestionRow,
} from '../src/ai/engine.ts';
import { type AiFacts, isRecurringBill } from '../src/ai/facts.ts';
import { wordingMentionsOnly } from '../src/ai/wording.ts';
import type { IncomeFacts } from '../src/income/income.ts';
import { computeDebt } from '../src/debt/facts.ts';
import { visaDueJan15 as debt } from './debt-facts.ts';

const monthly = (payDate: string, amount: number): IncomeFacts => ({ payDate, frequency: 'monthly', amount });
const kinds = (s: SuggestionCandidate[]) => s.map((x) => x.key);

// generateSuggestions, continued from ai-engine.test.ts (split at 400 lines): timing rules, empty
// data, recurring bills, applying, and timing savings only where interest accrues.

describe('generateSuggestions: payment timing rules', () => {
  const today = '2026-11-22';
  // Paydays: weekly from Nov 27 (Nov 27, Dec 4, ...)
  const income = [{ payDate: '2026-11-27', frequency: 'weekly' as const, amount: 100_000 }];
  const visa = debt({ balance: 500_000, apr: 1999, minPayment: 15_000, extraPayment: 5_000, dueDate: '2026-12-10' });

  it('none for monthly-accruing debts (mortgage/rent), even with a payday before the due date', () => {
    const s = generateSuggestions({ today, debts: [debt({ debtType: 'mortgage', apr: 650, dueDate: '2026-12-10' })], income });
    expect(s.some((x) => x.suggestionType === 'payment_timing')).toBe(false);
  });

  it('none when the rate is missing or 0 % (no savings, no invented rate)', () => {
    const s = generateSuggestions({
      today,
      debts: [debt({ id: 1, apr: null, dueDate: '2026-12-10' }), debt({ id: 2, apr: 0, dueDate: '2026-12-10' })],
      income,
    });
    expect(s.some((x) => x.suggestionType === 'payment_timing')).toBe(false);
  });

  it('a date the user chose later than the payday: the saving is for the days between them', () => {
    // chosen Dec 8; payday Nov 27: 20,000 × 1999 × 11 / 3,650,000 = 120.49 -> 120 ($1.20)
    const s = generateSuggestions({ today, debts: [{ ...visa, suggestedPaymentDate: '2026-12-08' }], income });
    const t = s.find((x) => x.suggestionType === 'payment_timing')!;
    expect(t.potentialSavings).toBe(120);
    expect(t.title).toBe('Pay Visa on Nov 27 instead of Dec 8');
    expect(t.description).toBe(
      'Your paycheck on Nov 27 arrives 11 days before the Dec 8 payment date you set for Visa (due Dec 10). ' +
        'Visa charges interest every day at 19.99% APR, so paying the $200.00 on Nov 27 instead saves $1.20 more in interest this month.',
    );
    expect(wordingMentionsOnly(`${t.title} ${t.description}`, t.facts)).toBe(true);
  });

  it('none once the chosen date is the payday or earlier (an applied suggestion is not suggested again)', () => {
    for (const chosen of ['2026-11-27', '2026-11-23']) {
      const s = generateSuggestions({ today, debts: [{ ...visa, suggestedPaymentDate: chosen }], income });
      expect(s.some((x) => x.suggestionType === 'payment_timing')).toBe(false);
    }
  });

  it('a chosen date already past is ignored (the due date counts again)', () => {
    // chosen Nov 20 < today: paying Nov 27 instead of Dec 10, 13 days: 20,000 × 1999 × 13 / 3,650,000 = 142.39 -> 142
    const s = generateSuggestions({ today, debts: [{ ...visa, suggestedPaymentDate: '2026-11-20' }], income });
    expect(s.find((x) => x.suggestionType === 'payment_timing')!.potentialSavings).toBe(142);
  });
});

describe('generateSuggestions: empty data and determinism', () => {
  it('no debts: no suggestions, whatever the income', () => {
    expect(generateSuggestions({ today: '2026-11-22', debts: [], income: [] })).toEqual([]);
    expect(generateSuggestions({ today: '2026-11-22', debts: [], income: [monthly('2026-12-01', 500_000)] })).toEqual([]);
    expect(generateSuggestions({ today: '2026-11-22', debts: [debt({ isPaid: true }), debt({ id: 2, balance: 0 })], income: [] })).toEqual(
      [],
    );
  });

  it('identical facts give identical suggestions, in the same order, whatever the order of the lists', () => {
    const debts = [
      debt({ id: 3, debtName: 'Car', debtType: 'auto_loan', apr: 690, balance: 1_200_000, minPayment: 35_000, dueDate: '2026-11-24' }),
      debt({ id: 1, debtName: 'Visa', balance: 500_000, apr: 1999, minPayment: 15_000, extraPayment: 5_000, dueDate: '2026-12-10' }),
      debt({ id: 2, debtName: 'Amex', balance: 300_000, apr: 2400, minPayment: 30_000, dueDate: '2026-11-28' }),
      debt({ id: 4, debtName: 'Rent', debtType: 'mortgage', apr: 0, balance: 150_000, minPayment: 150_000, dueDate: '2026-12-01' }),
    ];
    const income: IncomeFacts[] = [
      { payDate: '2026-11-06', frequency: 'bi-weekly', amount: 300_000 },
      { payDate: '2026-11-27', frequency: 'weekly', amount: 10_000 },
    ];
    const a = generateSuggestions({ today: '2026-11-22', debts, income });
    const b = generateSuggestions({ today: '2026-11-22', debts: [...debts].reverse(), income: [...income].reverse() });
    expect(b).toEqual(a);
    expect(generateSuggestions({ today: '2026-11-22', debts, income })).toEqual(a);
    expect(kinds(a)).toEqual([
      'extra_payment:2',
      'rollover',
      'debt_consolidation',
      'payment_timing:1',
      'no_payday_before_due:3',
      'payment_timing:2',
    ]);
    // impact first, then type, then debt id (the three impact-10 / lower ones); the extra payment's
    // budget comes from the average monthly income (a year's paydays / 12)
    expect(a.map((x) => x.impactScore)).toEqual([79, 70, 65, 10, 10, 2]);
  });
});

describe('recurring bills', () => {
  it('a Mortgage/Rent entry without a rate is a recurring bill, a mortgage with a rate is not', () => {
    expect(isRecurringBill({ debtType: 'mortgage', apr: 0 })).toBe(true);
    expect(isRecurringBill({ debtType: 'mortgage', apr: null })).toBe(true);
    expect(isRecurringBill({ debtType: 'mortgage', apr: 650 })).toBe(false);
    expect(isRecurringBill({ debtType: 'credit_card', apr: 0 })).toBe(false);
  });

  it("rent's payment is never 'freed' into a rollover saving", () => {
    // Visa + rent (paid every month): no rollover suggestion, since only one debt is simulated
    const s = generateSuggestions({
      today: '2026-01-01',
      debts: [debt({}), debt({ id: 2, debtName: 'Rent', debtType: 'mortgage', apr: 0, balance: 150_000, minPayment: 150_000 })],
      income: [],
    });
    expect(s.some((x) => x.key === 'rollover')).toBe(false);
  });
});

describe('applying', () => {
  const d = debt({ extraPayment: 2_500 });

  it('actionDebtPatch: the debts-table change', () => {
    expect(actionDebtPatch({ kind: 'set_suggested_payment_date', debtId: 1, date: '2026-01-05' })).toEqual({
      debtId: 1,
      suggestedPaymentDate: '2026-01-05',
    });
    expect(actionDebtPatch({ kind: 'set_extra_payment', debtId: 1, extraPayment: '112.00' })).toEqual({
      debtId: 1,
      extraPayment: '112.00',
    });
  });

  it('applyActionToDebt sets absolute values (twice = once) and leaves other debts alone', () => {
    const action = { kind: 'set_extra_payment' as const, debtId: 1, extraPayment: '112.00' };
    const once = applyActionToDebt(d, action);
    expect(once.extraPayment).toBe(11_200);
    expect(applyActionToDebt(once, action)).toEqual(once);
    expect(applyActionToDebt({ ...d, id: 2 }, action)).toEqual({ ...d, id: 2 });
    expect(applyActionToDebt(d, null)).toBe(d);
    expect(applyActionToDebt(d, { kind: 'set_suggested_payment_date', debtId: 1, date: '2026-01-05' }).suggestedPaymentDate).toBe(
      '2026-01-05',
    );
  });

  it('applyActions applies every action to the facts', () => {
    const facts: AiFacts = { today: '2026-01-01', debts: [d, debt({ id: 2 })], income: [] };
    const out = applyActions(facts, [{ kind: 'set_suggested_payment_date', debtId: 2, date: '2026-01-05' }, null]);
    expect(out.debts[1]!.suggestedPaymentDate).toBe('2026-01-05');
    expect(out.debts[0]).toBe(d);
  });

  it('suggestionRow: the ai_suggestions insert, money as a string', () => {
    const [e] = generateSuggestions({ today: '2026-01-01', debts: [debt({})], income: [monthly('2026-01-05', 40_000)] });
    expect(suggestionRow(e!)).toEqual({
      suggestionType: 'extra_payment',
      debtId: 1,
      title: 'Put an extra $100.00 a month toward Visa',
      description: e!.description,
      potentialSavings: '13.35',
      impactScore: 29,
      action: { kind: 'set_extra_payment', debtId: 1, extraPayment: '100.00' },
    });
  });
});

describe('timing savings only where interest accrues', () => {
  const income = [monthly('2026-01-05', 400_000)];
  const timingOf = (d: Parameters<typeof debt>[0]) => {
    const facts: AiFacts = { today: '2026-01-01', debts: [debt(d)], income };
    return {
      suggestion: generateSuggestions(facts).some((s) => s.suggestionType === 'payment_timing'),
      card: computeDebt(facts.debts[0]!, income, facts.today).interestSavings,
    };
  };

  it('a card paid in full each month, a running 0 % promotion and a mortgage save nothing by paying early; a plain card does', () => {
    expect(timingOf({})).toEqual({ suggestion: true, card: 99 });
    expect(timingOf({ paysInFull: true })).toEqual({ suggestion: false, card: 0 });
    expect(timingOf({ promoRateBp: 0, promoEndDate: '2026-06-01' })).toEqual({ suggestion: false, card: 0 });
    expect(timingOf({ promoRateBp: 0, promoEndDate: '2025-12-01' })).toEqual({ suggestion: true, card: 99 }); // ended: the APR again
    expect(timingOf({ debtType: 'mortgage', apr: 600 })).toEqual({ suggestion: false, card: 0 });
  });

  it('a card paid in full is in no plan, names no savings, and is never the target of a plan suggestion', () => {
    const facts: AiFacts = {
      today: '2026-01-01',
      debts: [debt({ paysInFull: true }), debt({ id: 2, debtName: 'Amex', apr: 2400 })],
      income,
    };
    const s = generateSuggestions(facts);
    expect(s.every((x) => !x.facts.debtIds.includes(1))).toBe(true);
  });

  it('suggestions never name a paid debt', () => {
    const facts: AiFacts = { today: '2026-01-01', debts: [debt({ isPaid: true }), debt({ id: 2, debtName: 'Amex', apr: 2400 })], income };
    for (const x of generateSuggestions(facts)) expect(`${x.title} ${x.description}`).not.toContain('Visa');
  });
});
