import { Alert, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { OfferEvaluationOut, OfferKind } from '@paydown/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fact } from '../../components/Fact.tsx';
import { formatCurrency, formatCurrencyDetailed, formatDate, formatDuration, toAmount } from '../../lib/format.ts';

type Summary = OfferEvaluationOut['without'];

const num = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

const debtFree = (s: Summary) =>
  s.debtFreeDate === null || s.months === null ? 'Never' : `${formatDate(s.debtFreeDate)} (${s.months} months)`;
const interest = (s: Summary) => (s.totalInterest === null ? '—' : formatCurrency(s.totalInterest));

/** "$1,473 saved" / "$120 more" from a signed amount. */
function signedMoney(value: string | null, gain: string, loss: string): string {
  if (value === null) return '—';
  const n = toAmount(value);
  if (n === 0) return formatCurrency(0);
  return n > 0 ? `${formatCurrency(n)} ${gain}` : `${formatCurrency(-n)} ${loss}`;
}

/** The one-sentence answer above the figures. */
function verdict(e: OfferEvaluationOut): string {
  if (e.netSavings === null) return 'One of the two plans never ends, so the offer cannot be priced against the other.';
  const net = toAmount(e.netSavings);
  const months = e.monthsSaved ?? 0;
  const sooner =
    months > 0 ? ` and debt-free ${formatDuration(months)} sooner` : months < 0 ? `, but debt-free ${formatDuration(-months)} later` : '';
  if (net > 0) return `Taking it saves ${formatCurrency(net)} after the fee${sooner}.`;
  if (net < 0) return `Taking it costs ${formatCurrency(-net)} more than your plan as it is, the fee included${sooner}.`;
  return `Taking it costs the same as your plan as it is, the fee included${sooner}.`;
}

/** What the offer opens: a new card or loan at its payment, or a new balance on the user's card and that card's new minimum. */
function newDebtFact(e: OfferEvaluationOut, kind: OfferKind, target: string | null): { label: string; text: string } {
  const balance = formatCurrencyDetailed(e.newDebt.balance);
  const payment = formatCurrencyDetailed(e.newDebt.monthlyPayment);
  if (kind === 'consolidation_loan') return { label: 'The loan', text: `${balance} at ${payment}/mo` };
  if (target === null) return { label: 'New card', text: `${balance} at ${payment}/mo` };
  return { label: `New balance on ${target}`, text: `${balance}; the card's minimum becomes ${payment}/mo` };
}

export interface OfferResultProps {
  evaluation: OfferEvaluationOut;
  kind: OfferKind;
  /** The user's card that receives a transferred balance; null: a new card (or the loan). */
  target: string | null;
}

/** The plan without and with the offer, side by side, and what the offer saves. */
export function OfferResult({ evaluation: e, kind, target }: OfferResultProps) {
  const opened = newDebtFact(e, kind, target);
  const good = e.netSavings !== null && toAmount(e.netSavings) > 0;
  return (
    <Stack gap="sm" role="region" aria-label="Offer compared">
      <Text fw={700} c={good ? 'paydown.9' : 'orange.9'} role="status">
        {verdict(e)}
      </Text>
      <Table verticalSpacing={4} fz="sm" aria-label="Your plan without and with the offer">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th style={num}>Without</Table.Th>
            <Table.Th style={num}>With the offer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Debt-free
            </Table.Th>
            <Table.Td style={num}>{debtFree(e.without)}</Table.Td>
            <Table.Td style={num}>{debtFree(e.with)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={500}>
              Total interest
            </Table.Th>
            <Table.Td style={num}>{interest(e.without)}</Table.Td>
            <Table.Td style={num}>{interest(e.with)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <Fact label={kind === 'balance_transfer' ? 'Transfer fee' : 'Origination fee'}>{formatCurrencyDetailed(e.fee)}</Fact>
        <Fact label="Interest difference">{signedMoney(e.interestDifference, 'less', 'more')}</Fact>
        <Fact label="Net savings">{signedMoney(e.netSavings, 'saved', 'lost')}</Fact>
        <Fact label="Months saved">{e.monthsSaved === null ? '—' : String(e.monthsSaved)}</Fact>
        <Fact label="Break-even">{e.breakEvenMonth === null ? 'Never' : `Month ${e.breakEvenMonth}`}</Fact>
        <Fact label={opened.label}>{opened.text}</Fact>
      </SimpleGrid>
      {e.warnings.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Before you take it">
          <List size="sm" spacing={4}>
            {e.warnings.map((w) => (
              <List.Item key={w.code + w.message}>{w.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
