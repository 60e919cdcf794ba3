import type { DB } from '@paydown/db';
import {
  cardPartsOf,
  effectiveApr,
  FIXED_RULE,
  minimumPaymentWarning,
  minimumPaymentWarningResponse,
  type IsoDate,
  type MinimumPaymentWarningOut,
  WARNING_NOT_A_CARD_MESSAGE,
} from '@paydown/domain';
import type { Kysely } from 'kysely';
import { AppError, notFound } from '../../errors.ts';
import { DEBT_NOT_FOUND } from './balance.ts';
import { findDebt } from './queries.ts';
import { debtFactsOf } from './service.ts';

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
  if (row.debtType !== 'credit_card') throw new AppError('INVALID', WARNING_NOT_A_CARD_MESSAGE, { id: WARNING_NOT_A_CARD_MESSAGE });
  const facts = await debtFactsOf(db, row, today);
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
