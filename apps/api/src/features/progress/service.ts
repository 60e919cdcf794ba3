import { defaultInPlan, formatMoney, type ProgressOut } from '@paydown/domain';
import type { LedgerReader } from '../../ledger/index.ts';
import { planMemo, type PlanDeps } from '../plan/index.ts';

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents));

/**
 * GET /api/progress: every figure from packages/domain (progress.ts, progress-plan.ts), over the
 * debts in the plan, compared with the plan as it is saved now (docs/money-math.md).
 */
export async function progressOut({ planPool }: PlanDeps, reader: LedgerReader): Promise<ProgressOut> {
  const { today } = reader;
  const ledger = await reader.facts();
  const debts = [...ledger.allDebts].sort((a, b) => a.facts.id - b.facts.id);
  const p = await planMemo.progress(
    {
      debts: debts.map(({ facts, createdOn, paidDate }) => ({
        id: facts.id,
        balance: facts.balance,
        isPaid: facts.isPaid,
        createdOn,
        paidDate,
        inPlan: (facts.inPlan ?? defaultInPlan(facts.debtType)) && !facts.paysInFull,
        facts,
      })),
      payments: ledger.payments,
      edits: ledger.balanceEdits,
      plan: { settings: ledger.settings, savedOn: ledger.settingsSavedOn, lumpSums: ledger.lumpSums },
      today,
    },
    planPool,
  );
  return {
    startedOn: p.startedOn,
    startingDebt: formatMoney(p.startingDebt),
    paidPrincipal: formatMoney(p.paidPrincipal),
    paidInterest: formatMoney(p.paidInterest),
    currentDebt: formatMoney(p.currentDebt),
    paidSharePercent: p.paidSharePercent,
    planDebtNow: money(p.planDebtNow),
    aheadByMonths: p.aheadByMonths,
    history: p.history.map((h) => ({ date: h.date, balance: formatMoney(h.balance) })),
    planStartedOn: p.planStartedOn,
    planLine: p.planLine.map((h) => ({ date: h.date, balance: formatMoney(h.balance) })),
    behindBy: money(p.behindBy),
    sentence: p.sentence,
  };
}
