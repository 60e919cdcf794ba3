import { describe, expect, it } from 'vitest';
import { MAX_MONEY_CENTS, fitsMoneyColumn } from '../src/money/cents.ts';
import { balanceSteps } from '../src/progress/lines.ts';

const debt = { id: 1, balance: 85_000, isPaid: false, createdOn: '2026-11-01' };
const payment = (id: number, paymentDate: string, amount: number, enteredAt = id) => ({
  id,
  debtId: 1,
  paymentDate,
  amount,
  balanceAfter: 0,
  enteredAt,
});

describe('balanceAfter: the balance after each payment, in payment-date order', () => {
  it('the worked example of money-math.md: 1,000.00 owed, 100.00 paid today, then 50.00 dated ten days ago', () => {
    const steps = balanceSteps(debt, [payment(1, '2026-11-28', 10_000), payment(2, '2026-11-18', 5_000)], [], '2026-11-28');
    expect(steps).toEqual([
      { date: '2026-11-18', paymentId: 2, balance: 95_000 },
      { date: '2026-11-28', paymentId: 1, balance: 85_000 },
    ]);
  });

  it('orders payments of one date by id (the order they were entered)', () => {
    const steps = balanceSteps(
      { ...debt, balance: 70_000 },
      [payment(7, '2026-11-20', 10_000), payment(3, '2026-11-20', 20_000)],
      [],
      '2026-11-28',
    );
    expect(steps.map((s) => [s.paymentId, s.balance])).toEqual([
      [3, 80_000],
      [7, 70_000],
    ]);
  });

  it('places a hand edit among the payments of its day by when it was entered, and ends with the balance now', () => {
    // 1,000.00; paid 100.00 (entered at 10); raised by hand 900.00 -> 1,200.00 (entered at 20);
    // paid 50.00 the same day (entered at 30); lowered by hand to 1,000.00 (entered at 40).
    const steps = balanceSteps(
      { ...debt, balance: 100_000 },
      [payment(1, '2026-11-28', 10_000, 10), payment(2, '2026-11-28', 5_000, 30)],
      [
        { id: 1, debtId: 1, day: '2026-11-28', before: 90_000, after: 120_000, enteredAt: 20 },
        { id: 2, debtId: 1, day: '2026-11-28', before: 115_000, after: 100_000, enteredAt: 40 },
      ],
      '2026-11-28',
    );
    expect(steps.map((s) => [s.paymentId, s.balance])).toEqual([
      [1, 90_000],
      [null, 120_000],
      [2, 115_000],
      [null, 100_000],
    ]);
  });
});

describe('fitsMoneyColumn', () => {
  it('holds what a numeric(10,2) balance holds: 0 to 99,999,999.99, whole cents only', () => {
    expect(fitsMoneyColumn(0)).toBe(true);
    expect(fitsMoneyColumn(MAX_MONEY_CENTS)).toBe(true);
    expect(fitsMoneyColumn(MAX_MONEY_CENTS + 1)).toBe(false);
    expect(fitsMoneyColumn(-1)).toBe(false);
    expect(fitsMoneyColumn(0.5)).toBe(false);
  });
});
