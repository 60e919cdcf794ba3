import { describe, expect, it } from 'vitest';
import { type SuggestionCandidate, applyActions, extraPaymentBudget, generateSuggestions } from '../src/ai/engine.ts';
import type { AiFacts } from '../src/ai/facts.ts';
import { wordingMentionsOnly } from '../src/ai/wording.ts';
import type { IncomeFacts } from '../src/income/income.ts';
import { computePlan } from '../src/plan/engine.ts';
import { planInputFromFacts } from '../src/plan/from-facts.ts';
import { computeDebt } from '../src/debt/facts.ts';
import { visaDueJan15 as debt } from './debt-facts.ts';

const monthly = (payDate: string, amount: number): IncomeFacts => ({ payDate, frequency: 'monthly', amount });
const kinds = (s: SuggestionCandidate[]) => s.map((x) => x.key);

describe('generateSuggestions: one card, a payday before the due date, room for an extra payment', () => {
  // Today Jan 1 2026. Visa $1,000.00 at 18 %, $200.00 a month, due Jan 15. Income $400.00 monthly on the 5th.
  const facts: AiFacts = { today: '2026-01-01', debts: [debt({})], income: [monthly('2026-01-05', 40_000)] };
  const s = generateSuggestions(facts);

  it('suggests the extra payment first, then the payment date', () => {
    expect(kinds(s)).toEqual(['extra_payment:1', 'payment_timing:1']);
  });

  it('payment_timing: pay on the Jan 5 payday, 10 days before the due date', () => {
    // savings = 20,000 × 1800 × 10 / 3,650,000 = 98.63 -> 99 ($0.99), the debt card's interestSavings
    // impact = round(25 × log10(1 + 0.99)) = round(7.47) = 7
    const t = s.find((x) => x.suggestionType === 'payment_timing')!;
    expect(t.potentialSavings).toBe(99);
    expect(t.potentialSavings).toBe(computeDebt(facts.debts[0]!, facts.income, facts.today).interestSavings);
    expect(t.impactScore).toBe(7);
    expect(t.debtId).toBe(1);
    expect(t.action).toEqual({ kind: 'set_suggested_payment_date', debtId: 1, date: '2026-01-05' });
    expect(t.title).toBe('Pay Visa on Jan 5 instead of Jan 15');
    expect(t.description).toBe(
      'Your paycheck on Jan 5 arrives 10 days before Visa is due (Jan 15). Visa charges interest every day at 18% APR, ' +
        'so paying the $200.00 on Jan 5 instead of on the due date saves $0.99 in interest this month.',
    );
    expect(t.facts).toEqual({
      kind: 'payment_timing',
      debtIds: [1],
      debtNames: ['Visa'],
      amounts: { payment: 20_000, savings: 99 },
      dates: { today: '2026-01-01', payDate: '2026-01-05', insteadOf: '2026-01-15', dueDate: '2026-01-15' },
      numbers: { aprBp: 1800, daysEarly: 10, daysBeforeDue: 10 },
    });
  });

  it('extra_payment: half the slack, $100.00, toward Visa; savings and months from the plan', () => {
    // slack = 40,000 − 20,000 = 20,000; half = 10,000 ($100, whole dollars);
    // 80 % line: 40,000 × 0.8 − 20,000 = 12,000 >= 10,000; room on Visa 100,000 − 20,000 = 80,000 -> $100.00.
    // Without (docs/money-math.md): interest 1529 + 1126 + 958 + 645 + 371 + 68 = 4,697, paid off in month 6.
    // With $300.00 a month:
    //   Jan 31 d: 100,000 × 1800 × 31 / 3,650,000 = 1528.77 -> 1529; 101,529 − 30,000 = 71,529
    //   Feb 28 d:  71,529 × 1800 × 28 / 3,650,000 =  987.69 ->  988;  72,517 − 30,000 = 42,517
    //   Mar 31 d:  42,517 × 1800 × 31 / 3,650,000 =  649.99 ->  650;  43,167 − 30,000 = 13,167
    //   Apr 30 d:  13,167 × 1800 × 30 / 3,650,000 =  194.80 ->  195;  13,362 paid -> 0 (month 4)
    //   interest 1529 + 988 + 650 + 195 = 3,362. Savings 4,697 − 3,362 = 1,335 ($13.35), 2 months sooner.
    // impact = round(25 × log10(14.35)) = round(28.92) = 29
    const e = s.find((x) => x.suggestionType === 'extra_payment')!;
    expect(e.potentialSavings).toBe(1_335);
    expect(e.impactScore).toBe(29);
    expect(e.action).toEqual({ kind: 'set_extra_payment', debtId: 1, extraPayment: '100.00' });
    expect(e.title).toBe('Put an extra $100.00 a month toward Visa');
    expect(e.description).toBe(
      'In an average month you have $200.00 left over after your debt payments. Adding $100.00 of it each month to Visa (18% APR), the first debt in your ' +
        'avalanche (highest rate first) plan, makes you debt-free 2 months sooner (in 4 months instead of 6) and saves $13.35 in interest over your plan. ' +
        'The extra ends when Visa is paid off (its minimum payment rolls on to your next debt). Your debt payments stay within 80% of your income.',
    );
    expect(e.facts.amounts).toEqual({ slack: 20_000, extra: 10_000, savings: 1_335, newExtraPayment: 10_000 });
    expect(e.facts.numbers).toEqual({ aprBp: 1800, monthsBefore: 6, monthsAfter: 4, monthsSaved: 2 });
  });

  it('the extra payment action sets the new total extra payment (existing extra + suggested)', () => {
    // extra $25.00 already: payment 22,500; slack 17,500 -> half 8,750 -> $87 (whole dollars down);
    // 80 % line 32,000 − 22,500 = 9,500 -> $95; so $87.00, new extra 2,500 + 8,700 = 11,200 -> '112.00'.
    const e = generateSuggestions({ ...facts, debts: [debt({ extraPayment: 2_500 })] }).find((x) => x.suggestionType === 'extra_payment')!;
    expect(e.facts.amounts.extra).toBe(8_700);
    expect(e.action).toEqual({ kind: 'set_extra_payment', debtId: 1, extraPayment: '112.00' });
  });

  it('every figure of the template wording is among its facts', () => {
    for (const x of s) expect(wordingMentionsOnly(`${x.title} ${x.description}`, x.facts)).toBe(true);
  });
});

