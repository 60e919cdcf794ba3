import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFERRED_NEEDS_PROMO_MESSAGE,
  PROMO_END_PAST_MESSAGE,
  PROMO_END_REQUIRED_MESSAGE,
  PROMO_RATE_REQUIRED_MESSAGE,
  debtCreateInputSchema,
  debtSchema,
  debtUpdateFieldsSchema,
  debtUpdateInputSchema,
  promoProblems,
} from '../src/schemas/debt.ts';
import { formatMoney } from '../src/money/cents.ts';
import { firstMessages } from './schema-messages.ts';

const valid = { debtName: ' Chase Visa ', balance: '1234.5', interestRate: '19.99', minPayment: 35, dueDate: '2026-12-10' };

describe('debt create input', () => {
  it('normalises money and rates to two-decimal strings and fills the defaults', () => {
    expect(debtCreateInputSchema.parse(valid)).toEqual({
      debtName: 'Chase Visa',
      balance: '1234.50',
      interestRate: '19.99',
      minPayment: '35.00',
      extraPayment: '0.00',
      dueDate: '2026-12-10',
      payPeriodFrequency: 'monthly',
      paysInFull: false,
      deferredInterest: false,
    });
  });

  it('keeps optional fields; empty dates and notes read as null', () => {
    const parsed = debtCreateInputSchema.parse({
      ...valid,
      extraPayment: 25.5,
      statementDate: '',
      notes: '  ',
      payPeriodFrequency: ' Bi-Weekly ',
      debtType: 'credit_card',
    });
    expect(parsed).toMatchObject({
      extraPayment: '25.50',
      statementDate: null,
      notes: null,
      payPeriodFrequency: 'bi-weekly',
      debtType: 'credit_card',
    });
    expect(debtCreateInputSchema.parse({ ...valid, statementDate: '2026-11-15', notes: ' paid by autopay ' })).toMatchObject({
      statementDate: '2026-11-15',
      notes: 'paid by autopay',
    });
  });

  it('gives a specific message for each missing required field', () => {
    expect(firstMessages(debtCreateInputSchema.safeParse({}))).toEqual({
      debtName: 'Debt name is required',
      balance: 'Balance is required',
      interestRate: 'Interest rate is required',
      minPayment: 'Minimum payment is required',
      dueDate: 'Due date is required',
    });
    expect(
      firstMessages(debtCreateInputSchema.safeParse({ debtName: '  ', balance: '', interestRate: '', minPayment: ' ', dueDate: '' })),
    ).toEqual({
      debtName: 'Debt name is required',
      balance: 'Balance is required',
      interestRate: 'Interest rate is required',
      minPayment: 'Minimum payment is required',
      dueDate: 'Due date is required',
    });
  });

  it('refuses negative, over-precise, too large and non-numeric money', () => {
    expect(
      firstMessages(
        debtCreateInputSchema.safeParse({
          ...valid,
          balance: '-5',
          minPayment: '10.001',
          extraPayment: '100000000',
          statementDate: '2026-02-30',
        }),
      ),
    ).toEqual({
      balance: 'Balance cannot be negative',
      minPayment: 'Enter an amount with at most 2 decimals',
      extraPayment: 'Extra payment must be at most 99,999,999.99',
      statementDate: 'Enter a valid date (YYYY-MM-DD)',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, balance: 'lots', minPayment: true }))).toEqual({
      balance: 'Balance must be an amount, e.g. 1234.50',
      minPayment: 'Minimum payment must be an amount, e.g. 1234.50',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, balance: 0.1 + 0.2 }))).toEqual({
      balance: 'Enter an amount with at most 2 decimals',
    });
  });

  it('bounds the interest rate to 0-99.99 with 2 decimals', () => {
    expect(debtCreateInputSchema.parse({ ...valid, interestRate: 0 }).interestRate).toBe('0.00');
    expect(debtCreateInputSchema.parse({ ...valid, interestRate: '99.99' }).interestRate).toBe('99.99');
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, interestRate: '100' }))).toEqual({
      interestRate: 'Interest rate must be between 0 and 99.99',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, interestRate: -1 }))).toEqual({
      interestRate: 'Interest rate must be between 0 and 99.99',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, interestRate: '19.999' }))).toEqual({
      interestRate: 'Enter an interest rate with at most 2 decimals',
    });
  });

  it('validates dates, the debt type, names and notes', () => {
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, dueDate: '12/10/2026' }))).toEqual({
      dueDate: 'Enter a valid date (YYYY-MM-DD)',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, debtType: 'payday' }))).toEqual({
      debtType: 'Debt type must be one of: credit_card, personal_loan, auto_loan, mortgage, student_loan, other',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, debtName: 'x'.repeat(101) }))).toEqual({
      debtName: 'Debt name must be at most 100 characters',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, notes: 'x'.repeat(1001) }))).toEqual({
      notes: 'Notes must be at most 1000 characters',
    });
    expect(firstMessages(debtCreateInputSchema.safeParse({ ...valid, payPeriodFrequency: '' }))).toEqual({
      payPeriodFrequency: 'Pay period is required',
    });
  });

  it('every cent amount round-trips through the schema, as a string or a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (c) => {
        const s = formatMoney(c);
        return (
          debtCreateInputSchema.parse({ ...valid, balance: s }).balance === s &&
          debtCreateInputSchema.parse({ ...valid, balance: Number(s) }).balance === s
        );
      }),
    );
  });
});

