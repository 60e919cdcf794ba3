import { describe, expect, it } from 'vitest';
import { MAX_MONEY_CENTS, fitsMoneyColumn } from '../src/money.ts';
import { paymentBalancesAfter } from '../src/progress-lines.ts';

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
    const after = paymentBalancesAfter(debt, [payment(1, '2026-11-28', 10_000), payment(2, '2026-11-18', 5_000)], [], '2026-11-28');
    expect(Object.fromEntries(after)).toEqual({ 2: 95_000, 1: 85_000 });
  });

  it('orders payments of one date by id (the order they were entered)', () => {
    const after = paymentBalancesAfter(
      { ...debt, balance: 70_000 },
      [payment(7, '2026-11-20', 10_000), payment(3, '2026-11-20', 20_000)],
      [],
      '2026-11-28',
    );
    expect(Object.fromEntries(after)).toEqual({ 3: 80_000, 7: 70_000 });
  });

  it('places a hand edit among the payments of its day by when it was entered', () => {
    // 1,000.00; paid 100.00 (entered at 10); raised by hand 900.00 -> 1,200.00 (entered at 20);
    // paid 50.00 the same day (entered at 30): 900.00, then 1,150.00.
    const after = paymentBalancesAfter(
      { ...debt, balance: 115_000 },
      [payment(1, '2026-11-28', 10_000, 10), payment(2, '2026-11-28', 5_000, 30)],
      [{ id: 1, debtId: 1, day: '2026-11-28', before: 90_000, after: 120_000, enteredAt: 20 }],
      '2026-11-28',
    );
    expect(Object.fromEntries(after)).toEqual({ 1: 90_000, 2: 115_000 });
  });
});

describe('fitsMoneyColumn', () => {
  it('holds numeric(10,2): up to 99,999,999.99 either side of zero, whole cents only', () => {
    expect(fitsMoneyColumn(MAX_MONEY_CENTS)).toBe(true);
    expect(fitsMoneyColumn(-MAX_MONEY_CENTS)).toBe(true);
    expect(fitsMoneyColumn(MAX_MONEY_CENTS + 1)).toBe(false);
    expect(fitsMoneyColumn(0.5)).toBe(false);
  });
});