describe('extraPaymentBudget', () => {
  it('min(50 % of the slack, the 80 % line), whole dollars down', () => {
    expect(extraPaymentBudget(40_000, 20_000, 5_000)).toBe(10_000); // min(10,000, 12,000)
    expect(extraPaymentBudget(25_000, 20_000, 5_000)).toBe(0); // at the 80 % line: 20,000 − 20,000 = 0
    expect(extraPaymentBudget(600_000, 100_000, 5_000)).toBe(250_000); // half of 500,000; line 380,000
    expect(extraPaymentBudget(600_000, 450_000, 5_000)).toBe(30_000); // half 75,000; line 480,000 − 450,000 = 30,000
    expect(extraPaymentBudget(10_099, 0, 5_000)).toBe(5_000); // half 5,049.5 -> $50 (down); line 8,079 -> $80
    expect(extraPaymentBudget(10_000, 12_000, 5_000)).toBe(0); // no slack
  });

  it('is not suggested under $10 (option minExtraPayment), nor when cash flow is not sufficient', () => {
    // income $230, payment $200: slack $30 -> half $15; 80 % line 18,400 − 20,000 < 0 -> 0 (and cash flow is tight)
    const tight = generateSuggestions({ today: '2026-01-01', debts: [debt({})], income: [monthly('2026-01-05', 23_000)] });
    expect(tight.some((x) => x.suggestionType === 'extra_payment')).toBe(false);
    // income $400 with a $150 minimum for the extra: $100 < $150 -> none
    const small = generateSuggestions(
      { today: '2026-01-01', debts: [debt({})], income: [monthly('2026-01-05', 40_000)] },
      { minExtraPayment: 15_000 },
    );
    expect(small.some((x) => x.suggestionType === 'extra_payment')).toBe(false);
  });

  it("the saving is the plan's with the extra on its first debt (what applying does): the extra ends with that debt, so it saves less than the same extra per month", () => {
    const debts = [
      debt({ id: 1, apr: 2400 }),
      debt({ id: 2, debtName: 'Car', debtType: 'auto_loan', apr: 690, balance: 600_000, minPayment: 15_000 }),
    ];
    const facts: AiFacts = { today: '2026-01-01', debts, income: [monthly('2026-01-05', 200_000)] };
    const e = generateSuggestions(facts).find((x) => x.suggestionType === 'extra_payment')!;
    const input = planInputFromFacts({ today: facts.today, debts });
    const without = computePlan(input).totalInterest!;
    const applied = computePlan(planInputFromFacts({ today: facts.today, debts: applyActions(facts, [e.action]).debts })).totalInterest!;
    const perMonth = computePlan({ ...input, settings: { ...input.settings, extraMonthlyCents: e.facts.amounts.extra! } }).totalInterest!;
    expect(e.debtId).toBe(1);
    expect(e.potentialSavings).toBe(without - applied);
    // An extra per month keeps rolling on after the first debt; the debt's own extra does not.
    expect(without - perMonth).toBeGreaterThan(e.potentialSavings!);
  });

  it('goes to the next debt of the plan when the first has no room, and never to a debt without a known rate', () => {
    const debts = [
      debt({ id: 1, debtName: 'Nearly done', balance: 20_500, apr: 2999 }), // room $5 < $10
      debt({ id: 2, debtName: 'No rate', apr: null }),
      debt({ id: 3, debtName: 'Car', debtType: 'auto_loan', apr: 690 }),
    ];
    const e = generateSuggestions({ today: '2026-01-01', debts, income: [monthly('2026-01-05', 200_000)] }).find(
      (x) => x.suggestionType === 'extra_payment',
    )!;
    expect(e.debtId).toBe(3);
    expect(e.description).toContain('to Car (6.90% APR) makes you debt-free');
  });

  it("a debt whose payment doesn't cover its interest is still in the plan: it gets the extra when it comes first, and the warning stays", () => {
    const debts = [
      debt({ id: 1, debtName: 'Store card', balance: 500_000, apr: 2999, minPayment: 10_000 }), // $127.35 interest > $100.00
      debt({ id: 2, debtName: 'Visa' }),
    ];
    const s = generateSuggestions({ today: '2026-01-01', debts, income: [monthly('2026-01-05', 200_000)] });
    const e = s.find((x) => x.suggestionType === 'extra_payment')!;
    expect(e.debtId).toBe(1);
    expect(e.description).toContain('to Store card (29.99% APR), the first debt in your avalanche (highest rate first) plan,');
    expect(s.map((x) => x.key)).toContain('payment_below_interest:1');
  });
});

