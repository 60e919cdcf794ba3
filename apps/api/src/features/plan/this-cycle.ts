import { paymentsThisCycle, parseMoney, type PaydayPayment, type PaydayPlanMonth, type PlanOut } from '@paydown/domain';
import type { LedgerReader } from '../../ledger/index.ts';
import { planWire, type PlanDeps } from './service.ts';

/**
 * The plan as the schedule's readers need it: its answer (GET /api/plan's, one memo entry), its
 * monthly budget in cents and its schedule's months 1 and 2 (what "This payday", Upcoming Payments
 * and the debt cards pay), so those screens and the Plan screen cannot disagree.
 */
export async function planFirstMonths(deps: PlanDeps, reader: LedgerReader) {
  const plan = await planWire(deps, reader);
  return { plan, months: planMonthsOf(plan, 2), monthlyBudget: parseMoney(plan.monthlyBudget) };
}

/** The plan answer's schedule months up to `last`, as the payday schedule reads them (cents). */
export function planMonthsOf(plan: PlanOut, last = Number.POSITIVE_INFINITY): PaydayPlanMonth[] {
  return plan.schedule
    .filter((m) => m.month <= last)
    .map((m) => ({ month: m.month, payments: m.payments.map((p) => ({ debtId: p.debtId, payment: parseMoney(p.payment) })) }));
}

/** The payment schedule's entry for each debt's cycle still to pay (paymentsThisCycle), by debt id. */
export async function scheduleThisCycle(deps: PlanDeps, reader: LedgerReader): Promise<Map<number, PaydayPayment>> {
  const [ledger, { months }] = await Promise.all([reader.facts(), planFirstMonths(deps, reader)]);
  return paymentsThisCycle({
    today: reader.today,
    debts: ledger.debts,
    income: ledger.income,
    payments: ledger.payments,
    planMonths: months,
  });
}
