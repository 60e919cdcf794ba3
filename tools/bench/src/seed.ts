// Gives a bench user the benchmarks' debts, income and payments (domain/fixtures.ts)
// through the public REST API, as a client would enter them.
import { formatHundredths, formatMoney, type IsoDate } from '@paydown/domain';
import { benchDebts, benchIncome, benchPayments } from './domain/fixtures.ts';

export interface SeedPlan {
  debts: number;
  income: number;
  /** Payments logged in the past days (they lower the balances, as real ones do). */
  payments?: number;
  /** Open planned payments ('Pay on Suggested Date'), one on each of the first debts. */
  planned?: number;
  today: IsoDate;
}

/** APR the projection assumes for a missing rate; the REST API needs a rate, so the seed sends this one. */
const FALLBACK_APR_BP = 1_800;

export async function seedUser(appBase: string, cookie: string, plan: SeedPlan): Promise<void> {
  const post = async (path: string, body: unknown): Promise<unknown> => {
    const res = await fetch(`${appBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appBase, cookie },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`seeding: POST ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as unknown;
  };

  const debtIds: number[] = [];
  for (const d of benchDebts(plan.debts, plan.today)) {
    const created = (await post('/api/debts', {
      debtName: d.debtName,
      debtType: d.debtType,
      balance: formatMoney(d.balance),
      interestRate: formatHundredths(d.apr ?? FALLBACK_APR_BP),
      minPayment: formatMoney(d.minPayment),
      extraPayment: formatMoney(d.extraPayment),
      dueDate: d.dueDate,
      payPeriodFrequency: d.payPeriodFrequency,
    })) as { id: number };
    debtIds.push(created.id);
  }
  for (const [i, inc] of benchIncome(plan.income, plan.today).entries()) {
    await post('/api/income', {
      incomeSource: `Income ${i + 1}`,
      amount: formatMoney(inc.amount),
      payDate: inc.payDate,
      frequency: inc.frequency,
    });
  }
  for (const p of benchPayments(plan.payments ?? 0, plan.debts, plan.today)) {
    await post(`/api/debts/${debtIds[p.debtId - 1]}/payments`, { amount: formatMoney(p.amount), paymentDate: p.paymentDate });
  }
  for (const id of debtIds.slice(0, plan.planned ?? 0)) await post(`/api/debts/${id}/planned-payments`, {});
}

/** The dashboard bench's user: 20 debts and 5 income sources (and a few planned payments, which the dashboard lists). */
export const DASHBOARD_USER = { debts: 20, income: 5, planned: 5 } as const;
