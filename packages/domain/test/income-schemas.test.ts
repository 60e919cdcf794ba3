import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { incomeCreateInputSchema, incomeSourceSchema, incomeSummarySchema, incomeUpdateInputSchema } from '../src/schemas/income.ts';
import { firstMessages } from './schema-messages.ts';

const valid = { incomeSource: ' Acme payroll ', amount: '2000', payDate: '2026-11-06', frequency: 'bi-weekly' };
const FREQ = 'Frequency must be one of: weekly, bi-weekly, monthly, twice-monthly, variable';

describe('income create input', () => {
  it('normalises the amount, defaults isInTargetMonth and auto-fills the next pay date', () => {
    expect(incomeCreateInputSchema.parse(valid)).toEqual({
      incomeSource: 'Acme payroll',
      amount: '2000.00',
      payDate: '2026-11-06',
      frequency: 'bi-weekly',
      isInTargetMonth: true,
      nextExpectedPayDate: '2026-11-20', // +14 days
    });
    expect(incomeCreateInputSchema.parse({ ...valid, frequency: 'monthly', payDate: '2026-01-31' }).nextExpectedPayDate).toBe('2026-02-28');
    expect(incomeCreateInputSchema.parse({ ...valid, frequency: 'weekly' }).nextExpectedPayDate).toBe('2026-11-13');
    expect(incomeCreateInputSchema.parse({ ...valid, frequency: 'twice-monthly' }).nextExpectedPayDate).toBe('2026-11-21');
    expect(incomeCreateInputSchema.parse({ ...valid, frequency: 'variable' }).nextExpectedPayDate).toBeNull();
  });

  it('keeps a given next pay date, and an explicit null or empty one stays blank', () => {
    expect(incomeCreateInputSchema.parse({ ...valid, nextExpectedPayDate: '2026-11-21' }).nextExpectedPayDate).toBe('2026-11-21');
    expect(incomeCreateInputSchema.parse({ ...valid, nextExpectedPayDate: null }).nextExpectedPayDate).toBeNull();
    expect(incomeCreateInputSchema.parse({ ...valid, nextExpectedPayDate: '' }).nextExpectedPayDate).toBeNull();
  });

  it("uses the spec's frequency message", () => {
    expect(firstMessages(incomeCreateInputSchema.safeParse({ ...valid, frequency: 'yearly' }))).toEqual({ frequency: FREQ });
    expect(firstMessages(incomeCreateInputSchema.safeParse({ ...valid, frequency: 'Weekly' }))).toEqual({ frequency: FREQ });
  });

  it('gives a specific message for each missing field', () => {
    expect(firstMessages(incomeCreateInputSchema.safeParse({}))).toEqual({
      incomeSource: 'Income source is required',
      amount: 'Amount is required',
      payDate: 'Pay date is required',
      frequency: FREQ,
    });
  });

  it('validates amounts, dates and expected payments per month (>= 0, step 0.1)', () => {
    expect(firstMessages(incomeCreateInputSchema.safeParse({ ...valid, amount: '-1', payDate: '2026-13-01' }))).toEqual({
      amount: 'Amount cannot be negative',
      payDate: 'Enter a valid date (YYYY-MM-DD)',
    });
    expect(incomeCreateInputSchema.parse({ ...valid, expectedPaymentsPerMonth: 2.5 }).expectedPaymentsPerMonth).toBe(2.5);
    expect(incomeCreateInputSchema.parse({ ...valid, expectedPaymentsPerMonth: 0 }).expectedPaymentsPerMonth).toBe(0);
    expect(incomeCreateInputSchema.parse({ ...valid, expectedPaymentsPerMonth: 0.3 }).expectedPaymentsPerMonth).toBe(0.3);
    expect(firstMessages(incomeCreateInputSchema.safeParse({ ...valid, expectedPaymentsPerMonth: -0.1 }))).toEqual({
      expectedPaymentsPerMonth: 'Expected payments per month cannot be negative',
    });
    expect(firstMessages(incomeCreateInputSchema.safeParse({ ...valid, expectedPaymentsPerMonth: 4.33 }))).toEqual({
      expectedPaymentsPerMonth: 'Expected payments per month goes in steps of 0.1',
    });
    expect(firstMessages(incomeCreateInputSchema.safeParse({ ...valid, isInTargetMonth: 'yes' }))).toEqual({
      isInTargetMonth: 'isInTargetMonth must be true or false',
    });
  });
});

describe('income update input', () => {
  it('accepts a subset, at least one field, and does not auto-fill (the service resolves it)', () => {
    expect(incomeUpdateInputSchema.parse({ amount: 2100 })).toEqual({ amount: '2100.00' });
    expect(incomeUpdateInputSchema.parse({ frequency: 'monthly' })).toEqual({ frequency: 'monthly' });
    expect(firstMessages(incomeUpdateInputSchema.safeParse({}))).toEqual({ input: 'Nothing to update: send at least one field' });
    expect(firstMessages(incomeUpdateInputSchema.safeParse({ frequency: 'daily' }))).toEqual({ frequency: FREQ });
  });
});

describe('income output', () => {
  it('carries estMonthlyIncome as a money string', () => {
    const out = {
      id: 1,
      incomeSource: 'Acme',
      amount: '2000.00',
      payDate: '2026-11-06',
      frequency: 'bi-weekly',
      nextExpectedPayDate: '2026-11-20',
      isInTargetMonth: true,
      expectedPaymentsPerMonth: null,
      estMonthlyIncome: '4000.00',
      progressPercent: 50,
      createdAt: '2026-11-22T09:30:00.000Z',
    };
    expect(incomeSourceSchema.parse(out)).toEqual(out);
    expect(incomeSourceSchema.safeParse({ ...out, estMonthlyIncome: 4000 }).success).toBe(false);
    expect(
      incomeSummarySchema.parse({ totalMonthly: '10.00', nextPayment: null, thisMonthReceived: '7.50', remaining: '2.50' }),
    ).toBeTruthy();
  });

  it('converts to JSON Schema for OpenAPI', () => {
    expect(() => z.toJSONSchema(incomeCreateInputSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(incomeUpdateInputSchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(incomeSourceSchema, { io: 'output' })).not.toThrow();
  });
});