describe('generateSuggestions: rollover (two debts, no income)', () => {
  // Today Jan 1 2026. Visa $1,000.00 at 18 % paying $200.00; Store card $300.00 at 0 % paying $100.00.
  const facts: AiFacts = {
    today: '2026-01-01',
    debts: [debt({ id: 1 }), debt({ id: 2, debtName: 'Store card', balance: 30_000, apr: 0, minPayment: 10_000, dueDate: '2026-01-20' })],
    income: [],
  };
  const s = generateSuggestions(facts);

  it('rollover first, then the reminder to add income; no timing (no paydays), no extra (no income)', () => {
    expect(kinds(s)).toEqual(['rollover', 'no_income']);
  });

  it("rollover: follow the plan, moving the Store card payment to Visa once it is paid off (the plan's interestSaved)", () => {
    // Paying as you do now (the plan's baseline): Visa alone, 4,697 interest, paid in month 6; Store card 0 %, paid in month 3.
    // Avalanche with rollover ($300 a month in total):
    //   Jan-Apr Visa interest 1529, 1126, 958, 645 as above (Store card paid by March)
    //   Apr: Visa 43,613 + 645 − 20,000 = 24,258, then the freed $100.00 -> 14,258
    //   May 31 d: 14,258 × 1800 × 31 / 3,650,000 = 217.97 -> 218; 14,476 paid -> 0 (month 5)
    //   interest 1529 + 1126 + 958 + 645 + 218 = 4,476. Savings 4,697 − 4,476 = 221 ($2.21).
    // impact = round(25 × log10(3.21)) = round(12.66) = 13
    const r = s[0]!;
    expect(r.suggestionType).toBe('other');
    expect(r.debtId).toBeNull();
    expect(r.action).toBeNull();
    expect(r.potentialSavings).toBe(221);
    expect(r.potentialSavings).toBe(computePlan(planInputFromFacts({ today: facts.today, debts: facts.debts })).interestSaved);
    expect(r.impactScore).toBe(13);
    expect(r.description).toBe(
      'When a debt is paid off, keep paying the same $300.00 a month in total by moving its payment to the next debt of your avalanche ' +
        '(highest rate first) plan (starting with Visa). Compared with paying each debt as you do now, that saves $2.21 in interest and makes ' +
        'you debt-free in 5 months instead of 6.',
    );
  });

  it('no_income: informational, the default impact 10, no savings', () => {
    expect(s[1]).toMatchObject({ suggestionType: 'other', debtId: null, potentialSavings: null, impactScore: 10, action: null });
    expect(s[1]!.title).toBe('Add your income to get payment-date suggestions');
  });
});

