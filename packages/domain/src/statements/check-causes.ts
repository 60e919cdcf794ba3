import { CARD_PART_LABELS } from '../card/wording.ts';
import type { PartWalk } from '../card/statement-walk.ts';
import { DAILY_DENOMINATOR, formatApr, MAX_APR_BP } from '../debt/interest.ts';
import { formatUsd } from '../money/usd.ts';
import { mulDiv, type Cents } from '../money/cents.ts';
import { TOLERANCE, type CheckCause, type InterestCheckInput } from './check-types.ts';
import type { CheckComputation } from './check-walk.ts';

// The likely cause of a difference between what the lender charged and what Paydown computes
// (docs/money-math.md, "The interest check"), tried in this order: purchases carried without a
// grace period; a fee counted as interest, or a minimum interest charge; a balance not entered; a
// different APR (the APR that gives the lender's figure, on the balance it most likely belongs to).

interface Figures {
  computed: Cents;
  difference: Cents;
  lender: string;
}

const plain = (kind: CheckCause['kind'], text: string): CheckCause => ({ kind, text, impliedApr: null, partId: null, partKind: null });

export function causeOf(input: InterestCheckInput, c: CheckComputation, f: Figures): CheckCause {
  const charged = input.interestCharged;
  const near = (a: Cents, b: Cents) => Math.abs(a - b) <= TOLERANCE;
  if (c.graceApplied && purchasesCarried(input) && near(c.full, charged)) {
    return plain(
      'no_grace',
      `purchases carried without a grace period: ${f.lender} counted the previous balance as not paid in full by its due date (a payment posted late or short), so every day's balance carried interest (${formatUsd(c.full)}).`,
    );
  }
  // A fee's own interest (a day or two on the balance) may ride along: within 1 % of it counts.
  const fee = input.lines.find(
    (l) => l.kind === 'fee' && Math.abs(l.amount - f.difference) <= Math.max(TOLERANCE, Math.floor(l.amount / 100)),
  );
  if (fee) return plain('fee', `a fee of ${formatUsd(fee.amount)} counted as interest.`);
  if (f.difference > 0 && charged <= 200 && c.full < charged) {
    return plain('fee', `a minimum interest charge of ${formatUsd(charged)} (a fee the card adds when the interest is smaller).`);
  }
  const cashLines = input.lines.filter((l) => l.kind === 'cash_advance');
  if (f.difference > 0 && cashLines.length > 0 && !input.parts.some((p) => p.kind === 'cash_advance')) {
    return plain(
      'balance_not_entered',
      `a cash advance balance not entered: the statement lists ${formatUsd(cashLines.reduce((n, l) => n + l.amount, 0))} of cash advances, which carry a higher APR and no grace period. Add it as a balance of the card.`,
    );
  }
  return aprCause(input, c.graceApplied ? c.withGrace : c.without, f) ?? plain('unknown', UNKNOWN);
}

const UNKNOWN = 'no single cause explains the difference: check the balances, APRs and payments entered.';

/**
 * The balance whose APR most likely differs: the purchase balance when it carried interest at its
 * APR, else the one with the most cent-days at its APR. Its APR that gives the lender's figure,
 * the other balances' interest unchanged: (charged − others) × 3,650,000 / its cent-days.
 */
function aprCause(input: InterestCheckInput, walks: readonly PartWalk[], f: Figures): CheckCause | null {
  const candidates = walks.filter((w) => !w.inGrace && w.regularDays > 0 && w.partId >= 0);
  const named = candidates.find((w) => w.kind === 'purchase') ?? [...candidates].sort((a, b) => b.regularDays - a.regularDays)[0];
  const part = named && input.parts.find((p) => p.id === named.partId);
  if (!named || !part) return null;
  const atApr = mulDiv(named.regularDays, part.apr, DAILY_DENOMINATOR);
  const others = f.computed - atApr;
  const implied = mulDiv(input.interestCharged - others, DAILY_DENOMINATOR, named.regularDays);
  if (implied <= 0 || implied > MAX_APR_BP || implied === part.apr) return null;
  const apr = formatApr(implied);
  const charged = formatUsd(input.interestCharged);
  if (input.parts.length <= 1) {
    return {
      ...plain('apr', `a different APR than the one entered: ${apr} % on the same balances gives the ${charged} charged.`),
      impliedApr: apr,
    };
  }
  return {
    kind: 'apr',
    impliedApr: apr,
    partId: part.id,
    partKind: part.kind,
    text: `a different APR than the one entered on the ${CARD_PART_LABELS[part.kind]} balance: ${apr} % there (${formatApr(part.apr)} % entered), with the other balances as entered, gives the ${charged} charged.`,
  };
}

function purchasesCarried(input: InterestCheckInput): boolean {
  return input.closingBalance > 0 || input.lines.some((l) => l.kind === 'purchase');
}
