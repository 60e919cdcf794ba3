import type { CardPart, CardPartInput, CardPartKind, Debt, MinPaymentRuleInput, MinPaymentRuleOut } from '@paydown/domain';
import { cardApr, cardBalance, cardPartsOf, MAX_CARD_PARTS, minimumNow } from '@paydown/domain/card';
import { tryParseApr } from '@paydown/domain/debt';
import { formatHundredths, tryParseMoney } from '@paydown/domain/money';
import { cardPartPromoProblems, minPaymentRuleFromWire } from '@paydown/domain/schemas';

// A credit card's balances and minimum-payment rule as the debt dialog holds them (inputs as typed,
// '' for an empty number or date), and their wire form. The shapes follow the API's field paths
// ('balances.1.apr', 'minPaymentRule.percent') so the API's and the schema's messages land under
// the right input.

export { MAX_CARD_PARTS };

/** One balance of a card in the form. `key` keeps each row's inputs in place when one above is removed. */
export interface BalanceFormValues {
  key: string;
  /** The stored balance's id (null: a new one). */
  id: number | null;
  kind: CardPartKind;
  amount: number | string;
  apr: number | string;
  promoApr: number | string;
  promoEndDate: string;
  deferredInterest: boolean;
  /** When the promotion began ('': the day the balance is added). */
  promoStartDate: string;
}

export { PART_KIND_LABELS, PART_KIND_OPTIONS } from '../../lib/card-part-labels.ts';

/** The rules card agreements commonly state, then the typed minimum (the default) and a custom one. */
export const RULE_PRESETS = ['fixed', 'interest_1', 'balance_2', 'balance_3', 'custom'] as const;
export type RulePreset = (typeof RULE_PRESETS)[number];
export type PercentRuleKind = 'percent_plus_interest' | 'percent_of_balance';

const PRESET_RULES: Record<'interest_1' | 'balance_2' | 'balance_3', { kind: PercentRuleKind; percent: string; floor: string }> = {
  interest_1: { kind: 'percent_plus_interest', percent: '1.00', floor: '35.00' },
  balance_2: { kind: 'percent_of_balance', percent: '2.00', floor: '25.00' },
  balance_3: { kind: 'percent_of_balance', percent: '3.00', floor: '25.00' },
};

export const RULE_PRESET_OPTIONS: { value: RulePreset; label: string }[] = [
  { value: 'fixed', label: 'Fixed amount' },
  { value: 'interest_1', label: '1% of balance + interest, at least $35' },
  { value: 'balance_2', label: '2% of balance, at least $25' },
  { value: 'balance_3', label: '3% of balance, at least $25' },
  { value: 'custom', label: 'Custom' },
];

export const RULE_KIND_OPTIONS: { value: PercentRuleKind; label: string }[] = [
  { value: 'percent_plus_interest', label: 'Percent of balance + interest' },
  { value: 'percent_of_balance', label: 'Percent of balance (interest included)' },
];

/** The rule in the form: a preset, or the custom kind, percent and floor as typed. */
export interface RuleFormValues {
  preset: RulePreset;
  kind: PercentRuleKind;
  percent: number | string;
  floor: number | string;
}

export const FIXED_RULE_FORM: RuleFormValues = { preset: 'fixed', kind: 'percent_plus_interest', percent: '', floor: '' };

let nextKey = 0;
const newKey = () => `balance-${++nextKey}`;

/** A new row: the first one takes the balance and APR already typed (the card so far), later ones start empty. */
export function newBalance(kind: CardPartKind, seed: { amount?: number | string; apr?: number | string } = {}): BalanceFormValues {
  return {
    key: newKey(),
    id: null,
    kind,
    amount: seed.amount ?? '',
    apr: seed.apr ?? '',
    promoApr: '',
    promoEndDate: '',
    deferredInterest: false,
    promoStartDate: '',
  };
}

export function balanceFormValues(debt: Debt): BalanceFormValues[] {
  return (debt.balances ?? []).map((p) => ({
    key: newKey(),
    id: p.id,
    kind: p.kind,
    amount: p.amount,
    apr: p.apr,
    promoApr: p.promoApr ?? '',
    promoEndDate: p.promoEndDate ?? '',
    deferredInterest: p.deferredInterest,
    promoStartDate: p.promoStartDate ?? '',
  }));
}

/** Whether a row has a promotion (or is being given one): its start date is asked then. */
export function balanceHasPromo(p: Pick<BalanceFormValues, 'promoApr' | 'promoEndDate' | 'deferredInterest'>): boolean {
  return p.promoApr !== '' || p.promoEndDate !== '' || p.deferredInterest;
}

/** The start sent: the one typed while the row has a promotion ('' or no promotion: none). */
const promoStartOfRow = (p: BalanceFormValues): string | null => (balanceHasPromo(p) && p.promoStartDate !== '' ? p.promoStartDate : null);