describe('generateSuggestions: debt consolidation', () => {
  // Today Jan 1 2026. Amex $10,000.00 at 24 % and Visa $10,000.00 at 18 %, $300.00 a month each.
  const facts: AiFacts = {
    today: '2026-01-01',
    debts: [
      debt({ id: 1, debtName: 'Visa', balance: 1_000_000, minPayment: 30_000 }),
      debt({ id: 2, debtName: 'Amex', balance: 1_000_000, apr: 2400, minPayment: 30_000 }),
    ],
    income: [],
  };

  it('the interest saved at the assumed 10 % over 60 months with a 5 % origination fee added to the loan, the same $600.00 a month', () => {
    const s = generateSuggestions(facts);
    const c = s.find((x) => x.suggestionType === 'debt_consolidation')!;
    // Now: the two debts' own plan (avalanche with rollover). Loan: $20,000 + $1,000 fee at 10 %, $600 a month.
    const plan = (debts: AiFacts['debts']) => computePlan(planInputFromFacts({ today: facts.today, debts }));
    const before = plan(facts.debts).totalInterest!;
    const loan = plan([
      debt({ id: 9, debtName: 'Loan', debtType: 'personal_loan', balance: 2_100_000, apr: 1000, minPayment: 60_000 }),
    ]).totalInterest!;
    expect(c.potentialSavings).toBe(before - loan - 100_000);
    expect(c.potentialSavings).toBeGreaterThan(0);
    expect(c.facts.amounts).toMatchObject({
      totalBalance: 2_000_000,
      totalPayment: 60_000,
      fee: 100_000,
      loanBalance: 2_100_000,
      // $21,000 × r / (1 − (1 + r)^−60), r = 10 % / 12: 44,618.79 → $446.19; the plan's other $153.81 a month goes to the loan too
      loanPayment: 44_619,
      monthlyBudget: 60_000,
    });
    expect(c.title).toBe('Consider consolidating 2 high-interest debts');
    expect(c.description).toBe(
      'Amex and Visa charge 15% APR or more on $20,000.00 in total. Moving them to one loan at 10% APR over 60 months with a 5% ' +
        'origination fee ($1,000.00, added to the loan; an assumed rate, term and fee, not an offer) means a payment of $446.19 a month. ' +
        "Keeping your plan's $600.00 a month, that would save $5,552.57 in interest after the fee and make you debt-free in 42 months " +
        'instead of 51. Compare real offers, including their fees, before you decide.',
    );
    expect(c.facts.debtIds).toEqual([2, 1]); // highest rate first
    expect(c.facts.numbers).toMatchObject({ thresholdBp: 1500, assumedAprBp: 1000, feeHundredths: 500, termMonths: 60, debtCount: 2 });
    expect(wordingMentionsOnly(`${c.title} ${c.description}`, c.facts)).toBe(true);
  });

  it('states a configured rate and fee; none when the fee eats the saving, it saves nothing, or fewer than two debts qualify', () => {
    const at12 = generateSuggestions(facts, { consolidationAprBp: 1250, consolidationFeeHundredths: 300 }).find(
      (x) => x.suggestionType === 'debt_consolidation',
    )!;
    expect(at12.description).toContain('one loan at 12.50% APR over 60 months with a 3% origination fee ($600.00, added to the loan;');
    expect(
      generateSuggestions(facts, { consolidationTermMonths: 48 }).find((x) => x.suggestionType === 'debt_consolidation')!.description,
    ).toContain(
      'one loan at 10% APR over 48 months with a 5% origination fee ($1,000.00, added to the loan; an assumed rate, term and fee',
    );
    // A term whose payment does not fit in the plan's $600.00 a month ($21,000 over 36 months: $677.61) is not the same monthly money
    expect(generateSuggestions(facts, { consolidationTermMonths: 36 }).some((x) => x.suggestionType === 'debt_consolidation')).toBe(false);
    expect(generateSuggestions(facts, { consolidationAprBp: 2500 }).some((x) => x.suggestionType === 'debt_consolidation')).toBe(false);
    expect(generateSuggestions(facts, { consolidationFeeHundredths: 5_000 }).some((x) => x.suggestionType === 'debt_consolidation')).toBe(
      false,
    );
    expect(generateSuggestions(facts, { consolidationThresholdBp: 2000 }).some((x) => x.suggestionType === 'debt_consolidation')).toBe(
      false,
    );
  });
});