describe('debt update input', () => {
  it('accepts any subset without defaults, but at least one field', () => {
    expect(debtUpdateInputSchema.parse({ extraPayment: 10 })).toEqual({ extraPayment: '10.00' });
    expect(debtUpdateInputSchema.parse({ statementDate: null, suggestedPaymentDate: '2026-12-04' })).toEqual({
      statementDate: null,
      suggestedPaymentDate: '2026-12-04',
    });
    expect(firstMessages(debtUpdateInputSchema.safeParse({}))).toEqual({ input: 'Nothing to update: send at least one field' });
    expect(firstMessages(debtUpdateInputSchema.safeParse({ balance: '' }))).toEqual({ balance: 'Balance is required' });
  });

  it('the field object can be extended with a path id (then refined)', () => {
    const withId = debtUpdateFieldsSchema.extend({ id: z.number().int() });
    expect(withId.parse({ id: 3, debtName: 'x' })).toEqual({ id: 3, debtName: 'x' });
  });
});

describe('debt output', () => {
  const out = {
    id: 1,
    debtName: 'Visa',
    debtType: 'credit_card',
    debtTypeLabel: 'Credit Card',
    balance: '5000.00',
    interestRate: '19.99',
    minPayment: '150.00',
    extraPayment: '50.00',
    statementDate: null,
    dueDate: '2026-12-10',
    nextDueDate: '2026-12-10',
    payPeriodFrequency: 'monthly',
    suggestedPaymentDate: '2026-12-04',
    isPaid: false,
    paidDate: null,
    notes: null,
    inPlan: true,
    paysInFull: false,
    promoRate: null,
    promoEndDate: null,
    deferredInterest: false,
    createdAt: '2026-11-22T09:30:00.000Z',
    monthlyPayment: '200.00',
    interestAccrual: 'daily',
    interestSavings: '0.66',
    estInterestPerDay: '2.74',
    estInterestTillDue: '49.29',
    estInterestTillSuggested: '32.86',
    cyclePaid: false,
    cyclePaidFor: null,
    paidThisCycle: '0.00',
  };

  it('validates the computed fields as two-decimal strings', () => {
    expect(debtSchema.parse(out)).toEqual(out);
    expect(debtSchema.safeParse({ ...out, interestSavings: 0.66 }).success).toBe(false);
    expect(debtSchema.safeParse({ ...out, balance: '5000' }).success).toBe(false);
  });

  it('converts to JSON Schema for OpenAPI (inputs and outputs)', () => {
    expect(() => z.toJSONSchema(debtCreateInputSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(debtUpdateInputSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(debtSchema, { io: 'output' })).not.toThrow();
    const input = z.toJSONSchema(debtCreateInputSchema, { io: 'input' }) as { required?: string[] };
    expect(input.required?.sort()).toEqual(['balance', 'debtName', 'dueDate', 'interestRate', 'minPayment']);
  });
});

describe('promo rules (promoProblems)', () => {
  const none = { promoRate: null, promoEndDate: null, deferredInterest: false };
  const today = '2026-12-01';
  it('accepts no promo, and a promo with a rate and a future end date', () => {
    expect(promoProblems(none, { today, previousEndDate: null })).toEqual({});
    expect(
      promoProblems({ promoRate: '0.00', promoEndDate: '2026-12-02', deferredInterest: true }, { today, previousEndDate: null }),
    ).toEqual({});
  });
  it('wants the rate and the end date together, and deferred interest only with a promo', () => {
    expect(promoProblems({ ...none, promoRate: '0.00' }, { today, previousEndDate: null })).toEqual({
      promoEndDate: PROMO_END_REQUIRED_MESSAGE,
    });
    expect(promoProblems({ ...none, promoEndDate: '2027-01-01' }, { today, previousEndDate: null })).toEqual({
      promoRate: PROMO_RATE_REQUIRED_MESSAGE,
    });
    expect(promoProblems({ ...none, deferredInterest: true }, { today, previousEndDate: null })).toEqual({
      deferredInterest: DEFERRED_NEEDS_PROMO_MESSAGE,
    });
  });
  it('refuses a new promo ending today or before, but keeps a stored one that has ended', () => {
    const ended = { promoRate: '0.00', promoEndDate: today, deferredInterest: false };
    expect(promoProblems(ended, { today, previousEndDate: null })).toEqual({ promoEndDate: PROMO_END_PAST_MESSAGE });
    expect(promoProblems(ended, { today, previousEndDate: today })).toEqual({});
  });
});
