import { schemaResolver, type FormErrors } from '@mantine/form';
import type { Debt, OfferInput, OfferKind } from '@paydown/domain';
import { offerInputSchema } from '@paydown/domain/schemas';

// The "Compare an offer" form: one set of values for both offers (their field names do not overlap,
// as in the API's body), checked by the API's own schema so each message lands under its input.

export interface OfferFormValues {
  kind: OfferKind;
  /** A Select's value: the debt id as text, or null. */
  fromDebtId: string | null;
  /** Where the balance goes: NEW_CARD, or a card of the user's (its id as text). */
  toDebtId: string;
  amount: number | string;
  feePercent: number | string;
  promoApr: number | string;
  promoMonths: number | string;
  aprAfter: number | string;
  deferredInterest: boolean;
  debtIds: string[];
  apr: number | string;
  termMonths: number | string;
  originationFeePercent: number | string;
}

/** The "Move to" choice of a new card (no toDebtId in the body). */
export const NEW_CARD = 'new';

/** Typical terms as a start: a 3 % fee at 0 % for 15 months; a 3-year loan. */
export const EMPTY_OFFER: OfferFormValues = {
  kind: 'balance_transfer',
  fromDebtId: null,
  toDebtId: NEW_CARD,
  amount: '',
  feePercent: 3,
  promoApr: 0,
  promoMonths: 15,
  aprAfter: '',
  deferredInterest: false,
  debtIds: [],
  apr: '',
  termMonths: 36,
  originationFeePercent: '',
};

export const CHOOSE_SOURCE_MESSAGE = 'Choose the debt the balance leaves';

const text = (v: number | string) => (typeof v === 'number' ? String(v) : v);
const months = (v: number | string) => (v === '' ? undefined : Number(v));

/** The values as the API's body for the chosen kind. */
function prepare(v: OfferFormValues) {
  if (v.kind === 'balance_transfer') {
    return {
      kind: v.kind,
      fromDebtId: v.fromDebtId === null ? undefined : Number(v.fromDebtId),
      amount: text(v.amount),
      feePercent: text(v.feePercent),
      promoApr: text(v.promoApr),
      promoMonths: months(v.promoMonths),
      aprAfter: text(v.aprAfter),
      deferredInterest: v.deferredInterest,
      ...(v.toDebtId === NEW_CARD ? {} : { toDebtId: Number(v.toDebtId) }),
    };
  }
  return {
    kind: v.kind,
    debtIds: v.debtIds.map(Number),
    apr: text(v.apr),
    termMonths: months(v.termMonths),
    originationFeePercent: text(v.originationFeePercent),
  };
}

const resolve = schemaResolver(offerInputSchema, { sync: true });

export function validateOffer(values: OfferFormValues): FormErrors {
  const errors = resolve(prepare(values));
  if (values.kind === 'balance_transfer' && values.fromDebtId === null) errors.fromDebtId = CHOOSE_SOURCE_MESSAGE;
  return errors;
}

export function toOfferInput(values: OfferFormValues): OfferInput {
  return offerInputSchema.parse(prepare(values));
}

/**
 * The debt chosen to move from: its whole balance starts the amount; a card chosen to receive the
 * balance that is now the source goes back to a new card.
 */
export function sourceDefaults(debt: Debt | undefined, toDebtId: string): Partial<OfferFormValues> {
  if (debt === undefined) return {};
  return { amount: debt.balance, ...(String(debt.id) === toDebtId ? { toDebtId: NEW_CARD } : {}) };
}

/** "Move to": a new card, then each of the user's other cards (a balance transfer lands only on a credit card). */
export function targetOptions(debts: readonly Debt[], fromDebtId: string | null): { value: string; label: string }[] {
  const cards = debts.filter((d) => d.debtType === 'credit_card' && String(d.id) !== fromDebtId);
  return [{ value: NEW_CARD, label: 'A new card' }, ...cards.map((d) => ({ value: String(d.id), label: d.debtName }))];
}
