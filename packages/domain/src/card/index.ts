export * from './types.ts';
export * from './minimum.ts';
export * from './allocation.ts';
export * from './warning.ts';
export { CARD_PART_LABELS, describeRule } from './wording.ts';
export { allocationPartOn, promoRunsOn, splitCardPayment, type PartPaid } from './payment-split.ts';
