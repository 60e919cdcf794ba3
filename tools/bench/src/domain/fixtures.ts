// The benchmarks' users: the in-process timings (src/domain) run the engine on them and `pnpm bench`
// seeds the same debts and income through the REST API, so both kinds of figure describe one workload.
import { addDays, DEBT_TYPES, INCOME_FREQUENCIES, type DebtFacts, type IncomeFacts, type IsoDate, type PaymentFact } from '@paydown/domain';

/**
 * Debts of every type, balances $1,000–$51,000, APRs 0–29.99 % (every 17th missing), due dates
 * spread over the next month, payments of 3 % of the balance + $10 (a usual card minimum), every
 * 4th with a $25 extra payment, every 9th paid bi-weekly, every 10th with a chosen date.
 */
export function benchDebts(count: number, today: IsoDate): DebtFacts[] {
  return Array.from({ length: count }, (_, i) => {
    const balance = 100_000 + ((i * 7_919_993) % 5_000_000);
    return {
      id: i + 1,
      debtName: `Debt ${i + 1}`,
      debtType: DEBT_TYPES[i % DEBT_TYPES.length]!,
      balance,
      apr: i % 17 === 0 ? null : (i * 613) % 3_000,
      minPayment: Math.ceil(balance * 0.03) + 1_000,
      extraPayment: i % 4 === 0 ? 2_500 : 0,
      dueDate: addDays(today, (i * 7) % 31),
      payPeriodFrequency: i % 9 === 0 ? 'bi-weekly' : 'monthly',
      isPaid: false,
      suggestedPaymentDate: i % 10 === 0 ? addDays(today, 3) : null,
    };
  });
}

/**
 * Income sources of every frequency, $4,000–$8,500 a payment: enough that cash flow is sufficient,
 * so every kind of suggestion (the extra payment too) is computed.
 */
export function benchIncome(count: number, today: IsoDate): IncomeFacts[] {
  return Array.from({ length: count }, (_, i) => ({
    payDate: addDays(today, -((i * 5) % 14)),
    frequency: INCOME_FREQUENCIES[i % INCOME_FREQUENCIES.length]!,
    amount: 400_000 + i * 50_000,
  }));
}

/** $100 payments over the past `count` days, spread over `debtCount` debts; two in three made near a suggested date. */
export function benchPayments(count: number, debtCount: number, today: IsoDate): PaymentFact[] {
  return Array.from({ length: count }, (_, i) => ({
    debtId: (i % debtCount) + 1,
    amount: 10_000,
    paymentDate: addDays(today, -i),
    suggestedDate: i % 3 === 0 ? null : addDays(today, -i + (i % 5) - 2),
  }));
}
