import { computePlan, paymentReminders, type IsoDate, type PaymentReminder } from '@paydown/domain';
import type { Deps } from '../kernel/deps.ts';
import { ledgerPlanInput, loadLedger } from '../ledger/index.ts';

/**
 * A user's payment reminders for `today`, as every channel sends them (email and push alike): the
 * payments planned or suggested for tomorrow and the cycles due within `daysBefore` days, each for
 * the amount the plan pays that cycle (extra and rollover included), as the Dashboard shows it.
 */
export async function remindersOf(deps: Pick<Deps, 'db'>, userId: number, today: IsoDate, daysBefore: number): Promise<PaymentReminder[]> {
  const ledger = await loadLedger(deps.db, userId, today);
  const { debts, income, planned, payments } = ledger;
  const plan = computePlan(ledgerPlanInput(ledger, today));
  // Which cycles are paid comes from the payments: a paid one is never reminded of.
  return paymentReminders({ debts, income, planned, payments, today, daysBefore, planMonths: plan.schedule.slice(0, 2) });
}
