import type { CardPartKind } from '@paydown/domain';
import { CARD_PART_KINDS, CARD_PART_LABELS } from '@paydown/domain/card';

/**
 * A card balance's kind as it starts a line or a field ("Balance transfer"): the domain's wording
 * (which reads inside a sentence, "the balance transfer"), capitalised. Kept apart from the card
 * form so screens that only name a balance (the schedule, the payment history) load no form code.
 */
export const PART_KIND_LABELS = Object.fromEntries(
  CARD_PART_KINDS.map((kind) => [kind, CARD_PART_LABELS[kind].charAt(0).toUpperCase() + CARD_PART_LABELS[kind].slice(1)]),
) as Record<CardPartKind, string>;

export const PART_KIND_OPTIONS: { value: CardPartKind; label: string }[] = CARD_PART_KINDS.map((kind) => ({
  value: kind,
  label: PART_KIND_LABELS[kind],
}));
