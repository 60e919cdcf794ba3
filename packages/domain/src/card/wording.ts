// Plain sentences about a card's rule and promotions (the warning's assumptions, the plan's notes).

import { formatApr, type AprBp } from '../debt/interest.ts';
import type { Cents } from '../money/cents.ts';
import { formatUsd } from '../money/usd.ts';
import type { CardPart, CardPartKind, MinPaymentRule } from './types.ts';

export function percentText(bp: number): string {
  const text = formatApr(bp);
  return `${text.endsWith('.00') ? text.slice(0, -3) : text}%`;
}

export const CARD_PART_LABELS: Record<CardPartKind, string> = {
  purchase: 'purchases',
  balance_transfer: 'balance transfer',
  cash_advance: 'cash advance',
  promo_purchase: 'promotional purchase',
};

/** "The minimum is 1% of the balance plus the month's interest, at least $35.00, never more than what is owed." */
export function describeRule(rule: MinPaymentRule, fixed: Cents): string {
  switch (rule.kind) {
    case 'fixed':
      return `The minimum stays ${formatUsd(fixed)} a month (the minimum payment entered), never more than what is owed.`;
    case 'percent_plus_interest':
      return `The minimum is ${percentText(rule.percentBp)} of the balance plus the month's interest, at least ${formatUsd(rule.floor)}, never more than what is owed.`;
    case 'percent_of_balance':
      return `The minimum is ${percentText(rule.percentBp)} of the balance (the month's interest included), at least ${formatUsd(rule.floor)}, never more than what is owed.`;
  }
}

/** One sentence per promotion still running: its rate, for how many monthly periods, then the APR. */
export function describePromo(part: CardPart, months: number, partCount: number): string[] {
  if (part.promoApr === null || months === 0) return [];
  const whose = partCount > 1 ? ` on the ${CARD_PART_LABELS[part.kind]}` : '';
  const then = (bp: AprBp) => percentText(bp);
  const deferred = part.deferredInterest ? ' (deferred interest: a back-dated charge at the end is not included)' : '';
  return [
    `The ${then(part.promoApr)} promotional rate${whose} applies for ${months} month${months === 1 ? '' : 's'}, then ${then(part.apr)}${deferred}.`,
  ];
}
