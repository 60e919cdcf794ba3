import { Group, Stack, Text } from '@mantine/core';
import type { Debt } from '@paydown/domain';
import { formatCurrencyDetailed, formatDate, toAmount } from '../../lib/format.ts';
import { PART_KIND_LABELS, RULE_PRESET_OPTIONS, ruleFormValues } from './card-form.ts';

const rate = (apr: string) => `${toAmount(apr).toFixed(2)}%`;

/** "1% of balance + interest, at least $35", or the custom rule in the same words. */
export function ruleLabel(rule: Debt['minPaymentRule']): string | null {
  if (!rule || rule.kind === 'fixed') return null;
  const preset = ruleFormValues(rule).preset;
  if (preset !== 'custom') return RULE_PRESET_OPTIONS.find((o) => o.value === preset)?.label ?? null;
  const percent = `${toAmount(rule.percent)}%`;
  const floor = formatCurrencyDetailed(rule.floor);
  return rule.kind === 'percent_plus_interest'
    ? `${percent} of balance + interest, at least ${floor}`
    : `${percent} of balance, at least ${floor}`;
}

type Part = NonNullable<Debt['balances']>[number];

/**
 * "0.00% promotion ends Jan 15, 2027, then 26.99%, deferred interest since Jan 15, 2026": the end date is
 * the first day at the regular rate (as the form and the Plan name it); "since" is what a back-dated charge counts from.
 */
function promoLine(p: Part, promoApr: string, promoEndDate: string): string {
  const deferred = p.deferredInterest ? `, deferred interest${p.promoStartDate ? ` since ${formatDate(p.promoStartDate)}` : ''}` : '';
  return `${rate(promoApr)} promotion ends ${formatDate(promoEndDate)}, then ${rate(p.apr)}${deferred}`;
}

/** A card's balances, each with its amount and rate (the promotion and when it ends), and its minimum rule. */
export function CardBalancesList({ debt }: { debt: Debt }) {
  const parts = debt.balances ?? [];
  const rule = ruleLabel(debt.minPaymentRule);
  if (parts.length === 0 && !rule) return null;
  return (
    <Stack gap={4}>
      {parts.length > 0 && (
        <>
          <Text size="xs" c="dimmed" id={`balances-of-${debt.id}`}>
            Balances
          </Text>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={`balances-of-${debt.id}`}>
            {parts.map((p) => (
              <Group key={p.id} component="li" justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {PART_KIND_LABELS[p.kind]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.promoApr !== null && p.promoEndDate !== null ? promoLine(p, p.promoApr, p.promoEndDate) : rate(p.apr)}
                  </Text>
                </div>
                <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatCurrencyDetailed(p.amount)}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
      {rule && (
        <Text size="xs" c="dimmed">
          Minimum payment: {rule}
        </Text>
      )}
    </Stack>
  );
}