describe('generateSuggestions: other', () => {
  const today = '2026-11-22';

  it('insufficient cash flow, with the shortfall and the extra payments', () => {
    // average income (a year's paydays / 12): weekly $40.00 × 52 / 12 = 17,333; payment 15,000 + 5,000 = 20,000 -> short by 2,667 ($26.67)
    const s = generateSuggestions({
      today,
      debts: [debt({ minPayment: 15_000, extraPayment: 5_000, dueDate: '2026-12-10', balance: 500_000 })],
      income: [{ payDate: '2026-11-27', frequency: 'weekly', amount: 4_000 }],
    });
    const w = s.find((x) => x.key === 'cash_flow_insufficient')!;
    expect(w).toMatchObject({ suggestionType: 'other', potentialSavings: null, impactScore: 10, action: null, debtId: null });
    expect(w.description).toBe(
      'Your debt payments of $200.00 a month are $26.67 more than your income in an average month, $173.33. ' +
        'You are adding $50.00 a month in extra payments; lowering those is the first place to look. Check that all your income is recorded; ' +
        'if it is, consider asking your lenders about lower payments or a hardship plan before a payment is missed.',
    );
    expect(w.facts.amounts).toEqual({ monthlyIncome: 17_333, monthlyPayments: 20_000, shortfall: 2_667, extraPayments: 5_000 });
  });

  it('tight cash flow: over 80 % of income, with what is over the 80 % line', () => {
    // income $240.00; payments $200.00: 20,000 × 100 > 24,000 × 80 -> tight; line 19,200, over by 800; 4,000 left
    const s = generateSuggestions({ today, debts: [debt({ dueDate: '2026-12-10' })], income: [monthly('2026-12-01', 24_000)] });
    const w = s.find((x) => x.key === 'cash_flow_tight')!;
    expect(w.title).toBe('Your cash flow is tight');
    expect(w.description).toBe(
      'Your debt payments of $200.00 a month take more than 80% of your income in an average month, $240.00, leaving $40.00 for everything else. ' +
        'To get back under 80% ($192.00), payments would need to drop by $8.00 a month, or your income to rise.',
    );
  });

  it('a due date with no paycheck before it: set the money aside (any debt type)', () => {
    // today Nov 22, paid monthly on the 1st; the car payment is due Nov 25: no payday in [Nov 22, Nov 25]
    const s = generateSuggestions({
      today,
      debts: [
        debt({ id: 7, debtName: 'Car', debtType: 'auto_loan', apr: 690, balance: 1_200_000, minPayment: 35_000, dueDate: '2026-11-25' }),
        debt({ id: 8, debtName: 'Rent', debtType: 'mortgage', apr: 0, balance: 150_000, minPayment: 150_000, dueDate: '2026-11-24' }),
        debt({ id: 9, debtName: 'Visa', dueDate: '2026-12-10' }), // Dec 1 payday before it: no reminder
      ],
      income: [monthly('2026-12-01', 900_000)],
    });
    const reminders = s.filter((x) => x.facts.kind === 'no_payday_before_due');
    expect(reminders.map((x) => x.debtId)).toEqual([7, 8]);
    expect(reminders[0]!.title).toBe('Set aside $350.00 for Car');
    expect(reminders[0]!.description).toBe(
      "No paycheck is expected between today and Car's due date (Nov 25). Set aside $350.00 from money you already have so the payment goes out on time.",
    );
  });

  it('a payment that does not cover the interest', () => {
    // Jan 1 -> Feb 1 (31 days): 500,000 × 2999 × 31 / 3,650,000 = 12,735.48 -> 12,735 ($127.35) >= the $100.00 payment
    const s = generateSuggestions({
      today: '2026-01-01',
      debts: [debt({ debtName: 'Store card', balance: 500_000, apr: 2999, minPayment: 10_000 })],
      income: [monthly('2026-01-05', 900_000)],
    });
    const w = s.find((x) => x.facts.kind === 'payment_below_interest')!;
    expect(w.title).toBe("Your Store card payment doesn't cover its interest");
    expect(w.facts.amounts).toEqual({ payment: 10_000, monthInterest: 12_735 });
    expect(w.description).toContain('charges about $127.35 in interest a month at 29.99% APR, but your monthly payment is $100.00');
    // the current plan never pays it off, so no extra-payment or rollover figure is claimed
    expect(s.some((x) => x.suggestionType === 'extra_payment' || x.key === 'rollover')).toBe(false);
  });
});