export function ruleFormValues(rule: MinPaymentRuleOut | undefined): RuleFormValues {
  if (!rule || rule.kind === 'fixed') return FIXED_RULE_FORM;
  const preset = (Object.keys(PRESET_RULES) as (keyof typeof PRESET_RULES)[]).find((name) => {
    const p = PRESET_RULES[name];
    return p.kind === rule.kind && p.percent === rule.percent && p.floor === rule.floor;
  });
  return { preset: preset ?? 'custom', kind: rule.kind, percent: rule.percent, floor: rule.floor };
}

/** The rule as the API takes it (the custom figures as typed: the schema checks and normalises them). */
export function ruleInput(rule: RuleFormValues): MinPaymentRuleInput {
  if (rule.preset === 'fixed') return { kind: 'fixed' };
  if (rule.preset === 'custom') return { kind: rule.kind, percent: String(rule.percent), floor: String(rule.floor) };
  return PRESET_RULES[rule.preset];
}

/** The balances as the API takes them (empty promo fields: no promotion). */
export function balancesInput(parts: readonly BalanceFormValues[]): CardPartInput[] {
  return parts.map((p) => ({
    ...(p.id !== null ? { id: p.id } : {}),
    kind: p.kind,
    amount: typeof p.amount === 'number' ? p.amount.toFixed(2) : p.amount,
    apr: typeof p.apr === 'number' ? p.apr.toFixed(2) : p.apr,
    promoApr: p.promoApr === '' ? null : typeof p.promoApr === 'number' ? p.promoApr.toFixed(2) : p.promoApr,
    promoEndDate: p.promoEndDate === '' ? null : p.promoEndDate,
    deferredInterest: p.deferredInterest,
    promoStartDate: promoStartOfRow(p),
  }));
}

const cents = (value: number | string) => {
  const r = tryParseMoney(value);
  return r.ok ? r.cents : 0;
};
const bp = (value: number | string) => {
  const r = tryParseApr(value);
  return r.ok ? r.value : 0;
};

/** The rows in the domain's units (unreadable figures count as 0: the fields say what is wrong). */
export function partsOfForm(parts: readonly BalanceFormValues[]): CardPart[] {
  return parts.map((p, i) => ({
    id: p.id ?? -(i + 1),
    kind: p.kind,
    balance: cents(p.amount),
    apr: bp(p.apr),
    promoApr: p.promoApr === '' ? null : bp(p.promoApr),
    promoEndDate: p.promoEndDate === '' ? null : p.promoEndDate,
    deferredInterest: p.deferredInterest,
    promoStartDate: promoStartOfRow(p),
  }));
}

/** The card's balance and APR as its balances make them: the sum, and the purchases APR (else the highest). */
export function derivedCardFigures(parts: readonly BalanceFormValues[]): { balance: string; interestRate: string } {
  const domain = partsOfForm(parts);
  return { balance: formatHundredths(cardBalance(domain)), interestRate: formatHundredths(cardApr(domain)) };
}

export interface RuleMinimumFacts {
  parts: readonly BalanceFormValues[];
  balance: number | string;
  interestRate: number | string;
  promoRate: number | string;
  promoEndDate: string;
  rule: RuleFormValues;
  today: string;
}

/**
 * What a percent rule asks this month (the API's minPayment for such a card): the rule on the
 * balance with the coming month's estimated interest. Null for the fixed rule (the typed minimum).
 */
export function ruleMinimumNow(f: RuleMinimumFacts): string | null {
  if (f.rule.preset === 'fixed') return null;
  const rule = minPaymentRuleFromWire(
    f.rule.preset === 'custom'
      ? { kind: f.rule.kind, percent: formatHundredths(bp(f.rule.percent)), floor: formatHundredths(cents(f.rule.floor)) }
      : PRESET_RULES[f.rule.preset],
  );
  const promo = f.promoRate !== '' && f.promoEndDate !== '';
  const parts =
    f.parts.length > 0
      ? partsOfForm(f.parts)
      : cardPartsOf(null, {
          balance: cents(f.balance),
          apr: bp(f.interestRate),
          promoRateBp: promo ? bp(f.promoRate) : null,
          promoEndDate: promo ? f.promoEndDate : null,
          deferredInterest: false,
        });
  return formatHundredths(minimumNow({ parts, rule, fixedMinimum: 0, today: f.today }));
}

/**
 * A new promotion on a balance must end after today, a stored one may have ended; a start typed
 * may not be after today, the one shown may be kept (the API's rules).
 */
export function balancePromoProblems(parts: readonly BalanceFormValues[], debt: Debt | null, today: string): Record<string, string> {
  const previousEndDates = new Map((debt?.balances ?? []).map((p) => [p.id, p.promoEndDate]));
  const previousStartDates = new Map((debt?.balances ?? []).map((p) => [p.id, p.promoStartDate]));
  return cardPartPromoProblems(
    parts.map((p) => ({
      ...(p.id !== null ? { id: p.id } : {}),
      promoEndDate: p.promoEndDate === '' ? null : p.promoEndDate,
      promoStartDate: promoStartOfRow(p),
    })),
    { today, previousEndDates, previousStartDates },
  );
}
