// A card's balances and minimum-payment rule between their wire form and the domain's units. Kept
// apart from the zod schemas they convert: the browser's plan preview and the screens that draw a
// card use these without building any schema.
import type { CardPart, MinPaymentRule } from '../card/types.ts';
import { parseApr } from '../debt/interest.ts';
import { formatHundredths, parseMoney } from '../money/cents.ts';
import type { CardPartOut, MinPaymentRuleInput, MinPaymentRuleOut } from './card.ts';

/** The wire rule (input or output) in the domain's units. */
export function minPaymentRuleFromWire(rule: MinPaymentRuleInput | MinPaymentRuleOut | null | undefined): MinPaymentRule {
  if (!rule || rule.kind === 'fixed') return { kind: 'fixed' };
  return { kind: rule.kind, percentBp: parseApr(rule.percent), floor: parseMoney(rule.floor) };
}

export function minPaymentRuleToWire(rule: MinPaymentRule): MinPaymentRuleOut {
  if (rule.kind === 'fixed') return { kind: 'fixed' };
  return { kind: rule.kind, percent: formatHundredths(rule.percentBp), floor: formatHundredths(rule.floor) };
}

/** A balance on the wire (as the API returns it) in the domain's units. */
export function cardPartFromWire(p: CardPartOut): CardPart {
  return {
    id: p.id,
    kind: p.kind,
    balance: parseMoney(p.amount),
    apr: parseApr(p.apr),
    promoApr: p.promoApr === null ? null : parseApr(p.promoApr),
    promoEndDate: p.promoEndDate,
    deferredInterest: p.deferredInterest,
    promoStartDate: p.promoStartDate,
  };
}

export function cardPartToWire(p: CardPart): CardPartOut {
  return {
    id: p.id,
    kind: p.kind,
    amount: formatHundredths(p.balance),
    apr: formatHundredths(p.apr),
    promoApr: p.promoApr === null ? null : formatHundredths(p.promoApr),
    promoEndDate: p.promoEndDate,
    deferredInterest: p.deferredInterest,
    promoStartDate: p.promoStartDate ?? null,
  };
}

/** A listed debt's card fields (GET /api/debts) in the domain's units, for the plan's inputs. */
export function cardFactsFromWire(d: { balances?: readonly CardPartOut[] | undefined; minPaymentRule?: MinPaymentRuleOut | undefined }): {
  parts?: CardPart[];
  minPaymentRule?: MinPaymentRule;
} {
  return {
    ...(d.balances && d.balances.length > 0 ? { parts: d.balances.map(cardPartFromWire) } : {}),
    ...(d.minPaymentRule ? { minPaymentRule: minPaymentRuleFromWire(d.minPaymentRule) } : {}),
  };
}
