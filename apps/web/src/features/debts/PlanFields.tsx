import { Button, Checkbox, Collapse, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { DateField, DESCRIPTION_BELOW, PercentInput } from '../../components/inputs.tsx';
import { hasBalances, type DebtFormValues } from './debt-form.ts';

/**
 * The debt's place in the payoff plan: "Include in payoff plan", "I pay this card in full
 * every month" (credit cards) and a collapsible "Promotional rate" section, one sentence each. A
 * card with balances carries its promotions on them, so the section is not shown for it.
 */
export function PlanFields({ form }: { form: UseFormReturnType<DebtFormValues> }) {
  const values = form.getValues();
  const isCard = values.debtType === 'credit_card';
  const paidInFull = isCard && values.paysInFull;

  return (
    <Stack gap="sm">
      <Switch
        label="Include in payoff plan"
        description={
          paidInFull
            ? 'A card paid in full each month charges no interest, so it stays out of the plan.'
            : 'Debts in the plan share your monthly budget in the plan’s order; a mortgage or rent usually stays out and counts as a fixed payment.'
        }
        disabled={paidInFull}
        {...form.getInputProps('inPlan', { type: 'checkbox' })}
        checked={values.inPlan && !paidInFull}
      />
      {isCard && (
        <Checkbox
          label="I pay this card in full every month"
          description="Paid in full, a card charges no interest (the grace period), so no interest or savings are claimed on it."
          {...form.getInputProps('paysInFull', { type: 'checkbox' })}
        />
      )}
      {!hasBalances(values) && <PromoFields form={form} />}
    </Stack>
  );
}

/**
 * The collapsible "Promotional rate" section. Mounted again when a card's balances go, so it opens
 * with the promotion the last balance leaves on the card.
 */
function PromoFields({ form }: { form: UseFormReturnType<DebtFormValues> }) {
  const values = form.getValues();
  // Open from the start when the debt has a promotion, so it is not hidden.
  const [promoOpen, setPromoOpen] = useState(values.promoRate !== '' || values.promoEndDate !== '');
  const promoId = useId();
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        onClick={() => setPromoOpen((o) => !o)}
        aria-expanded={promoOpen}
        aria-controls={promoId}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: promoOpen ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        }
      >
        Promotional rate
      </Button>
      <Collapse expanded={promoOpen} id={promoId}>
        {/* Mounted only while open: fewer inputs to re-render as the rest of the form is typed in. */}
        {promoOpen && (
          <Stack gap="sm" pt="xs">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <PercentInput
                label="Promotional rate"
                description="The lower APR (often 0%) charged until the promotion ends."
                inputWrapperOrder={DESCRIPTION_BELOW}
                placeholder="0.00"
                {...form.getInputProps('promoRate')}
              />
              <DateField
                label="Promotion ends"
                description="The debt’s regular APR applies from this date."
                inputWrapperOrder={DESCRIPTION_BELOW}
                {...form.getInputProps('promoEndDate')}
              />
            </SimpleGrid>
            <Checkbox
              label="Deferred interest"
              description="Store cards and medical financing: any balance left when the promotion ends is charged all the interest since it began."
              {...form.getInputProps('deferredInterest', { type: 'checkbox' })}
            />
          </Stack>
        )}
      </Collapse>
    </div>
  );
}
