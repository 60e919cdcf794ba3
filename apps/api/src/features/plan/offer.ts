import {
  offerEvaluationResponse,
  offerFromWire,
  planDebtFromFacts,
  type IsoDate,
  type OfferEvaluationOut,
  type OfferInput,
  type PlanInput,
} from '@paydown/domain';
import { AppError } from '../../errors.ts';
import { ledgerPlanInput, type LedgerFacts, type LedgerReader } from '../../ledger/index.ts';
import type { PlanDeps } from './service.ts';

/**
 * The plan's input as GET /api/plan builds it, plus the user's paid debts (out of the plan, as
 * paid): an offer naming a paid debt is then told apart from one naming a debt the user does not
 * have (400 that says it is paid, against 404).
 */
export function offerPlanInputOf(ledger: LedgerFacts, today: IsoDate): PlanInput {
  const input = ledgerPlanInput(ledger, today);
  const paid = ledger.allDebts.filter((d) => d.facts.isPaid).map((d) => planDebtFromFacts(d.facts));
  return { ...input, debts: [...input.debts, ...paid] };
}

/**
 * POST /api/plan/offers/evaluate: the offer judged inside the user's plan (same engine, settings,
 * lump sums and budget); nothing is saved. A debt the user does not have is a 404 naming the field;
 * a paid debt, one outside the plan or an amount above the source's balance a 400.
 */
export async function evaluateOfferOut(
  { planPool }: Pick<PlanDeps, 'planPool'>,
  ledger: LedgerReader,
  input: OfferInput,
): Promise<OfferEvaluationOut> {
  const planInput = offerPlanInputOf(await ledger.facts(), ledger.today);
  // Two plans (without and with the offer) of up to the debt cap: off the event loop like the plan's.
  const result = await planPool.run('offer', { input: planInput, offer: offerFromWire(input) }, planInput.debts.length);
  if (!result.ok) {
    const { reason, problems } = result.problem;
    const first = Object.values(problems)[0] ?? 'The offer cannot be compared';
    throw new AppError(reason === 'not_found' ? 'NOT_FOUND' : 'INVALID', first, problems);
  }
  return offerEvaluationResponse(result.evaluation);
}
