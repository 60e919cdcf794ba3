import { parseApr } from '../debt/interest.ts';
import { parseMoney } from '../money/cents.ts';
import type { OfferInput } from '../schemas/offer.ts';
import type { Offer } from './types.ts';

/** The parsed offer in the domain's units (cents, hundredths of a percent). */
export function offerFromWire(input: OfferInput): Offer {
  if (input.kind === 'balance_transfer') {
    return {
      kind: 'balance_transfer',
      fromDebtId: input.fromDebtId,
      amount: parseMoney(input.amount),
      feeBp: parseApr(input.feePercent),
      promoAprBp: parseApr(input.promoApr),
      promoMonths: input.promoMonths,
      aprAfterBp: parseApr(input.aprAfter),
      deferredInterest: input.deferredInterest,
      toDebtId: input.toDebtId ?? null,
    };
  }
  return {
    kind: 'consolidation_loan',
    debtIds: [...input.debtIds],
    aprBp: parseApr(input.apr),
    termMonths: input.termMonths,
    feeBp: parseApr(input.originationFeePercent),
  };
}
