import { describe, expect, it } from 'vitest';
import {
  DEBT_IDS_DISTINCT_MESSAGE,
  DEBT_IDS_MAX_MESSAGE,
  DEBT_IDS_MIN_MESSAGE,
  OFFER_KIND_MESSAGE,
  ORIGINATION_FEE_MESSAGE,
  PROMO_MONTHS_MESSAGE,
  TERM_MONTHS_MESSAGE,
  TRANSFER_AMOUNT_MESSAGE,
  TRANSFER_FEE_MESSAGE,
  offerEvaluationSchema,
  offerInputSchema,
} from '../src/schemas/offer.ts';
import { ID_MESSAGE } from '../src/schemas/payment.ts';
import { offerFromWire } from '../src/offers/from-wire.ts';
import { firstMessages } from './schema-messages.ts';

// POST /api/plan/offers/evaluate's body and answer (docs/money-math.md, "Offers").

const transfer = {
  kind: 'balance_transfer',
  fromDebtId: 1,
  amount: '6400',
  feePercent: 3,
  promoApr: 0,
  promoMonths: 15,
  aprAfter: '26.99',
};
const loan = { kind: 'consolidation_loan', debtIds: [1, 2], apr: 11.9, termMonths: 36, originationFeePercent: '6' };

describe('an offer (input)', () => {
  it('a balance transfer: money, rates and fees normalised; deferred interest defaults to false; in the domain’s units', () => {
    const parsed = offerInputSchema.parse(transfer);
    expect(parsed).toEqual({
      kind: 'balance_transfer',
      fromDebtId: 1,
      amount: '6400.00',
      feePercent: '3.00',
      promoApr: '0.00',
      promoMonths: 15,
      aprAfter: '26.99',
      deferredInterest: false,
    });
    expect(offerFromWire(parsed)).toEqual({
      kind: 'balance_transfer',
      fromDebtId: 1,
      amount: 640_000,
      feeBp: 300,
      promoAprBp: 0,
      promoMonths: 15,
      aprAfterBp: 2699,
      deferredInterest: false,
      toDebtId: null,
    });
    expect(offerFromWire(offerInputSchema.parse({ ...transfer, toDebtId: 4, deferredInterest: true }))).toMatchObject({
      toDebtId: 4,
      deferredInterest: true,
    });
  });

  it('a consolidation loan', () => {
    expect(offerFromWire(offerInputSchema.parse(loan))).toEqual({
      kind: 'consolidation_loan',
      debtIds: [1, 2],
      aprBp: 1190,
      termMonths: 36,
      feeBp: 600,
    });
  });

  it('names the field of every value out of range', () => {
    const bad = (over: Record<string, unknown>, base: Record<string, unknown> = transfer) =>
      firstMessages(offerInputSchema.safeParse({ ...base, ...over }));
    expect(bad({ kind: 'mortgage_refinance' })).toEqual({ kind: OFFER_KIND_MESSAGE });
    expect(bad({ amount: 0 })).toEqual({ amount: TRANSFER_AMOUNT_MESSAGE });
    expect(bad({ amount: '-5' })).toEqual({ amount: 'Amount cannot be negative' });
    expect(bad({ feePercent: 25.01 })).toEqual({ feePercent: TRANSFER_FEE_MESSAGE });
    expect(bad({ feePercent: '3.005' })).toEqual({ feePercent: TRANSFER_FEE_MESSAGE });
    expect(bad({ feePercent: -1 })).toEqual({ feePercent: TRANSFER_FEE_MESSAGE });
    expect(bad({ promoApr: 100 })).toEqual({ promoApr: 'Promotional rate must be between 0 and 99.99' });
    expect(bad({ aprAfter: undefined })).toEqual({ aprAfter: 'Rate after the promotion is required' });
    for (const promoMonths of [0, 61, 1.5, '12']) expect(bad({ promoMonths })).toEqual({ promoMonths: PROMO_MONTHS_MESSAGE });
    expect(bad({ fromDebtId: 0 })).toEqual({ fromDebtId: ID_MESSAGE });
    expect(bad({ toDebtId: 2 ** 31 })).toEqual({ toDebtId: ID_MESSAGE });
    expect(bad({ deferredInterest: 'yes' })).toEqual({ deferredInterest: 'deferredInterest must be true or false' });

    expect(bad({ debtIds: [] }, loan)).toEqual({ debtIds: DEBT_IDS_MIN_MESSAGE });
    expect(bad({ debtIds: [1, 2, 1] }, loan)).toEqual({ debtIds: DEBT_IDS_DISTINCT_MESSAGE });
    expect(bad({ debtIds: Array.from({ length: 51 }, (_, i) => i + 1) }, loan)).toEqual({ debtIds: DEBT_IDS_MAX_MESSAGE });
    expect(bad({ debtIds: [1, -2] }, loan)).toEqual({ 'debtIds.1': ID_MESSAGE });
    for (const termMonths of [5, 121, 36.5]) expect(bad({ termMonths }, loan)).toEqual({ termMonths: TERM_MONTHS_MESSAGE });
    expect(bad({ originationFeePercent: 26 }, loan)).toEqual({ originationFeePercent: ORIGINATION_FEE_MESSAGE });
    expect(bad({ apr: '' }, loan)).toEqual({ apr: 'Interest rate is required' });
  });
});

describe('the answer', () => {
  const answer = {
    without: { debtFreeDate: '2029-01-31', months: 37, totalInterest: '3696.45' },
    with: { debtFreeDate: '2028-10-31', months: 34, totalInterest: '2031.03' },
    fee: '192.00',
    interestDifference: '1665.42',
    netSavings: '1473.42',
    monthsSaved: 3,
    breakEvenMonth: 2,
    newDebt: { balance: '6592.00', monthlyPayment: '65.92' },
    warnings: [{ code: 'PROMO_BALANCE_REMAINS', message: 'This plan still owes…', paymentNeeded: '439.47' }],
  };

  it('money as strings; a difference may be negative; null when a plan never ends', () => {
    expect(offerEvaluationSchema.parse(answer)).toEqual(answer);
    expect(offerEvaluationSchema.safeParse({ ...answer, netSavings: '-12.50', interestDifference: null }).success).toBe(true);
    expect(offerEvaluationSchema.safeParse({ ...answer, fee: '-1.00' }).success).toBe(false);
    expect(offerEvaluationSchema.safeParse({ ...answer, warnings: [{ code: 'OTHER', message: '' }] }).success).toBe(false);
  });
});
