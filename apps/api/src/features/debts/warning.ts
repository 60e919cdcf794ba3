import type { DB } from '@paydown/db';
import {
  cardPartsOf,
  debtFactsFromRow,
  effectiveApr,
  FIXED_RULE,
  minimumPaymentWarning,
  minimumPaymentWarningResponse,
  type IsoDate,
  type MinimumPaymentWarningOut,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { DEBT_NOT_FOUND } from './balance.ts';
import { findDebt } from './queries.ts';

export const WARNING_NOT_A_CARD_MESSAGE = 'The minimum-payment warning is for credit cards only';

/**
 * GET /api/debts/{id}/minimum-payment-warning: the statement's warning box recomputed from the card
 * (the domain's minimumPaymentWarning). 404 for an unknown id or another user's; 400 for a debt that
 * is not a credit card.
 */
export async function debtMinimumPaymentWarning(
  db: Kysely<DB>,
  userId: number,
  id: number,
  today: IsoDate,
): Promise<MinimumPaymentWarningOut> {
  const row = await findDebt(db, userId, id);
  if (!row) throw notFound(DEBT_NOT_FOUND);
  const facts = debtFactsFromRow(row);
  if (facts.debtType !== 'credit_card') throw new AppError('INVALID', WARNING_NOT_A_CARD_MESSAGE, { id: WARNING_NOT_A_CARD_MESSAGE });
  const parts = cardPartsOf(facts.parts, {
    balance: facts.isPaid ? 0 : facts.balance,
    apr: effectiveApr(facts.apr),
    promoRateBp: facts.promoRateBp ?? null,
    promoEndDate: facts.promoEndDate ?? null,
    deferredInterest: facts.deferredInterest ?? false,
  });
  return minimumPaymentWarningResponse(
    minimumPaymentWarning({ today, parts, rule: facts.minPaymentRule ?? FIXED_RULE, fixedMinimum: facts.minPayment }),
  );
}
