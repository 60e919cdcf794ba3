import { Alert, Group, List, Modal, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Debt, MinimumPaymentWarningOut } from '@paydown/domain';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingLine, QueryFailure } from '../../components/QueryState.tsx';
import { MoneyInput } from '../../components/inputs.tsx';
import { formatCurrencyDetailed } from '../../lib/format.ts';
import { localToday } from '../../lib/today.ts';
import { trpc } from '../../lib/trpc.ts';
import { causeText, figureDifferences, likelyCause, type CardFacts, type StatementFigures } from './statement-compare.ts';

const yearsText = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** Paydown's box, worded as a statement prints it. */
function PaydownBox({ warning }: { warning: MinimumPaymentWarningOut }) {
  const { minimumOnly, payoff36 } = warning;
  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label="Paydown’s estimate">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          From today’s balance of {formatCurrencyDetailed(warning.balance)}, with no new purchases or fees:
        </Text>
        {minimumOnly ? (
          <Text size="sm">
            <strong>Paying only the minimum</strong>, you pay it off in about <strong>{yearsText(minimumOnly.years)}</strong> (
            {minimumOnly.months} months) and pay <strong>{formatCurrencyDetailed(minimumOnly.totalPaid)}</strong> in total, of which{' '}
            {formatCurrencyDetailed(minimumOnly.totalInterest)} is interest.
          </Text>
        ) : (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
            <Text size="sm">
              <strong>Paying only the minimum, this card is never paid off</strong>: the minimum stays below the month’s interest.
            </Text>
          </Alert>
        )}
        {payoff36 && (
          <Text size="sm">
            <strong>Paying {formatCurrencyDetailed(payoff36.monthlyPayment)} a month</strong>, you pay it off in 3 years and pay{' '}
            {formatCurrencyDetailed(payoff36.totalPaid)} in total
            {payoff36.savings !== null && (
              <>
                : <strong>you save {formatCurrencyDetailed(payoff36.savings)}</strong>
              </>
            )}
            .
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const numberOrNull = (value: number | string): number | null => (value === '' || Number.isNaN(Number(value)) ? null : Number(value));

/** The three figures of the statement's box, as the user types them, and the comparison. */
function StatementComparison({ warning, card }: { warning: MinimumPaymentWarningOut; card: CardFacts }) {
  const [years, setYears] = useState<number | string>('');
  const [totalPaid, setTotalPaid] = useState<number | string>('');
  const [payment36, setPayment36] = useState<number | string>('');
  const typed: StatementFigures = { years: numberOrNull(years), totalPaid: numberOrNull(totalPaid), payment36: numberOrNull(payment36) };
  const rows = figureDifferences(warning, typed);
  const cause = likelyCause(rows, card);

  return (
    <Stack gap="sm" role="group" aria-labelledby="statement-figures-title">
      <div>
        <Title order={3} fz="sm" id="statement-figures-title">
          Your statement’s figures
        </Title>
        <Text size="xs" c="dimmed">
          Type them from the “Minimum Payment Warning” box of your latest statement to compare.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          label="Years to pay off"
          min={0}
          max={100}
          allowDecimal={false}
          hideControls
          inputMode="numeric"
          value={years}
          onChange={setYears}
        />
        <MoneyInput label="Total paid" value={totalPaid} onChange={setTotalPaid} />
        <MoneyInput label="3-year payment" value={payment36} onChange={setPayment36} />
      </SimpleGrid>
      {rows.length > 0 && (
        <Stack gap="xs" role="list" aria-label="Differences">
          {rows.map((row) => (
            <Paper key={row.figure} withBorder p="xs" radius="md" role="listitem" aria-label={row.label}>
              <Text size="xs" fw={700}>
                {row.label}
              </Text>
              <Group gap="md" wrap="wrap">
                <Text size="sm">Paydown: {row.ours}</Text>
                <Text size="sm">Statement: {row.theirs}</Text>
                {row.difference !== null && (
                  <Text size="sm" fw={600}>
                    Difference: {row.difference}
                  </Text>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {cause && (
        <Alert
          color={cause === 'same' ? 'teal' : 'blue'}
          variant="light"
          icon={cause === 'same' ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
          role="status"
        >
          <Text size="sm">{causeText(cause, warning.balance)}</Text>
        </Alert>
      )}
    </Stack>
  );
}

/** A promotion still runs on the card or on one of its balances. */
function hasPromotion(debt: Debt): boolean {
  const today = localToday();
  const running = (rate: string | null, end: string | null) => rate !== null && end !== null && end > today;
  if (debt.balances && debt.balances.length > 0) return debt.balances.some((p) => running(p.promoApr, p.promoEndDate));
  return running(debt.promoRate, debt.promoEndDate);
}

export interface MinimumWarningDialogProps {
  /** The card whose box is open, or null when closed. */
  debt: Debt | null;
  onClose: () => void;
}

/**
 * "If you pay only the minimum": the statement's minimum-payment warning recomputed by Paydown
 * (years, total paid, the 3-year payment and its savings), beside the figures the user reads on
 * the statement, with the difference and its likely cause.
 */
export function MinimumWarningDialog({ debt, onClose }: MinimumWarningDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const warning = trpc.debts.minimumPaymentWarning.useQuery({ id: debt?.id ?? 0 }, { enabled: debt !== null });
  return (
    <Modal
      opened={debt !== null}
      onClose={onClose}
      title={debt ? `If you pay only the minimum — ${debt.debtName}` : ''}
      size="lg"
      radius="lg"
      centered={!phone}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {debt && (
        <Stack gap="md">
          {warning.isError ? (
            <QueryFailure title="Failed to load the estimate" error={warning.error} onRetry={() => void warning.refetch()} />
          ) : !warning.data ? (
            <LoadingLine label="Computing the estimate..." />
          ) : (
            <>
              <PaydownBox warning={warning.data} />
              <StatementComparison
                warning={warning.data}
                card={{ fixedRule: (debt.minPaymentRule?.kind ?? 'fixed') === 'fixed', hasPromotion: hasPromotion(debt) }}
              />
              {warning.data.assumptions.length > 0 && (
                <div>
                  <Text size="xs" fw={700} c="dimmed">
                    What Paydown assumes
                  </Text>
                  <List size="xs" c="dimmed" spacing={2}>
                    {warning.data.assumptions.map((a) => (
                      <List.Item key={a}>{a}</List.Item>
                    ))}
                  </List>
                </div>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
